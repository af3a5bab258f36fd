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

/** A regression, with the two scores it is told with; none when neither score dropped nor a serious check broke. */
export type Regression = { regressed: false; newFailures: NewFailure[] } | { regressed: true; from: number; to: number; newFailures: NewFailure[] };

/**
 * What got worse from a monitor's previous run to this one: the checks that passed then on a site
 * and fail now, most severe first. A regression is a lower overall score, or a new critical or
 * high failure (a score can hold while a serious check breaks and a minor one is fixed). A run
 * with no score (every check `no_data`) is compared with nothing: no drop from or to it. A new
 * failure needs a check decided in both runs, so both then have a score.
 */
export function regressionBetween(
  previous: { summary: ReportSummary | null; results: readonly RunResult[] },
  current: { summary: ReportSummary | null; results: readonly RunResult[] },
  titleOf: (frameworkId: string, checkId: string) => LocalizedText,
): Regression {
  const key = (result: RunResult) => `${result.url}\n${result.frameworkId}\n${result.checkId}`;
  const passedBefore = new Set(previous.results.filter((result) => result.status === 'passed').map(key));
  const newFailures = current.results
    .filter((result) => result.status === 'failed' && passedBefore.has(key(result)))
    .sort((a, b) => severities.indexOf(a.severity) - severities.indexOf(b.severity) || a.url.localeCompare(b.url) || a.checkId.localeCompare(b.checkId))
    .map((result) => ({ checkId: result.checkId, url: result.url, title: titleOf(result.frameworkId, result.checkId), severity: result.severity }));
  const from = previous.summary?.overallScore ?? null;
  const to = current.summary?.overallScore ?? null;
  if (from === null || to === null) return { regressed: false, newFailures };
  const seriousBreak = newFailures.some((failure) => failure.severity === 'critical' || failure.severity === 'high');
  return to < from || seriousBreak ? { regressed: true, from, to, newFailures } : { regressed: false, newFailures };
}
