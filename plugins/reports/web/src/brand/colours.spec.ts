import { describe, expect, it } from 'vitest';
import { READABLE_CONTRAST, whiteTextContrast } from './colours';

describe('brand colours', () => {
  it('measures white text on the primary colour as WCAG does', () => {
    expect(whiteTextContrast('#000000')).toBeCloseTo(21, 5);
    expect(whiteTextContrast('#FFFFFF')).toBeCloseTo(1, 5);
    // The default primary colour keeps its white labels readable; a yellow does not.
    expect(whiteTextContrast('#2563EB')).toBeGreaterThan(READABLE_CONTRAST);
    expect(whiteTextContrast('#FACC15')).toBeLessThan(READABLE_CONTRAST);
  });
});
