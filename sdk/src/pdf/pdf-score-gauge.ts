import { LineCapStyle, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { hexColor, type PageCursor } from './pdf-layout.js';
import { bandColors, scoreBand, type ScoreBand } from './pdf-theme.js';

const openingDegrees = 240;
const startDegrees = 210;
const track = hexColor('#E5E7EB');

function point(radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  // SVG paths grow downwards: y is negated.
  return [radius * Math.cos(radians), -radius * Math.sin(radians)];
}

function arcPath(radius: number, fromDegrees: number, sweepDegrees: number): string {
  const [x0, y0] = point(radius, fromDegrees);
  const [x1, y1] = point(radius, fromDegrees - sweepDegrees);
  return `M ${x0} ${y0} A ${radius} ${radius} 0 ${sweepDegrees > 180 ? 1 : 0} 1 ${x1} ${y1}`;
}

export interface GaugeInput {
  centerX: number;
  centerY: number;
  radius: number;
  thickness: number;
  score: number;
  font: PDFFont;
}

/** A speedometer-like arc filled in proportion to a 0–100 score, coloured by its band, the score in the middle. */
export function drawScoreGauge(page: PDFPage, input: GaugeInput): Color {
  const score = Math.max(0, Math.min(100, Math.round(input.score)));
  const color = bandColors[scoreBand(score)];
  const common = { x: input.centerX, y: input.centerY, borderWidth: input.thickness, borderLineCap: LineCapStyle.Round };
  page.drawSvgPath(arcPath(input.radius, startDegrees, openingDegrees), { ...common, borderColor: track });
  if (score > 0) page.drawSvgPath(arcPath(input.radius, startDegrees, (openingDegrees * score) / 100), { ...common, borderColor: color });

  const label = String(score);
  const size = input.radius * (label.length > 2 ? 0.56 : 0.72);
  const width = input.font.widthOfTextAtSize(label, size);
  const capHeight = input.font.heightAtSize(size, { descender: false }) * 0.72;
  page.drawText(label, { x: input.centerX - width / 2, y: input.centerY - capHeight / 2, size, font: input.font, color });
  return color;
}

/** The key under score cards: a dot in each band's colour and its label ("90–100 good"), in a row. */
export function drawScoreBandLegend(cursor: PageCursor, font: PDFFont, labels: Record<ScoreBand, string>, color: Color): void {
  let x = cursor.left;
  const y = cursor.y - 9;
  for (const band of ['good', 'average', 'poor'] as const) {
    cursor.page.drawCircle({ x: x + 4, y: y + 3, size: 3.5, color: bandColors[band] });
    cursor.page.drawText(labels[band], { x: x + 12, y, size: 8.5, font, color });
    x += 12 + font.widthOfTextAtSize(labels[band], 8.5) + 18;
  }
  cursor.moveDown(16);
}
