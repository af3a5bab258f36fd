import type { MetricSample } from '@otimiza/sdk/server';
import type { CheckStatus, Severity } from '@otimiza/plugin-audit-shared';
import { summarize } from '../results/report-summary.js';

/**
 * `compliance.score` of a completed report, one sample per site: the share of its decided checks
 * that passed (the report summary's rule, per site). A site with no decided check has no score.
 * Keyed by report and site, so a finished report is recorded once.
 */
export function complianceSamples(
  workspaceId: string,
  reportId: string,
  results: readonly { url: string; status: CheckStatus; severity: Severity; fixerCorrects: boolean }[],
  at: Date,
): MetricSample[] {
  const bySite = new Map<string, (typeof results)[number][]>();
  for (const result of results) bySite.set(result.url, [...(bySite.get(result.url) ?? []), result]);
  return [...bySite].flatMap(([url, ofSite]) => {
    const summary = summarize(ofSite);
    if (summary.overallScore === null) return [];
    return [{ workspaceId, metric: 'compliance.score' as const, site: url, value: summary.overallScore, at, sourceKey: `audit-report:${reportId}:${url}` }];
  });
}
