import type { Color } from 'pdf-lib';
import { bandColors, fitLine, lineAdvance, scoreBand, type TableColumn } from '@otimiza/sdk/pdf';
import { siteAuditCategories, type SiteAuditCategory, type SiteAuditReport, type SiteGroupView } from '@otimiza/plugin-site-audit-shared';
import { categoryLabels } from '../report-labels.js';
import type { SitePdfCanvas } from './site-pdf-canvas.js';
import { formatCount, lighthousePlainText, pathOf, proofStatusLabels } from './site-pdf-text.js';

/** Failing audits printed; the rest are counted and left to the CSV and JSON exports. */
export const failingAuditsPrinted = 15;
/** Example pages printed per failing audit. */
const examplesPrinted = 3;

/** The audits failing across pages, in the order to fix them: "Imagens sem texto alternativo — 37 de 120 páginas". */
export function drawFailingAudits(canvas: SitePdfCanvas, { run, scores, failingAudits }: SiteAuditReport): void {
  canvas.heading(canvas.t('failingAudits'), canvas.t('failingAuditsIntro'), 160);
  if (failingAudits.length === 0) {
    const noneAudited = siteAuditCategories.every((category) => scores[category].median === null);
    canvas.note(canvas.t(noneAudited ? 'noPageAudited' : 'noFailingAudits'), canvas.theme.zebra);
    return;
  }
  const { language } = canvas;
  const columns: TableColumn[] = [
    { label: '#', share: 0.06 },
    { label: canvas.t('audit'), share: 0.56 },
    { label: canvas.t('category'), share: 0.17 },
    { label: canvas.t('affected'), share: 0.21, align: 'right' },
  ];
  const rows = failingAudits.slice(0, failingAuditsPrinted).map((audit, index) => [
    { text: String(index + 1), color: canvas.theme.muted },
    {
      text: lighthousePlainText(canvas.l(audit.title)),
      color: canvas.theme.ink,
      note: canvas.t('examples', {
        paths: audit.examples
          .slice(0, examplesPrinted)
          .map((example) => pathOf(example.url, run.origin))
          .join(', '),
      }),
    },
    { text: canvas.l(categoryLabels[audit.category]) },
    { text: canvas.t('pagesOf', { pages: formatCount(audit.pages, language), of: formatCount(audit.of, language) }), bold: true, color: canvas.theme.ink },
  ]);
  canvas.table(columns, rows);
  const more = failingAudits.length - failingAuditsPrinted;
  if (more > 0) {
    canvas.cursor.moveDown(6);
    canvas.cursor.paragraph(canvas.t('moreAudits', { count: formatCount(more, language) }), canvas.style('regular', 9, canvas.theme.muted));
  }
}

/** A line of labelled figures, each figure coloured by its band: "Desempenho 58 · Acessibilidade 81 · …". */
function drawFigures(canvas: SitePdfCanvas, parts: { label: string; value: string; score: number }[], indent: number): void {
  const { cursor, theme } = canvas;
  const size = 9;
  const advance = size * 1.5;
  cursor.ensureSpace(advance);
  const y = cursor.y - size;
  let x = cursor.left + indent;
  parts.forEach(({ label, value, score }, index) => {
    const pieces: [string, 'regular' | 'bold', Color][] = [
      [`${index > 0 ? '  ·  ' : ''}${label} `, 'regular', theme.muted],
      [value, 'bold', bandColors[scoreBand(score)]],
    ];
    for (const [text, font, color] of pieces) {
      cursor.page.drawText(text, { x, y, size, font: canvas[font], color });
      x += canvas[font].widthOfTextAtSize(text, size);
    }
  });
  cursor.moveDown(advance);
}

function drawGroup(canvas: SitePdfCanvas, group: SiteGroupView, origin: string): void {
  const { cursor, theme, language } = canvas;
  const label = (category: SiteAuditCategory) => canvas.l(categoryLabels[category]);
  const shapeStyle = canvas.style('bold', 11, theme.ink, 1.35);
  cursor.ensureSpace(lineAdvance(shapeStyle) + 60);
  const counts =
    group.pages === 1
      ? canvas.t('groupCountsOne', { audited: group.audited })
      : canvas.t('groupCounts', { pages: formatCount(group.pages, language), audited: formatCount(group.audited, language) });
  const countsWidth = canvas.regular.widthOfTextAtSize(counts, 9);
  const top = cursor.y;
  cursor.page.drawText(fitLine(group.shape, canvas.bold, 11, cursor.width - countsWidth - 16), {
    x: cursor.left,
    y: top - 11,
    size: 11,
    font: canvas.bold,
    color: theme.ink,
  });
  cursor.page.drawText(counts, { x: cursor.left + cursor.width - countsWidth, y: top - 11, size: 9, font: canvas.regular, color: theme.muted });
  cursor.moveDown(lineAdvance(shapeStyle) + 1);

  const scored = siteAuditCategories.filter((category) => group.scores[category] !== undefined);
  if (scored.length > 0) {
    drawFigures(
      canvas,
      scored.map((category) => ({ label: label(category), value: String(group.scores[category]), score: group.scores[category]! })),
      0,
    );
  }
  const samples = group.samples.map((sample) => `${pathOf(sample.url, origin)}${sample.analysisId ? '' : ` ${canvas.t('noResult')}`}`);
  cursor.paragraph(`${canvas.t('samples')}: ${samples.length > 0 ? samples.join('  ·  ') : canvas.t('noSamples')}`, canvas.style('regular', 9, theme.body));

  const { proof } = group;
  if (proof?.before && proof.after) {
    const { before, after } = proof;
    cursor.moveDown(2);
    cursor.paragraph(canvas.t('proofDone'), canvas.style('bold', 9, theme.heading));
    drawFigures(
      canvas,
      siteAuditCategories.map((category) => ({ label: label(category), value: `${before[category]} → ${after[category]}`, score: after[category] })),
      0,
    );
  } else if (proof) {
    const status = proofStatusLabels[proof.status] ? canvas.l(proofStatusLabels[proof.status]!) : proof.status;
    cursor.paragraph(canvas.t('proofStatus', { status }), canvas.style('regular', 9, theme.muted));
  }
  cursor.moveDown(6);
  cursor.page.drawLine({ start: { x: cursor.left, y: cursor.y }, end: { x: cursor.left + cursor.width, y: cursor.y }, thickness: 0.5, color: theme.rule });
  cursor.moveDown(8);
}

/** Each template group: its pages, its samples, its median scores and the fixer's proof on its first sample. */
export function drawGroups(canvas: SitePdfCanvas, { run, groups }: SiteAuditReport): void {
  if (groups.length === 0) return;
  canvas.heading(canvas.t('groups'), canvas.t('groupsIntro'), 130);
  for (const group of groups) drawGroup(canvas, group, run.origin);
}
