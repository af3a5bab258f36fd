import { rgb, type Color, type PDFFont } from 'pdf-lib';
import { drawLines, lineAdvance, wrapText, type PageCursor, type TextStyle } from '@otimiza/sdk/pdf';

export interface TableColumn {
  label: string;
  /** Share of the table width (the shares of all columns add up to 1). */
  share: number;
  align?: 'left' | 'right';
}

export interface TableCell {
  text: string;
  color?: Color;
  bold?: boolean;
  /** Drawn as a badge filled with this colour, its text in white. */
  badge?: Color;
}

export interface TableStyle {
  regular: PDFFont;
  bold: PDFFont;
  size: number;
  text: Color;
  headText: Color;
  headFill: Color;
  zebra: Color;
  rule: Color;
}

interface MeasuredCell {
  cell: TableCell;
  style: TextStyle;
  lines: string[];
}

const paddingX = 8;
const paddingY = 6;
const badgePadding = 6;
const white = rgb(1, 1, 1);

function measureRow(
  cursor: PageCursor,
  columns: readonly TableColumn[],
  cells: readonly TableCell[],
  table: TableStyle,
): { cells: MeasuredCell[]; height: number } {
  const measured = cells.map((cell, index) => {
    const style: TextStyle = {
      font: cell.bold || cell.badge ? table.bold : table.regular,
      size: cell.badge ? table.size - 1 : table.size,
      color: cell.badge ? white : (cell.color ?? table.text),
      lineHeight: 1.4,
    };
    const inner = columns[index]!.share * cursor.width - 2 * paddingX - (cell.badge ? 2 * badgePadding : 0);
    return { cell, style, lines: wrapText(cell.text, style.font, style.size, inner) };
  });
  const height = Math.max(...measured.map(({ lines, style }) => lines.length * lineAdvance(style))) + 2 * paddingY;
  return { cells: measured, height };
}

function drawRow(
  cursor: PageCursor,
  columns: readonly TableColumn[],
  row: { cells: MeasuredCell[]; height: number },
  table: TableStyle,
  fill: Color | null,
): void {
  const { page } = cursor;
  const top = cursor.y;
  if (fill) page.drawRectangle({ x: cursor.left, y: top - row.height, width: cursor.width, height: row.height, color: fill });
  let x = cursor.left;
  row.cells.forEach(({ cell, style, lines }, index) => {
    const column = columns[index]!;
    const width = column.share * cursor.width;
    const advance = lineAdvance(style);
    lines.forEach((line, lineIndex) => {
      const textWidth = style.font.widthOfTextAtSize(line, style.size);
      const boxWidth = textWidth + (cell.badge ? 2 * badgePadding : 0);
      const boxX = column.align === 'right' ? x + width - paddingX - boxWidth : x + paddingX;
      const lineTop = top - paddingY - lineIndex * advance;
      if (cell.badge) {
        const baseline = lineTop - (advance - style.size) / 2 - style.font.heightAtSize(style.size, { descender: false });
        page.drawRectangle({ x: boxX, y: baseline - 3, width: boxWidth, height: style.size * 0.73 + 6, color: cell.badge });
      }
      drawLines(page, [line], boxX + (cell.badge ? badgePadding : 0), lineTop, style);
    });
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

/** A table that flows over pages, repeating its head row (unless `head: false`) on each new page. */
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
  const heights = rows.map((cells) => measureRow(cursor, columns, cells, table).height);
  const total = (withHead ? head().height : 0) + heights.reduce((sum, height) => sum + height, 0);
  // A short table moves whole to the next page rather than leaving a row or two behind.
  cursor.ensureSpace(total <= cursor.pageHeight / 2 ? total : total - heights.slice(1).reduce((sum, height) => sum + height, 0));
  if (!withHead)
    cursor.page.drawLine({ start: { x: cursor.left, y: cursor.y }, end: { x: cursor.left + cursor.width, y: cursor.y }, thickness: 0.5, color: table.rule });
  drawHead();
  rows.forEach((cells, index) => {
    const row = measureRow(cursor, columns, cells, table);
    if (row.height > cursor.remaining) {
      cursor.newPage();
      drawHead();
    }
    drawRow(cursor, columns, row, table, index % 2 === 1 ? table.zebra : null);
  });
}
