import { severities, type ReportSummary, type Severity } from '@otimiza/plugin-audit-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';

interface RunResult {
  url: string;
  frameworkId: string;
  checkId: string;
  status: string;
  severity: Severity;
}

export interface NewFailure {
  checkId: string;
  url: string;
  title: LocalizedText;
  severity: Severity;
}

/**
 * What got worse from a monitor's previous run to this one: the checks that passed then on a site
 * and fail now, most severe first. A regression is a lower overall score, or a new critical or
 * high failure (a score can hold while a serious check breaks and a minor one is fixed).
 */
export function regressionBetween(
  previous: { summary: ReportSummary | null; results: readonly RunResult[] },
  current: { summary: ReportSummary | null; results: readonly RunResult[] },
  titleOf: (frameworkId: string, checkId: string) => LocalizedText,
): { regressed: boolean; newFailures: NewFailure[] } {
  const key = (result: RunResult) => `${result.url}\n${result.frameworkId}\n${result.checkId}`;
  const passedBefore = new Set(previous.results.filter((result) => result.status === 'passed').map(key));
  const newFailures = current.results
    .filter((result) => result.status === 'failed' && passedBefore.has(key(result)))
    .sort((a, b) => severities.indexOf(a.severity) - severities.indexOf(b.severity) || a.url.localeCompare(b.url) || a.checkId.localeCompare(b.checkId))
    .map((result) => ({ checkId: result.checkId, url: result.url, title: titleOf(result.frameworkId, result.checkId), severity: result.severity }));
  const from = previous.summary?.overallScore;
  const to = current.summary?.overallScore;
  const scoreDropped = from != null && to != null && to < from;
  const seriousBreak = newFailures.some((failure) => failure.severity === 'critical' || failure.severity === 'high');
  return { regressed: scoreDropped || seriousBreak, newFailures };
}
