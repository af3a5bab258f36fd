import { rgb, type Color, type PDFFont } from 'pdf-lib';
import type { PdfFonts } from './pdf-blocks.js';
import { drawLines, lineAdvance, wrapText, type PageCursor, type TextStyle } from './pdf-layout.js';
import type { PdfTheme } from './pdf-theme.js';

export interface TableColumn {
  label: string;
  /** Share of the table's width; the shares of all columns add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

export interface TableCell {
  text: string;
  color?: Color;
  bold?: boolean;
  /** Drawn as a badge filled with this colour, its text in white. */
  badge?: Color;
  /** A smaller, muted line under the text (an audit's example pages). */
  note?: string;
}

export interface TableStyle {
  regular: PDFFont;
  bold: PDFFont;
  size: number;
  text: Color;
  /** The colour of a cell's note. */
  muted: Color;
  headText: Color;
  headFill: Color;
  zebra: Color;
  rule: Color;
  /** Room between a cell's text and its edges; 8 by 6 points unless given. */
  padding?: { x: number; y: number };
}

interface Block {
  lines: string[];
  style: TextStyle;
  badge?: Color;
}

interface MeasuredRow {
  cells: Block[][];
  height: number;
}

const defaultPadding = { x: 8, y: 6 };
const badgePadding = 6;
const white = rgb(1, 1, 1);

function measureRow(cursor: PageCursor, columns: readonly TableColumn[], cells: readonly TableCell[], table: TableStyle): MeasuredRow {
  const padding = table.padding ?? defaultPadding;
  const measured = cells.map((cell, index) => {
    const inner = columns[index]!.share * cursor.width - 2 * padding.x;
    const main: TextStyle = {
      font: cell.bold || cell.badge ? table.bold : table.regular,
      size: cell.badge ? table.size - 1 : table.size,
      color: cell.badge ? white : (cell.color ?? table.text),
      lineHeight: 1.4,
    };
    const blocks: Block[] = [
      {
        lines: wrapText(cell.text, main.font, main.size, inner - (cell.badge ? 2 * badgePadding : 0)),
        style: main,
        ...(cell.badge ? { badge: cell.badge } : {}),
      },
    ];
    if (cell.note) {
      const note: TextStyle = { font: table.regular, size: table.size - 1.5, color: table.muted, lineHeight: 1.35 };
      blocks.push({ lines: wrapText(cell.note, note.font, note.size, inner), style: note });
    }
    return blocks;
  });
  const heightOf = (blocks: Block[]) => blocks.reduce((sum, block) => sum + block.lines.length * lineAdvance(block.style), 0);
  return { cells: measured, height: Math.max(...measured.map(heightOf)) + 2 * padding.y };
}

function drawRow(cursor: PageCursor, columns: readonly TableColumn[], row: MeasuredRow, table: TableStyle, fill: Color | null): void {
  const padding = table.padding ?? defaultPadding;
  const { page } = cursor;
  const top = cursor.y;
  if (fill) page.drawRectangle({ x: cursor.left, y: top - row.height, width: cursor.width, height: row.height, color: fill });
  let x = cursor.left;
  row.cells.forEach((blocks, index) => {
    const column = columns[index]!;
    const width = column.share * cursor.width;
    let y = top - padding.y;
    for (const { lines, style, badge } of blocks) {
      const inset = badge ? badgePadding : 0;
      for (const line of lines) {
        const boxWidth = style.font.widthOfTextAtSize(line, style.size) + 2 * inset;
        const boxX = column.align === 'right' ? x + width - padding.x - boxWidth : x + padding.x;
        if (badge) {
          const baseline = y - (lineAdvance(style) - style.size) / 2 - style.font.heightAtSize(style.size, { descender: false });
          page.drawRectangle({ x: boxX, y: baseline - 3, width: boxWidth, height: style.size * 0.73 + 6, color: badge });
        }
        y -= drawLines(page, [line], boxX + inset, y, style);
      }
    }
    x += width;
  });
  page.drawLine({
    start: { x: cursor.left, y: top - row.height },
    end: { x: cursor.left + cursor.width, y: top - row.height },
    thickness: 0.5,
    color: table.rule,
  });
  cursor.moveDown(row.height);
}

/**
 * A table that flows over pages, its head row repeated on each new page (no head row with `head: false`, a rule on top
 * instead); a short one (half a page at most) moves whole to the next page rather than leave a row or two behind.
 */
export function drawTable(
  cursor: PageCursor,
  columns: readonly TableColumn[],
  rows: readonly (readonly TableCell[])[],
  table: TableStyle,
  options: { head?: boolean } = {},
): void {
  const withHead = options.head ?? true;
  const head = () =>
    measureRow(
      cursor,
      columns,
      columns.map((column) => ({ text: column.label, bold: true, color: table.headText })),
      table,
    );
  const drawHead = () => {
    if (withHead) drawRow(cursor, columns, head(), table, table.headFill);
  };
  const measured = rows.map((cells) => measureRow(cursor, columns, cells, table));
  const headHeight = withHead ? head().height : 0;
  const total = headHeight + measured.reduce((sum, row) => sum + row.height, 0);
  cursor.ensureSpace(total <= cursor.pageHeight / 2 ? total : headHeight + (measured[0]?.height ?? 0));
  if (!withHead)
    cursor.page.drawLine({ start: { x: cursor.left, y: cursor.y }, end: { x: cursor.left + cursor.width, y: cursor.y }, thickness: 0.5, color: table.rule });
  drawHead();
  measured.forEach((row, index) => {
    if (row.height > cursor.remaining) {
      cursor.newPage();
      drawHead();
    }
    drawRow(cursor, columns, row, table, index % 2 === 1 ? table.zebra : null);
  });
}

/** A table in a document's theme: body text, muted notes, a tinted head row in ink, zebra rows and thin rules. */
export function themedTableStyle(fonts: PdfFonts, theme: PdfTheme, size: number, padding?: TableStyle['padding']): TableStyle {
  return {
    ...fonts,
    size,
    text: theme.body,
    muted: theme.muted,
    headText: theme.ink,
    headFill: theme.tableHead,
    zebra: theme.zebra,
    rule: theme.rule,
    ...(padding ? { padding } : {}),
  };
}
