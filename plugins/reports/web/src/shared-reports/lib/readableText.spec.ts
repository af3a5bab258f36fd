import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandHeaderColours, contrastRatio, gradientSamples, INK, MIN_CONTRAST, readableTextOn, WHITE } from './readableText';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

/** The lowest contrast of the header's text over its whole gradient. */
function lowestContrast(primary: string, secondary: string): number {
  const { from, to, text } = brandHeaderColours(primary, secondary);
  return Math.min(...gradientSamples(from, to, 101).map((colour) => contrastRatio(text, colour)));
}

describe('the shared report header colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(WHITE, '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio(WHITE, '#3B82F6')).toBeCloseTo(3.68, 2);
  });

  it('puts white text on the default brand (blue into dark blue), deepening the lighter blue so it reads', () => {
    // The old header: near-black text on #3B82F6 → #1E40AF, about 2:1 at the dark end.
    expect(contrastRatio(INK, '#1E40AF')).toBeLessThan(MIN_CONTRAST);
    const colours = brandHeaderColours('#3B82F6', '#1E40AF');
    expect(colours.text).toBe(WHITE);
    expect(lowestContrast('#3B82F6', '#1E40AF')).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('keeps a brand whose colours already read with white, and uses dark text on light brands', () => {
    expect(brandHeaderColours('#1E3A8A', '#0F172A')).toEqual({ from: '#1E3A8A', to: '#0F172A', text: WHITE });
    expect(brandHeaderColours('#FDE047', '#FEF9C3')).toEqual({ from: '#FDE047', to: '#FEF9C3', text: INK });
  });

  it('falls back to the default colours for a value that is not #RRGGBB', () => {
    expect(brandHeaderColours('blue', '')).toEqual(brandHeaderColours('#3B82F6', '#1E40AF'));
  });

  it('checks between the stops too: a pink into a greyish blue is darker in the middle than at either end', () => {
    // Dark text reads on both stops of this brand, but not on its middle (found by the property below).
    expect(Math.min(contrastRatio(INK, '#F44878'), contrastRatio(INK, '#638EB3'))).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(lowestContrast('#f44878', '#638eb3')).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('reads at 4.5:1 or more on every point of the gradient, whatever the two brand colours', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (primary, secondary) => lowestContrast(primary, secondary) >= MIN_CONTRAST),
      { numRuns: 2000 },
    );
  }, 30_000);
});

describe('readableTextOn', () => {
  it('puts white on the default blues and dark text on light colours', () => {
    expect(readableTextOn('#1E40AF')).toBe(WHITE);
    expect(readableTextOn('#3B82F6')).toBe(WHITE);
    expect(readableTextOn('#FDE047')).toBe(INK);
  });
});
