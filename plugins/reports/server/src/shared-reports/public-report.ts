import type { AnalysisRecord } from '@otimiza/sdk/server';
import { reportedMetricIds } from '@otimiza/sdk/shared';
import type { PublicSharedReport } from '@otimiza/plugin-reports-shared';
import type { ReportBrand } from '../brand/report-brand.service.js';
import type { SharedReport } from '../data/shared-report.entity.js';

function metricsOf(analysis: AnalysisRecord): NonNullable<PublicSharedReport['analysis']['metrics']> {
  return reportedMetricIds.flatMap((id) => {
    const metric = analysis.metrics[id];
    return metric ? [{ id, value: metric.value, display: metric.display, score: metric.score }] : [];
  });
}

/**
 * What a visitor of a shared report sees: the analysis as its customizations allow, and the
 * workspace's brand (without the contact when the report hides it) and the white-label brand in
 * force, both with the logo at `logoUrl`. Nothing internal (ids, the workspace, the token) leaves
 * the server; `viewId` is this page load's random visit id (null for members). `fixesDelivered`: the workspace's plan receives the
 * optimised HTML, so the fixes were applied to a page it has; otherwise they are suggestions.
 */
export function toPublicReport(
  row: SharedReport,
  analysis: AnalysisRecord,
  { settings: brand, whiteLabel }: ReportBrand,
  logoUrl: string | null,
  fixesDelivered: boolean,
  viewId: string | null,
  satisfactionSurvey: PublicSharedReport['satisfactionSurvey'] = null,
): PublicSharedReport {
  const { includeMetrics, includeRecommendations, includeCharts, hideContactInfo } = row.customizations;
  const { before, after } = analysis.verification;
  return {
    viewId,
    satisfactionSurvey,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    analysis: {
      url: analysis.url,
      strategy: analysis.strategy,
      analyzedAt: analysis.completedAt ?? analysis.createdAt,
      scores: analysis.scores,
      metrics: includeMetrics ? metricsOf(analysis) : null,
      recommendations: includeRecommendations
        ? {
            fixesDelivered,
            appliedFixes: analysis.appliedFixes.map(({ id, category, impact, savingsMs, titles, descriptions }) => ({
              id,
              category,
              impact,
              savingsMs,
              title: titles,
              description: descriptions,
            })),
            opportunities: analysis.opportunities.map(({ id, title, titles, savingsMs }) => ({ id, title: titles ?? { pt: title, en: title }, savingsMs })),
          }
        : null,
      verified:
        analysis.verification.status === 'completed' && before && after
          ? { before, after, summary: analysis.verification.summary, regressions: analysis.verification.regressions }
          : null,
    },
    includeCharts,
    brand: {
      companyName: brand.companyName,
      logoUrl,
      primaryColor: brand.primaryColor,
      secondaryColor: brand.secondaryColor,
      contact: hideContactInfo || (!brand.contactEmail && !brand.websiteUrl) ? null : { email: brand.contactEmail, website: brand.websiteUrl },
    },
    whiteLabel: whiteLabel && { ...whiteLabel, logoUrl },
  };
}
