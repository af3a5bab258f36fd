import type { AnalysisCategoryScores, AnalysisRecord } from '@otimiza/sdk/server';
import { comparableKeyOf } from '@otimiza/sdk/shared';
import type { AlertCondition, AlertMetric, AlertOperator, AlertTimeWindow } from '@otimiza/plugin-notifications-shared';

/**
 * Alert rule conditions, evaluated as pure functions over a URL's audits (no I/O here).
 *
 * - A score (performance, accessibility, seo, bestPractices) is the audit's 0–100 category score.
 * - lcp and tbt are Lighthouse's `largest-contentful-paint` and `total-blocking-time` numeric values
 *   in ms, cls its `cumulative-layout-shift` (unitless); failingAudits the number of scored audits below 0.9.
 * - daysSinceLastAudit is the whole days between now and the last audit (of the rule's URL, or of the
 *   workspace when the rule has none); it ignores the time window.
 * - scoreChange is an audit's score minus the previous audit's of the same URL in the category that
 *   changed the most for the worse (the smallest difference, negative when it dropped): 'latest'
 *   compares the latest audit with the one before it; a window takes the worst change between
 *   consecutive audits of the window (the first compared with the audit before the window).
 * - Over a window ('1h' … '30d') a condition reads the worst value among the URL's audits completed
 *   in the window: the lowest score or score change, the highest LCP, CLS, TBT or failing audits. A
 *   window without audits (or a value the audits lack) reads nothing, and a condition that reads
 *   nothing does not hold.
 * - The audits of one evaluation compare like with like: the same URL, strategy and run count
 *   (`comparableGroups`); a desktop audit is never the 'previous' of a mobile one.
 *
 * A rule fires when every one of its conditions holds.
 */

/** One audit of a URL as the conditions read it: from an AnalysisRecord, or from an `analysis.completed` event. */
export interface AuditSnapshot {
  id: string;
  /** When it completed. */
  at: Date;
  scores: AnalysisCategoryScores;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** Null when unknown (a previous audit known only from an event's summary). */
  failingAudits: number | null;
  /** Which audits it compares with (sdk/shared `comparableKeyOf`: URL, strategy, run count). */
  comparable: string;
}

/** What a rule is evaluated over: a URL's audits, oldest first (the latest last), and the last audit time of its scope. */
export interface EvaluationContext {
  now: Date;
  audits: readonly AuditSnapshot[];
  /** The last audit of the rule's URL, or of the workspace for a rule without a URL; null when none. */
  lastAuditAt: Date | null;
}

export interface ConditionReading {
  condition: AlertCondition;
  /** The value read (rounded for display by the caller); null when nothing could be read. */
  value: number | null;
  /** The score category a score change was read in. */
  category: keyof AnalysisCategoryScores | null;
  holds: boolean;
}

export interface RuleEvaluation {
  holds: boolean;
  readings: ConditionReading[];
}

const scoreCategories = ['performance', 'accessibility', 'seo', 'bestPractices'] as const satisfies readonly (keyof AnalysisCategoryScores)[];

const windowMs: Record<Exclude<AlertTimeWindow, 'latest'>, number> = {
  '1h': 3_600_000,
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
};

/** The length of a window in ms; 0 for 'latest'. */
export function windowLengthMs(window: AlertTimeWindow): number {
  return window === 'latest' ? 0 : windowMs[window];
}

/** Whether a higher value is the worse one for the metric. */
export function higherIsWorse(metric: AlertMetric): boolean {
  return metric === 'lcp' || metric === 'cls' || metric === 'tbt' || metric === 'failingAudits' || metric === 'daysSinceLastAudit';
}

/** Metrics only the scheduler reads: they change with time, not with an audit. */
export function isTimeBased(condition: AlertCondition): boolean {
  return condition.metric === 'daysSinceLastAudit';
}

/** A rule the scheduler evaluates hourly: one of its conditions depends on time (a window, the days since the last audit). */
export function isScheduled(conditions: readonly AlertCondition[]): boolean {
  return conditions.some((condition) => condition.timeWindow !== 'latest' || isTimeBased(condition));
}

/** A rule an `analysis.completed` event evaluates: none of its conditions is read only on the schedule. */
export function isEventDriven(conditions: readonly AlertCondition[]): boolean {
  return !conditions.some(isTimeBased);
}

/** An AnalysisRecord as the conditions read it. */
export function snapshotOf(record: AnalysisRecord): AuditSnapshot {
  const metric = (id: string) => record.metrics[id]?.value ?? null;
  return {
    id: record.id,
    at: new Date(record.completedAt ?? record.createdAt),
    scores: record.scores,
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    failingAudits: record.failingAudits.length,
    comparable: comparableKeyOf(record),
  };
}

/** A URL's audits split into those that compare (same strategy and run count), each oldest first; the group of the latest audit first. */
export function comparableGroups(audits: readonly AuditSnapshot[]): AuditSnapshot[][] {
  const groups = new Map<string, AuditSnapshot[]>();
  for (const audit of audits) groups.set(audit.comparable, [...(groups.get(audit.comparable) ?? []), audit]);
  return [...groups.values()].sort((a, b) => b.at(-1)!.at.getTime() - a.at(-1)!.at.getTime());
}

/** Audits merged by id (the later copy wins), oldest first. */
export function mergeAudits(...lists: readonly (readonly AuditSnapshot[])[]): AuditSnapshot[] {
  const byId = new Map<string, AuditSnapshot>();
  for (const list of lists) for (const audit of list) byId.set(audit.id, audit);
  return [...byId.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The value of a per-audit metric in one audit (not daysSinceLastAudit nor scoreChange). */
export function auditValue(audit: AuditSnapshot, metric: AlertMetric): number | null {
  switch (metric) {
    case 'performance':
    case 'accessibility':
    case 'seo':
    case 'bestPractices':
      return audit.scores[metric];
    case 'lcp':
      return audit.lcpMs;
    case 'cls':
      return audit.cls;
    case 'tbt':
      return audit.tbtMs;
    case 'failingAudits':
      return audit.failingAudits;
    default:
      return null;
  }
}

/** `current` minus `previous` in the category that changed most for the worse (the smallest difference; the first on ties). */
export function scoreChangeBetween(previous: AuditSnapshot, current: AuditSnapshot): { value: number; category: keyof AnalysisCategoryScores } {
  let worst: { value: number; category: keyof AnalysisCategoryScores } | null = null;
  for (const category of scoreCategories) {
    const value = current.scores[category] - previous.scores[category];
    if (!worst || value < worst.value) worst = { value, category };
  }
  return worst!;
}

export function compare(value: number, operator: AlertOperator, threshold: number): boolean {
  switch (operator) {
    case '<':
      return value < threshold;
    case '<=':
      return value <= threshold;
    case '>':
      return value > threshold;
    case '>=':
      return value >= threshold;
    case '==':
      return value === threshold;
  }
}

const DAY_MS = 86_400_000;

/** Reads one condition over the context. */
export function readCondition(condition: AlertCondition, context: EvaluationContext): ConditionReading {
  const reading = (value: number | null, category: keyof AnalysisCategoryScores | null = null): ConditionReading => ({
    condition,
    value,
    category,
    holds: value !== null && compare(value, condition.operator, condition.value),
  });

  if (condition.metric === 'daysSinceLastAudit') {
    return reading(context.lastAuditAt ? Math.floor((context.now.getTime() - context.lastAuditAt.getTime()) / DAY_MS) : null);
  }

  const audits = context.audits;
  if (audits.length === 0) return reading(null);
  const from = condition.timeWindow === 'latest' ? null : context.now.getTime() - windowMs[condition.timeWindow];
  // The audits read: the latest, or those of the window.
  const firstIndex = from === null ? audits.length - 1 : audits.findIndex((audit) => audit.at.getTime() >= from);
  if (firstIndex < 0) return reading(null);

  if (condition.metric === 'scoreChange') {
    let worst: { value: number; category: keyof AnalysisCategoryScores } | null = null;
    for (let index = Math.max(firstIndex, 1); index < audits.length; index += 1) {
      const change = scoreChangeBetween(audits[index - 1]!, audits[index]!);
      if (!worst || change.value < worst.value) worst = change;
    }
    return worst ? reading(worst.value, worst.category) : reading(null);
  }

  const values = audits
    .slice(firstIndex)
    .map((audit) => auditValue(audit, condition.metric))
    .filter((value): value is number => value !== null);
  if (values.length === 0) return reading(null);
  return reading(higherIsWorse(condition.metric) ? Math.max(...values) : Math.min(...values));
}

/** Reads every condition; the rule holds when each one does. */
export function evaluateRule(conditions: readonly AlertCondition[], context: EvaluationContext): RuleEvaluation {
  const readings = conditions.map((condition) => readCondition(condition, context));
  return { holds: readings.length > 0 && readings.every((reading) => reading.holds), readings };
}

/** The longest window the conditions read, in ms (0 when they read only the latest audit). */
export function longestWindowMs(conditions: readonly AlertCondition[]): number {
  return Math.max(0, ...conditions.filter((condition) => !isTimeBased(condition)).map((condition) => windowLengthMs(condition.timeWindow)));
}
