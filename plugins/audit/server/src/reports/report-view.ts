import { severities, type AuditReportDetail, type AuditReportListItem, type CheckResultView, type CheckStatus } from '@otimiza/plugin-audit-shared';
import type { FrameworkRegistry } from '../frameworks/framework-registry.js';
import type { CheckResult } from '../data/check-result.entity.js';
import { siteReportView, siteSourceView } from '../site-audits/site-report-view.js';
import type { AuditReport } from '../data/audit-report.entity.js';

export function toReportListItem(report: AuditReport): AuditReportListItem {
  const risk = report.summary?.riskLevel;
  return {
    id: report.id,
    title: report.title,
    description: report.description,
    type: report.type,
    status: report.status,
    priority: risk === undefined ? 'medium' : risk === 'none' ? 'low' : risk,
    urls: report.urls,
    frameworks: report.frameworks,
    progress: report.progress,
    summary: report.summary ?? null,
    auditor: report.auditor,
    monitorId: report.monitorId ?? null,
    site: report.siteRun ? siteSourceView(report.siteRun) : null,
    error: report.error ?? null,
    createdAt: report.createdAt.toISOString(),
    completedAt: report.completedAt?.toISOString() ?? null,
    publishedAt: report.publishedAt?.toISOString() ?? null,
  };
}

const statusRank: Record<CheckStatus, number> = { failed: 0, no_data: 1, passed: 2 };

/** Most severe first, failures before the rest at each severity. */
export function inSeverityOrder<T extends Pick<CheckResult, 'severity' | 'status'>>(results: readonly T[]): T[] {
  return [...results].sort((a, b) => severities.indexOf(a.severity) - severities.indexOf(b.severity) || statusRank[a.status] - statusRank[b.status]);
}

export function toCheckResultView(result: CheckResult, registry: FrameworkRegistry): CheckResultView {
  return {
    id: result.id,
    url: result.url,
    frameworkId: result.frameworkId,
    frameworkType: result.frameworkType,
    checkId: result.checkId,
    title: registry.check(result.frameworkId, result.checkId)?.title ?? { pt: result.checkId, en: result.checkId },
    clause: result.clause,
    severity: result.severity,
    status: result.status,
    evidence: result.evidence,
    fixerCorrects: result.fixerCorrects,
  };
}

/** `shareUrl` is known only when the link is made (its token is stored hashed). */
export function toReportDetail(
  report: AuditReport,
  results: readonly CheckResult[],
  registry: FrameworkRegistry,
  shareUrl: string | null = null,
): AuditReportDetail {
  return {
    ...toReportListItem(report),
    checks: inSeverityOrder(results).map((result) => toCheckResultView(result, registry)),
    siteErrors: report.siteErrors,
    siteReport: report.siteRun ? siteReportView(report.siteRun, results, registry) : null,
    shareUrl,
  };
}
