/**
 * The metric store's catalogue (ARCHITECTURE.md, "Shared services"): what plugins record per day,
 * per workspace and, where it applies, per site. `unit` tells how a value reads; `rollup` which
 * figure of a day's samples is the day's value: `sum` (counts, seconds), `average` (scores,
 * vitals of the day's audits) or `last`.
 */
export const metricCatalogue = {
  'score.performance': { unit: 'score', rollup: 'average' },
  'score.accessibility': { unit: 'score', rollup: 'average' },
  'score.seo': { unit: 'score', rollup: 'average' },
  'score.best-practices': { unit: 'score', rollup: 'average' },
  /** Core Web Vitals of the day's audits: LCP and TBT in ms, CLS unitless. */
  'vitals.lcp': { unit: 'ms', rollup: 'average' },
  'vitals.cls': { unit: 'unitless', rollup: 'average' },
  'vitals.tbt': { unit: 'ms', rollup: 'average' },
  /** Lighthouse audits failing in an analysis. */
  'audits.failing': { unit: 'count', rollup: 'average' },
  'analyses.completed': { unit: 'count', rollup: 'sum' },
  /** Fixes the HTML fixer applied; dimension = the fix's category. */
  'fixes.applied': { unit: 'count', rollup: 'sum' },
  /** Points gained by a verified improvement (proof run minus original), summed over categories. */
  'gains.verified': { unit: 'points', rollup: 'sum' },
  /** Share pages; dimension = the shared report's id ('' for all), or the section for section views. */
  'share.views': { unit: 'count', rollup: 'sum' },
  'share.downloads': { unit: 'count', rollup: 'sum' },
  'share.shares': { unit: 'count', rollup: 'sum' },
  'share.bounces': { unit: 'count', rollup: 'sum' },
  'share.time-spent': { unit: 'seconds', rollup: 'sum' },
  'share.section-views': { unit: 'count', rollup: 'sum' },
  /** Report runs: PDFs generated, recurring reports sent, audit reports; dimension = the kind. */
  'reports.runs': { unit: 'count', rollup: 'sum' },
  'notifications.sent': { unit: 'count', rollup: 'sum' },
  'notifications.opened': { unit: 'count', rollup: 'sum' },
  'notifications.clicked': { unit: 'count', rollup: 'sum' },
  /** Calls of the workspace's members to the API; dimension = the route's plugin id or 'core'. */
  'api.calls': { unit: 'count', rollup: 'sum' },
  /** Activity of the workspace's members (requests that change something); dimension = the hour of day, 00–23, in America/Sao_Paulo. */
  'activity.actions': { unit: 'count', rollup: 'sum' },
  /** Compliance audits: the overall score of a completed audit report, per site. */
  'compliance.score': { unit: 'score', rollup: 'average' },
} as const satisfies Record<string, { unit: 'score' | 'ms' | 'unitless' | 'count' | 'points' | 'seconds'; rollup: 'sum' | 'average' | 'last' }>;

export type MetricName = keyof typeof metricCatalogue;
export const metricNames = Object.keys(metricCatalogue) as MetricName[];
