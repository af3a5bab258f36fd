import { severities, type CheckStatus, type ReportSummary, type Severity } from '@otimiza/plugin-audit-shared';

/**
 * A report's summary from its stored results: the score is the share of passed among decided
 * checks (`no_data` counts in `totalChecks` only); null when nothing was decided (there is no
 * score, and averages leave the report out). The risk level is the most severe failed check's severity.
 */
export function summarize(results: readonly { status: CheckStatus; severity: Severity; fixerCorrects: boolean }[]): ReportSummary {
  const failed = results.filter((result) => result.status === 'failed');
  const passed = results.filter((result) => result.status === 'passed').length;
  const failedBySeverity = Object.fromEntries(
    severities.map((severity) => [severity, failed.filter((result) => result.severity === severity).length]),
  ) as Record<Severity, number>;
  const decided = passed + failed.length;
  return {
    overallScore: decided === 0 ? null : Math.round((passed / decided) * 100),
    totalChecks: results.length,
    passed,
    failed: failed.length,
    riskLevel: severities.find((severity) => failedBySeverity[severity] > 0) ?? 'none',
    failedBySeverity,
    correctedByFixer: failed.filter((result) => result.fixerCorrects).length,
  };
}
