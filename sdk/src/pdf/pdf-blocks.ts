import type { Color, PDFFont } from 'pdf-lib';
import { drawLines, fitLine, lineAdvance, wrapText, type PageCursor } from './pdf-layout.js';
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
