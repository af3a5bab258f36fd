/** The relative luminance of a `#RRGGBB` colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of white text on a `#RRGGBB` background, as the theme's primary buttons draw it (1 to 21). */
export function whiteTextContrast(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** WCAG AA for normal text: the buttons' labels stay readable at 4.5:1 and above. */
export const READABLE_CONTRAST = 4.5;
