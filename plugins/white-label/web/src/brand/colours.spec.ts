import { describe, expect, it } from 'vitest';
import { normaliseHexColour, READABLE_CONTRAST, whiteTextContrast } from './colours';

describe('brand colours', () => {
  it('normalises a hex colour and falls back on anything else', () => {
    expect(normaliseHexColour(' #2563eb ', '#000000')).toBe('#2563EB');
    expect(normaliseHexColour('blue', '#2563EB')).toBe('#2563EB');
    expect(normaliseHexColour('#25e', '#2563EB')).toBe('#2563EB');
    expect(normaliseHexColour(undefined, '#7C3AED')).toBe('#7C3AED');
  });

  it('measures white text on the primary colour as WCAG does', () => {
    expect(whiteTextContrast('#000000')).toBeCloseTo(21, 5);
    expect(whiteTextContrast('#FFFFFF')).toBeCloseTo(1, 5);
    // The default primary colour keeps its white labels readable; a yellow does not.
    expect(whiteTextContrast('#2563EB')).toBeGreaterThan(READABLE_CONTRAST);
    expect(whiteTextContrast('#FACC15')).toBeLessThan(READABLE_CONTRAST);
  });
});
