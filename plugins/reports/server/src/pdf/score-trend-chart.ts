import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { hexColor } from '@otimiza/sdk/pdf';
import type { AnalysisCategoryScores } from '@otimiza/sdk/server';

/** One analysis of the URL: when, and its four scores. */
export interface TrendPoint {
  at: Date;
  scores: AnalysisCategoryScores;
}

export interface TrendChartInput {
  x: number;
  /** Top edge of the chart's box. */
  top: number;
  width: number;
  height: number;
  points: readonly TrendPoint[];
  /** The categories in drawing order, with their names and colours. */
  series: readonly { category: keyof AnalysisCategoryScores; label: string; color: Color }[];
  /** Labels of the x axis: the first and last analysis, and the ones between when they fit. */
  dateLabel: (date: Date) => string;
  font: PDFFont;
  bold: PDFFont;
  muted: Color;
  rule: Color;
}

/** The colours of the four score lines (apart from the brand's, so that each line reads on white). */
export const trendColors: Record<keyof AnalysisCategoryScores, Color> = {
  performance: hexColor('#2563EB'),
  accessibility: hexColor('#7C3AED'),
  seo: hexColor('#16A34A'),
  bestPractices: hexColor('#D97706'),
};

const axisWidth = 26;
const legendHeight = 18;
const dateHeight = 16;

/**
 * A line chart of a URL's four scores over its analyses, drawn with pdf-lib: y from 0 to 100 with
 * the bands' limits (70, 90) ruled, x in time (analyses spaced by their dates), a point per
 * analysis and the latest value at each line's end, a legend below.
 */
export function drawScoreTrendChart(page: PDFPage, input: TrendChartInput): void {
  const plot = {
    left: input.x + axisWidth,
    right: input.x + input.width - 28,
    top: input.top - 6,
    bottom: input.top - input.height + legendHeight + dateHeight,
  };
  const y = (score: number) => plot.bottom + ((plot.top - plot.bottom) * Math.max(0, Math.min(100, score))) / 100;
  const times = input.points.map((point) => point.at.getTime());
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  const x = (date: Date) => (span === 0 ? (plot.left + plot.right) / 2 : plot.left + ((plot.right - plot.left) * (date.getTime() - first)) / span);

  for (const tick of [0, 50, 70, 90, 100]) {
    const ty = y(tick);
    const band = tick === 70 || tick === 90;
    page.drawLine({
      start: { x: plot.left, y: ty },
      end: { x: plot.right, y: ty },
      thickness: band ? 0.75 : 0.5,
      color: input.rule,
      dashArray: band ? [3, 3] : undefined,
    });
    const label = String(tick);
    page.drawText(label, { x: plot.left - 6 - input.font.widthOfTextAtSize(label, 7.5), y: ty - 2.5, size: 7.5, font: input.font, color: input.muted });
  }

  // Dates under the axis: every analysis while they fit, else the first, the last and evenly spaced ones.
  const labelWidth = Math.max(...input.points.map((point) => input.font.widthOfTextAtSize(input.dateLabel(point.at), 7.5)));
  const room = Math.max(2, Math.floor((plot.right - plot.left) / (labelWidth + 8)) + 1);
  const step = Math.max(1, Math.ceil((input.points.length - 1) / (room - 1)));
  const dated = input.points.filter((_, index) => index % step === 0 || index === input.points.length - 1);
  let lastRight = -Infinity;
  for (const point of dated) {
    const label = input.dateLabel(point.at);
    const width = input.font.widthOfTextAtSize(label, 7.5);
    const left = Math.min(Math.max(x(point.at) - width / 2, plot.left - 10), plot.right + 20 - width);
    if (left < lastRight + 4) continue;
    page.drawText(label, { x: left, y: plot.bottom - 11, size: 7.5, font: input.font, color: input.muted });
    lastRight = left + width;
  }

  for (const { category, color } of input.series) {
    const path = input.points.map((point) => ({ x: x(point.at), y: y(point.scores[category]) }));
    for (let index = 1; index < path.length; index++) page.drawLine({ start: path[index - 1]!, end: path[index]!, thickness: 1.6, color });
    for (const point of path) page.drawCircle({ x: point.x, y: point.y, size: 2.2, color });
  }
  // The latest value of each line, at its end, nudged apart when two are close.
  const ends = input.series
    .map(({ category, color }) => ({ color, value: Math.round(input.points.at(-1)!.scores[category]), y: y(input.points.at(-1)!.scores[category]) }))
    .sort((a, b) => b.y - a.y);
  let previousY = Infinity;
  for (const end of ends) {
    const labelY = Math.min(end.y - 2.5, previousY - 9);
    page.drawText(String(end.value), { x: plot.right + 6, y: labelY, size: 7.5, font: input.bold, color: end.color });
    previousY = labelY;
  }

  let legendX = plot.left;
  const legendY = input.top - input.height + 4;
  for (const { label, color } of input.series) {
    page.drawLine({ start: { x: legendX, y: legendY + 3 }, end: { x: legendX + 14, y: legendY + 3 }, thickness: 2, color });
    page.drawText(label, { x: legendX + 18, y: legendY, size: 8.5, font: input.font, color: input.muted });
    legendX += 18 + input.font.widthOfTextAtSize(label, 8.5) + 16;
  }
}
