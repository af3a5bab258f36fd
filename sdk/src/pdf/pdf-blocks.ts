import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { drawLines, fitLine, fitSize, lineAdvance, wrapText, wrapUrl, type Margins, type PageCursor, type TextStyle } from './pdf-layout.js';
import type { PdfTheme } from './pdf-theme.js';

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A section title with an accent bar in the theme's primary colour, kept on one page with `keepWith` points of what follows. */
export function sectionHeading(cursor: PageCursor, fonts: PdfFonts, theme: PdfTheme, title: string, intro?: string, keepWith = 90): void {
  cursor.moveDown(16);
  cursor.ensureSpace(keepWith);
  const style = { font: fonts.bold, size: 14, color: theme.heading, lineHeight: 1.3 };
  cursor.page.drawRectangle({ x: cursor.left, y: cursor.y - lineAdvance(style) + 3, width: 3.5, height: lineAdvance(style) - 5, color: theme.primary });
  drawLines(cursor.page, [fitLine(title, fonts.bold, 14, cursor.width - 12)], cursor.left + 11, cursor.y, style);
  cursor.moveDown(lineAdvance(style) + 2);
  if (intro) cursor.paragraph(intro, { font: fonts.regular, size: 9.5, color: theme.muted, lineHeight: 1.45 });
  cursor.moveDown(8);
}

/** A boxed remark on a tinted background, the width of the text column. */
export function tintedNote(cursor: PageCursor, font: PDFFont, text: string, fill: Color, color: Color): void {
  const style = { font, size: 10, color, lineHeight: 1.45 };
  const lines = wrapText(text, font, style.size, cursor.width - 24);
  const height = lines.length * lineAdvance(style) + 16;
  cursor.ensureSpace(height);
  cursor.page.drawRectangle({ x: cursor.left, y: cursor.y - height, width: cursor.width, height, color: fill });
  drawLines(cursor.page, lines, cursor.left + 12, cursor.y - 8, style);
  cursor.moveDown(height);
}

/**
 * The foot of every page: a rule, "page n of m" in bold at the right, and at the left who made the document over the
 * line that says when it was generated (each cut to the room left). `pageWidth` is the pages' width (A4's for both
 * reports); `pageLabel` writes the page's number in the document's language.
 */
export function drawPageFooters(
  pages: readonly PDFPage[],
  layout: { margins: Margins; pageWidth: number; fonts: PdfFonts; theme: Pick<PdfTheme, 'rule' | 'body' | 'muted'> },
  text: { left: string; generated: string; pageLabel: (n: number, m: number) => string },
): void {
  const { margins, pageWidth, fonts, theme } = layout;
  pages.forEach((page, index) => {
    const y = 34;
    page.drawLine({ start: { x: margins.left, y: y + 14 }, end: { x: pageWidth - margins.right, y: y + 14 }, thickness: 0.5, color: theme.rule });
    const pageLabel = text.pageLabel(index + 1, pages.length);
    const pageLabelWidth = fonts.bold.widthOfTextAtSize(pageLabel, 8.5);
    page.drawText(pageLabel, { x: pageWidth - margins.right - pageLabelWidth, y, size: 8.5, font: fonts.bold, color: theme.body });
    const leftWidth = pageWidth - margins.left - margins.right - pageLabelWidth - 24;
    page.drawText(fitLine(text.left, fonts.regular, 8, leftWidth), { x: margins.left, y, size: 8, font: fonts.regular, color: theme.muted });
    page.drawText(fitLine(text.generated, fonts.regular, 7.5, leftWidth), { x: margins.left, y: y - 11, size: 7.5, font: fonts.regular, color: theme.muted });
  });
}

/** A web address in the given style, wrapped at its separators, flowing down from the cursor. */
export function urlLines(cursor: PageCursor, url: string, style: TextStyle): void {
  for (const line of wrapUrl(url, style.font, style.size, cursor.width)) {
    drawLines(cursor.page, [line], cursor.left, cursor.y, style);
    cursor.moveDown(lineAdvance(style));
  }
}

/**
 * A row of facts side by side, each a small capitalised label over its value, each in the width given: a value too
 * long is set in the next smaller of `sizes` (largest first) rather than cut, and cut only at the smallest.
 */
export function factRow(
  cursor: PageCursor,
  fonts: PdfFonts,
  theme: Pick<PdfTheme, 'muted' | 'ink'>,
  facts: readonly { label: string; value: string; width: number }[],
  sizes: readonly number[],
): void {
  const top = cursor.y;
  let x = cursor.left;
  for (const { label, value, width } of facts) {
    const size = fitSize(value, fonts.regular, sizes, width - 12, 1);
    drawLines(cursor.page, [label.toUpperCase()], x, top, { font: fonts.bold, size: 8, color: theme.muted, lineHeight: 1.5 });
    drawLines(cursor.page, [fitLine(value, fonts.regular, size, width - 12)], x, top - 13, { font: fonts.regular, size, color: theme.ink, lineHeight: 1.4 });
    x += width;
  }
  cursor.moveDown(13 + sizes[0]! * 1.4 + 8);
}
