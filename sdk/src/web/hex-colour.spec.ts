import { describe, expect, it } from 'vitest';
import { normaliseHexColour } from './hex-colour.js';

describe('normaliseHexColour', () => {
  it('upper-cases a valid colour and falls back otherwise', () => {
    expect(normaliseHexColour(' #2563eb ', '#000000')).toBe('#2563EB');
    expect(normaliseHexColour('blue', '#2563EB')).toBe('#2563EB');
    expect(normaliseHexColour('#25e', '#2563EB')).toBe('#2563EB');
    expect(normaliseHexColour(undefined, '#7C3AED')).toBe('#7C3AED');
  });
});
