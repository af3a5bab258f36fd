import type { Color, PDFFont } from 'pdf-lib';
import { drawLines, lineAdvance, wrapText, type PageCursor, type TextStyle } from '@otimiza/sdk/pdf';

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
  /** A smaller, muted line under the text (examples of an audit). */
  note?: string;
}

export interface TableStyle {
  regular: PDFFont;
  bold: PDFFont;
  size: number;
  text: Color;
  muted: Color;
  headText: Color;
  headFill: Color;
  zebra: Color;
  rule: Color;
}

interface Block {
  lines: string[];
  style: TextStyle;
}

interface MeasuredRow {
  cells: Block[][];
  height: number;
}

const paddingX = 7;
const paddingY = 5;

function measureRow(cursor: PageCursor, columns: readonly TableColumn[], cells: readonly TableCell[], table: TableStyle): MeasuredRow {
  const measured = cells.map((cell, index) => {
    const inner = columns[index]!.share * cursor.width - 2 * paddingX;
    const main: TextStyle = { font: cell.bold ? table.bold : table.regular, size: table.size, color: cell.color ?? table.text, lineHeight: 1.4 };
    const blocks: Block[] = [{ lines: wrapText(cell.text, main.font, main.size, inner), style: main }];
    if (cell.note) {
      const note: TextStyle = { font: table.regular, size: table.size - 1.5, color: table.muted, lineHeight: 1.35 };
      blocks.push({ lines: wrapText(cell.note, note.font, note.size, inner), style: note });
    }
    return blocks;
  });
  const heightOf = (blocks: Block[]) => blocks.reduce((sum, block) => sum + block.lines.length * lineAdvance(block.style), 0);
  return { cells: measured, height: Math.max(...measured.map(heightOf)) + 2 * paddingY };
}

function drawRow(cursor: PageCursor, columns: readonly TableColumn[], row: MeasuredRow, table: TableStyle, fill: Color | null): void {
  const { page } = cursor;
  const top = cursor.y;
  if (fill) page.drawRectangle({ x: cursor.left, y: top - row.height, width: cursor.width, height: row.height, color: fill });
  let x = cursor.left;
  row.cells.forEach((blocks, index) => {
    const column = columns[index]!;
    const width = column.share * cursor.width;
    let y = top - paddingY;
    for (const { lines, style } of blocks) {
      for (const line of lines) {
        const lineX = column.align === 'right' ? x + width - paddingX - style.font.widthOfTextAtSize(line, style.size) : x + paddingX;
        y -= drawLines(page, [line], lineX, y, style);
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

/** A table that flows over pages, its head row repeated on each new page; a short one moves whole to the next page. */
export function drawTable(cursor: PageCursor, columns: readonly TableColumn[], rows: readonly (readonly TableCell[])[], table: TableStyle): void {
  const head = () =>
    measureRow(
      cursor,
      columns,
      columns.map((column) => ({ text: column.label, bold: true, color: table.headText })),
      table,
    );
  const measured = rows.map((cells) => measureRow(cursor, columns, cells, table));
  const total = head().height + measured.reduce((sum, row) => sum + row.height, 0);
  cursor.ensureSpace(total <= cursor.pageHeight / 2 ? total : head().height + (measured[0]?.height ?? 0));
  drawRow(cursor, columns, head(), table, table.headFill);
  measured.forEach((row, index) => {
    if (row.height > cursor.remaining) {
      cursor.newPage();
      drawRow(cursor, columns, head(), table, table.headFill);
    }
    drawRow(cursor, columns, row, table, index % 2 === 1 ? table.zebra : null);
  });
}
