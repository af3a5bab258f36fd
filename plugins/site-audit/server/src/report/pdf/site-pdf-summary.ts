import {
  bandColors,
  bandTints,
  drawScoreBandLegend,
  factRow,
  fitLine,
  scoreBand,
  urlLines,
  wrapText,
  type TableCell,
  type TableColumn,
} from '@otimiza/sdk/pdf';
import { siteAuditCategories, type SiteAuditReport, type SiteCategoryFigure, type SiteRunComparison } from '@otimiza/plugin-site-audit-shared';
import { categoryLabels, trendLabels } from '../report-labels.js';
import type { SitePdfCanvas } from './site-pdf-canvas.js';
import { formatCount, formatDate, formatDateTime, pathOf } from './site-pdf-text.js';

/** The site's address, the date of the run, the device and the pages; a run not completed says so. */
export function drawSummary(canvas: SitePdfCanvas, { run }: SiteAuditReport): void {
  const { cursor, theme, language } = canvas;
  cursor.paragraph(canvas.t('auditedSite').toUpperCase(), canvas.style('bold', 8, theme.muted, 1.5));
  urlLines(cursor, run.url, canvas.style('bold', 15, theme.ink, 1.3));
  cursor.moveDown(10);
  const pages = canvas.t('pagesFactValue', {
    discovered: formatCount(run.progress.discovered, language),
    audited: formatCount(run.progress.audited, language),
  });
  const sampling = run.auditAll ? canvas.t('samplingAll') : canvas.t('samplingPerGroup', { count: run.samplePerGroup });
  const rows: [string, string][][] = [
    [
      [canvas.t('date'), formatDateTime(new Date(run.finishedAt ?? run.createdAt), language)],
      [canvas.t('device'), canvas.t(run.strategy)],
    ],
    [
      [canvas.t('pagesFact'), pages],
      [canvas.t('sampling'), sampling],
    ],
  ];
  // The date, with its time zone, takes the wider column.
  const shares = [0.62, 0.38];
  for (const row of rows) {
    const facts = row.map(([label, value], index) => ({ label, value, width: shares[index]! * cursor.width }));
    factRow(cursor, canvas.fonts, theme, facts, [10.5, 9.5, 8.5]);
  }
  cursor.page.drawLine({ start: { x: cursor.left, y: cursor.y }, end: { x: cursor.left + cursor.width, y: cursor.y }, thickness: 0.75, color: theme.rule });
  cursor.moveDown(8);
  if (run.status === 'discovering' || run.status === 'auditing') canvas.note(canvas.t('runGoing'), bandTints.average);
  if (run.status === 'cancelled') canvas.note(canvas.t('runCancelled'), bandTints.average);
  if (run.status === 'failed') canvas.note(canvas.t('runFailed', { reason: run.error ? canvas.l(run.error) : '—' }), bandTints.poor);
}

function drawScoreCard(canvas: SitePdfCanvas, figure: SiteCategoryFigure, label: string, origin: string, x: number, top: number, width: number): void {
  const { cursor, theme } = canvas;
  const { page } = cursor;
  const height = 118;
  const centred = (text: string, size: number, font: 'regular' | 'bold', y: number, color = theme.ink) => {
    const fitted = fitLine(text, canvas[font], size, width - 14);
    page.drawText(fitted, { x: x + (width - canvas[font].widthOfTextAtSize(fitted, size)) / 2, y, size, font: canvas[font], color });
  };
  page.drawRectangle({ x, y: top - height, width, height, borderColor: theme.rule, borderWidth: 0.75, color: theme.white });
  const band = figure.median === null ? null : scoreBand(figure.median);
  page.drawRectangle({ x, y: top - 3, width, height: 3, color: band ? bandColors[band] : theme.rule });
  centred(label, 10, 'bold', top - 22);
  if (figure.median === null) {
    centred('—', 28, 'bold', top - 62, theme.muted);
    wrapText(canvas.t('noScore'), canvas.regular, 8, width - 14)
      .slice(0, 2)
      .forEach((line, index) => centred(line, 8, 'regular', top - 82 - index * 11, theme.muted));
    return;
  }
  centred(String(figure.median), 30, 'bold', top - 62, bandColors[band!]);
  centred(canvas.t('median'), 8, 'regular', top - 76, theme.muted);
  if (!figure.worst) return;
  centred(canvas.t('worst', { score: figure.worst.score }), 9, 'bold', top - 96, bandColors[scoreBand(figure.worst.score)]);
  centred(pathOf(figure.worst.url, origin), 7.5, 'regular', top - 108, theme.body);
}

/** The four site scores: the median large, coloured by its band, the worst page under it. */
export function drawScores(canvas: SitePdfCanvas, { run, scores }: SiteAuditReport): void {
  const { cursor, theme } = canvas;
  canvas.heading(canvas.t('scores'), canvas.t('scoresIntro'), 190);
  const gap = 12;
  const width = (cursor.width - 3 * gap) / 4;
  const top = cursor.y;
  siteAuditCategories.forEach((category, index) => {
    drawScoreCard(canvas, scores[category], canvas.l(categoryLabels[category]), run.origin, cursor.left + index * (width + gap), top, width);
  });
  cursor.moveDown(118 + 12);
  drawScoreBandLegend(cursor, canvas.regular, { good: canvas.t('bandGood'), average: canvas.t('bandAverage'), poor: canvas.t('bandPoor') }, theme.muted);
}

const trendColor = (canvas: SitePdfCanvas, trend: SiteRunComparison['categories']['seo']['trend']) =>
  trend === 'improving' ? bandColors.good : trend === 'declining' ? bandColors.poor : canvas.theme.muted;

/** This run's medians against the previous run's, with the trend by the spread rule ('estável' within it). */
export function drawComparison(canvas: SitePdfCanvas, comparison: SiteRunComparison): void {
  const date = formatDate(new Date(comparison.previousFinishedAt), canvas.language);
  canvas.heading(canvas.t('comparison'), canvas.t('comparisonIntro', { date }), 200);
  const columns: TableColumn[] = [
    { label: canvas.t('category'), share: 0.32 },
    { label: canvas.t('previous'), share: 0.15, align: 'right' },
    { label: canvas.t('now'), share: 0.15, align: 'right' },
    { label: canvas.t('change'), share: 0.16, align: 'right' },
    { label: canvas.t('trend'), share: 0.22, align: 'right' },
  ];
  const score = (value: number | null): TableCell =>
    value === null ? { text: '—', color: canvas.theme.muted } : { text: String(value), bold: true, color: bandColors[scoreBand(value)] };
  const rows = siteAuditCategories.map((category) => {
    const { before, after, change, trend } = comparison.categories[category];
    const changeText = change === null ? '—' : change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : '0';
    return [
      { text: canvas.l(categoryLabels[category]), color: canvas.theme.ink },
      score(before),
      score(after),
      { text: changeText, color: trendColor(canvas, trend) },
      { text: trend ? canvas.l(trendLabels[trend]) : '—', bold: trend !== null && trend !== 'stable', color: trendColor(canvas, trend) },
    ];
  });
  canvas.table(columns, rows);
}
