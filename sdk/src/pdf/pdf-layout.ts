import { PDFArray, PDFName, PDFNull, PDFNumber, PDFString, rgb, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export const A4: [number, number] = [595.28, 841.89];

export function hexColor(hex: string): Color {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: Color;
  /** Line advance as a multiple of the font size. */
  lineHeight: number;
}

export function lineAdvance(style: TextStyle): number {
  return style.size * style.lineHeight;
}

function breakLongWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Splits text into lines no wider than `maxWidth`, measured with the font; `\n` starts a new line, no-break spaces hold. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/[^\S\u00a0]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (font.widthOfTextAtSize(word, size) <= maxWidth) {
        line = word;
      } else {
        const pieces = breakLongWord(word, font, size, maxWidth);
        line = pieces.pop() ?? '';
        lines.push(...pieces);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Shortens a single line with an ellipsis so that it fits `maxWidth`. */
export function fitLine(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let shortened = text;
  while (shortened && font.widthOfTextAtSize(`${shortened}…`, size) > maxWidth) shortened = shortened.slice(0, -1);
  return `${shortened.trimEnd()}…`;
}

/** Draws wrapped lines with their tops starting at `top`; returns the height used. */
export function drawLines(page: PDFPage, lines: readonly string[], x: number, top: number, style: TextStyle): number {
  const advance = lineAdvance(style);
  const ascent = style.font.heightAtSize(style.size, { descender: false });
  const leading = (advance - style.size) / 2;
  lines.forEach((line, index) => {
    page.drawText(line, { x, y: top - leading - ascent - index * advance, size: style.size, font: style.font, color: style.color });
  });
  return lines.length * advance;
}

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Anchor {
  page: PDFPage;
  y: number;
}

/** A write position that flows down the page and opens a new page when the content does not fit. */
export class PageCursor {
  page: PDFPage;
  y: number;
  private fresh = true;

  constructor(
    private readonly doc: PDFDocument,
    readonly margins: Margins,
    private readonly onNewPage: (page: PDFPage) => void = () => {},
    readonly size: [number, number] = A4,
  ) {
    this.page = this.newPage();
    this.y = this.top;
  }

  get left(): number {
    return this.margins.left;
  }

  get width(): number {
    return this.size[0] - this.margins.left - this.margins.right;
  }

  get top(): number {
    return this.size[1] - this.margins.top;
  }

  get remaining(): number {
    return this.y - this.margins.bottom;
  }

  /** Usable height of an empty page. */
  get pageHeight(): number {
    return this.top - this.margins.bottom;
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage(this.size);
    this.y = this.top;
    this.fresh = true;
    this.onNewPage(this.page);
    return this.page;
  }

  /** Opens a new page unless `height` still fits on this one (or this page is still empty). */
  ensureSpace(height: number): void {
    if (height > this.remaining && !this.fresh) this.newPage();
  }

  moveDown(distance: number): void {
    this.y -= distance;
    this.fresh = false;
  }

  anchor(): Anchor {
    return { page: this.page, y: this.y };
  }

  /** Flows a paragraph, breaking pages between lines when needed. */
  paragraph(text: string, style: TextStyle, indent = 0, width = this.width - indent): void {
    const advance = lineAdvance(style);
    for (const line of wrapText(text, style.font, style.size, width)) {
      this.ensureSpace(advance);
      drawLines(this.page, [line], this.left + indent, this.y, style);
      this.moveDown(advance);
    }
  }
}

/** A clickable area that jumps to a place in the document. */
export function addInternalLink(doc: PDFDocument, page: PDFPage, rect: [number, number, number, number], target: Anchor): void {
  const destination = PDFArray.withContext(doc.context);
  destination.push(target.page.ref);
  destination.push(PDFName.of('XYZ'));
  destination.push(PDFNull);
  destination.push(PDFNumber.of(target.y));
  destination.push(PDFNull);
  const annotation = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], Dest: destination });
  page.node.addAnnot(doc.context.register(annotation));
}

/** A clickable area that opens a URL (or a mailto: address). */
export function addUriLink(doc: PDFDocument, page: PDFPage, rect: [number, number, number, number], uri: string): void {
  const action = doc.context.obj({ Type: 'Action', S: 'URI', URI: PDFString.of(uri) });
  const annotation = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], A: action });
  page.node.addAnnot(doc.context.register(annotation));
}

/** Wraps a web address at its separators (after `/ ? & = - .`), falling back to character breaks for a long segment. */
export function wrapUrl(url: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const segments = url.match(/[^/?&#=.-]*[/?&#=.-]*/g)?.filter(Boolean) ?? [url];
  const lines: string[] = [];
  let line = '';
  for (const segment of segments) {
    if (font.widthOfTextAtSize(line + segment, size) <= maxWidth) {
      line += segment;
      continue;
    }
    if (line) lines.push(line);
    const pieces = wrapText(segment, font, size, maxWidth);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from `sizes` (largest first) at which the text wraps into at most `maxLines` lines. */
export function fitSize(text: string, font: PDFFont, sizes: readonly number[], maxWidth: number, maxLines: number): number {
  return sizes.find((size) => wrapText(text, font, size, maxWidth).length <= maxLines) ?? sizes[sizes.length - 1]!;
}
