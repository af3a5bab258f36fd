import type { LocalizedText } from '@otimiza/sdk/shared';
import { skipReasonNames, type SiteAuditReport, type SitePageStatus } from '@otimiza/plugin-site-audit-shared';
import { byCodeUnits } from '../../grouping/route-shape.js';
import type { SitePdfCanvas } from './site-pdf-canvas.js';
import { formatCount, pathOf } from './site-pdf-text.js';

/** What the coverage section needs of a page: ReportPage and SitePageView both fit. */
export interface CoveragePage {
  url: string;
  status: SitePageStatus;
  error: LocalizedText | null;
}

/** Failed pages listed; the CSV has them all. */
const failedPagesPrinted = 25;

/** What was audited and what was not: the choice of pages, the plan's cap, where discovery stopped, what it skipped. */
export function drawCoverage(canvas: SitePdfCanvas, { run }: SiteAuditReport): void {
  const { language } = canvas;
  const count = (value: number) => formatCount(value, language);
  const { discovered, toAudit, audited, failed } = run.progress;
  canvas.heading(canvas.t('coverage'), undefined, 120);
  const figures = { discovered: count(discovered), toAudit: count(toAudit), audited: count(audited), failed: count(failed), perGroup: run.samplePerGroup };
  canvas.bullet(canvas.t(run.auditAll ? 'chosenAll' : 'chosen', figures));
  // Pages neither chosen nor over the cap are those the samples stand for.
  const represented = discovered - toAudit - run.overCap;
  if (represented > 0) canvas.bullet(canvas.t('represented', { count: count(represented) }));
  if (run.overCap > 0) canvas.bullet(canvas.t('overCap', { count: count(run.overCap), cap: count(run.pageCap) }));
  const { discovery } = run;
  if (!discovery) {
    canvas.bullet(canvas.t('noDiscovery'));
    return;
  }
  const leftOut = count(discovery.leftOut);
  canvas.bullet(
    discovery.stoppedBy === 'complete'
      ? canvas.t('stoppedComplete')
      : canvas.t(discovery.stoppedBy === 'time' ? 'stoppedTime' : 'stoppedPageCap', { count: leftOut }),
  );
  const sitemaps = count(discovery.sitemaps.length);
  canvas.bullet(
    discovery.robots.found ? canvas.t('robotsFound', { delay: count(discovery.robots.crawlDelaySeconds), sitemaps }) : canvas.t('robotsMissing', { sitemaps }),
  );
  const skipped = Object.entries(discovery.skippedByReason)
    .filter(([, addresses]) => addresses > 0)
    .sort(([a, first], [b, second]) => second - first || byCodeUnits(a, b));
  if (skipped.length === 0) return;
  canvas.cursor.moveDown(6);
  canvas.cursor.paragraph(canvas.t('skipped'), canvas.style('bold', 10.5, canvas.theme.heading));
  canvas.cursor.moveDown(4);
  canvas.table(
    [
      { label: canvas.t('reason'), share: 0.75 },
      { label: canvas.t('addresses'), share: 0.25, align: 'right' },
    ],
    skipped.map(([reason, addresses]) => [
      { text: labelOfSkipReason(canvas, reason), color: canvas.theme.ink },
      { text: count(addresses), bold: true },
    ]),
  );
}

/** The pages whose audit failed after its retries, with the reason: reported, not dropped. */
export function drawFailedPages(canvas: SitePdfCanvas, { run }: SiteAuditReport, pages: readonly CoveragePage[]): void {
  const failed = pages.filter((page) => page.status === 'failed').sort((a, b) => byCodeUnits(a.url, b.url));
  if (failed.length === 0) return;
  canvas.heading(canvas.t('failedPages'), canvas.t('failedPagesIntro'), 100);
  canvas.table(
    [
      { label: 'URL', share: 0.45 },
      { label: canvas.t('reason'), share: 0.55 },
    ],
    failed.slice(0, failedPagesPrinted).map((page) => [
      { text: pathOf(page.url, run.origin), color: canvas.theme.ink },
      { text: page.error ? canvas.l(page.error) : canvas.t('noError'), color: canvas.theme.body },
    ]),
  );
  if (failed.length > failedPagesPrinted) {
    canvas.cursor.moveDown(6);
    canvas.cursor.paragraph(
      canvas.t('moreFailedPages', { count: formatCount(failed.length - failedPagesPrinted, canvas.language) }),
      canvas.style('regular', 9, canvas.theme.muted),
    );
  }
}

function labelOfSkipReason(canvas: SitePdfCanvas, reason: string): string {
  const label = skipReasonNames(reason);
  return label ? canvas.l(label.short) : reason;
}
