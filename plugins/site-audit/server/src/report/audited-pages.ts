import type { SiteCategoryScores } from '@otimiza/plugin-site-audit-shared';
import { byCodeUnits } from '../grouping/route-shape.js';
import type { ReportPage } from './report-input.js';

export type AuditedPage = ReportPage & { scores: SiteCategoryScores };

/** The pages with a result: completed and scored. A page without scores counts nowhere, whatever its status says. */
export function auditedPages(pages: readonly ReportPage[]): AuditedPage[] {
  return pages.filter((page): page is AuditedPage => page.status === 'completed' && page.scores !== null);
}

/** Address order, by code units: the same on every machine, whatever its locale. */
export const byUrl = (a: { url: string }, b: { url: string }): number => byCodeUnits(a.url, b.url);
