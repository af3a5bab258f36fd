import { describe, expect, it } from 'vitest';
import { readableTextOn } from './readableText';

describe('readableTextOn', () => {
  it('picks white on dark brand colours and dark text on light ones', () => {
    expect(readableTextOn('#1E40AF')).toBe('#FFFFFF');
    expect(readableTextOn('#FDE047')).toBe('#0F172A');
    expect(readableTextOn('not a colour')).toBe('#FFFFFF');
  });
});
