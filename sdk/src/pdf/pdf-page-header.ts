import type { PDFImage, PDFPage } from 'pdf-lib';
import { fitLine, type Margins } from './pdf-layout.js';
import type { PdfFonts } from './pdf-blocks.js';
import type { PdfTheme } from './pdf-theme.js';

/**
 * The slim header of the pages after the first: a strip of the brand's colour along the top edge, `left` (who made it,
 * what it is) in bold, `right` (the page or site it is about) flush right, and a rule under them.
 */
export function drawRunningHeader(
  page: PDFPage,
  layout: { margins: Margins; fonts: PdfFonts; theme: Pick<PdfTheme, 'primary' | 'heading' | 'muted' | 'rule'> },
  text: { left: string; right: string },
): void {
  const { margins, fonts, theme } = layout;
  const { width: pageWidth, height: pageHeight } = page.getSize();
  const y = pageHeight - 34;
  page.drawRectangle({ x: 0, y: pageHeight - 6, width: pageWidth, height: 6, color: theme.primary });
  page.drawText(fitLine(text.left, fonts.bold, 9, 250), { x: margins.left, y, size: 9, font: fonts.bold, color: theme.heading });
  const right = fitLine(text.right, fonts.regular, 8.5, pageWidth - margins.left - margins.right - 270);
  page.drawText(right, { x: pageWidth - margins.right - fonts.regular.widthOfTextAtSize(right, 8.5), y, size: 8.5, font: fonts.regular, color: theme.muted });
  page.drawLine({ start: { x: margins.left, y: y - 9 }, end: { x: pageWidth - margins.right, y: y - 9 }, thickness: 0.5, color: theme.rule });
}

/**
 * The first page's band across the top in the brand's primary colour over a thin strip of its secondary one, with
 * the logo (if any) on a white box at the left, centred in the band and no larger than `logoBox`. Returns the x where
 * the band's text may start.
 */
export function drawBrandBand(
  page: PDFPage,
  layout: { left: number; height: number; theme: Pick<PdfTheme, 'primary' | 'secondary' | 'white'> },
  logo: PDFImage | null,
  logoBox: { width: number; height: number },
): number {
  const { left, height: bandHeight, theme } = layout;
  const { width: pageWidth, height: top } = page.getSize();
  page.drawRectangle({ x: 0, y: top - bandHeight, width: pageWidth, height: bandHeight, color: theme.primary });
  page.drawRectangle({ x: 0, y: top - bandHeight - 4, width: pageWidth, height: 4, color: theme.secondary });
  if (!logo) return left;
  const scale = Math.min(logoBox.width / logo.width, logoBox.height / logo.height, 1.5);
  const [width, height, pad] = [logo.width * scale, logo.height * scale, 8];
  const boxTop = top - (bandHeight - height - 2 * pad) / 2;
  page.drawRectangle({ x: left, y: boxTop - height - 2 * pad, width: width + 2 * pad, height: height + 2 * pad, color: theme.white });
  page.drawImage(logo, { x: left + pad, y: boxTop - pad - height, width, height });
  return left + width + 2 * pad + 18;
}
