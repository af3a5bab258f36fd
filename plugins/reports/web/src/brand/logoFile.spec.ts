import { describe, expect, it } from 'vitest';
import { logoFileProblem, normaliseHexColour, readableTextOn } from './logoFile';

describe('logoFileProblem', () => {
  it('accepts PNG and JPG up to 2 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('refuses other types and files over 2 MB', () => {
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(logoFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  });
});

describe('normaliseHexColour', () => {
  it('upper-cases a valid colour and falls back otherwise', () => {
    expect(normaliseHexColour(' #3b82f6 ', '#000000')).toBe('#3B82F6');
    expect(normaliseHexColour('blue', '#1E40AF')).toBe('#1E40AF');
  });
});

describe('readableTextOn', () => {
  it('puts white on the default blues and dark text on light colours', () => {
    expect(readableTextOn('#1E40AF')).toBe('#FFFFFF');
    expect(readableTextOn('#3B82F6')).toBe('#FFFFFF');
    expect(readableTextOn('#FDE047')).toBe('#0F172A');
  });
});
