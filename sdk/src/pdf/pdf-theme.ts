import { rgb, type Color } from 'pdf-lib';
import { hexColor } from './pdf-layout.js';

/** A PDF's colours from a brand's two (white-label) or the product's, with text colours that stay readable on them. */
export interface PdfTheme {
  primary: Color;
  secondary: Color;
  /** Text drawn over the primary colour: white, or dark ink when the brand colour is light. */
  onPrimary: Color;
  onPrimaryMuted: Color;
  /** Headings: the secondary colour, unless it is too light to read on white. */
  heading: Color;
  ink: Color;
  body: Color;
  muted: Color;
  rule: Color;
  zebra: Color;
  tableHead: Color;
  white: Color;
}

/** WCAG relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

const ink = '#1F2937';

/** The product's own colours, a document's without a brand. */
export const productColors = { primary: '#3B82F6', secondary: '#1E40AF' } as const;

export function pdfTheme(primaryHex: string = productColors.primary, secondaryHex: string = productColors.secondary): PdfTheme {
  const lightPrimary = luminance(primaryHex) > 0.45;
  return {
    primary: hexColor(primaryHex),
    secondary: hexColor(secondaryHex),
    onPrimary: lightPrimary ? hexColor(ink) : rgb(1, 1, 1),
    onPrimaryMuted: lightPrimary ? hexColor('#374151') : rgb(0.93, 0.95, 0.98),
    heading: luminance(secondaryHex) > 0.45 ? hexColor(ink) : hexColor(secondaryHex),
    ink: hexColor(ink),
    body: hexColor('#374151'),
    muted: hexColor('#6B7280'),
    rule: hexColor('#E5E7EB'),
    zebra: hexColor('#F9FAFB'),
    tableHead: hexColor('#F3F4F6'),
    white: rgb(1, 1, 1),
  };
}

export type ScoreBand = 'good' | 'average' | 'poor';

/** The product's score bands: 90 and above good, 70–89 needs improvement, below 70 poor. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return 'good';
  if (score >= 70) return 'average';
  return 'poor';
}

/** Text-safe shades on white: the yellow is a dark amber so that numbers stay readable. */
export const bandColors: Record<ScoreBand, Color> = {
  good: hexColor('#16A34A'),
  average: hexColor('#CA8A04'),
  poor: hexColor('#DC2626'),
};

export const bandTints: Record<ScoreBand, Color> = {
  good: hexColor('#DCFCE7'),
  average: hexColor('#FEF9C3'),
  poor: hexColor('#FEE2E2'),
};
