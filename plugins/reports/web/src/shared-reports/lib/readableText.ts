/** White or near-black, whichever reads better on a `#RRGGBB` background (WCAG relative luminance). */
export function readableTextOn(background: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!match) return '#FFFFFF';
  const [r, g, b] = match.slice(1).map((hex) => {
    const channel = parseInt(hex, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is (1.05) / (L + 0.05); with #0F172A about (L + 0.05) / 0.0585.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0585 ? '#FFFFFF' : '#0F172A';
}
