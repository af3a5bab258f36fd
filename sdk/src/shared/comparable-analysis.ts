/**
 * Which audits of a page may be compared (an improvement, a trend, a change since the previous
 * audit): the same normalised URL (as the analysis stores it), the same strategy and the same
 * number of Lighthouse runs behind the scores. A mobile audit is never the "previous" one of a
 * desktop audit, nor a single run that of a median of three (the plan decides the runs:
 * PERFORMANCE_AUDIT_RUNS where Core Web Vitals are included, else one).
 */
export interface ComparableAudit {
  url: string;
  strategy: 'desktop' | 'mobile';
  /** Lighthouse runs behind the scores; absent on older records, which had one. */
  auditRuns?: number | null | undefined;
}

/** The run count of an audit, one when it was not recorded. */
export const auditRunsOf = (audit: Pick<ComparableAudit, 'auditRuns'>): number => audit.auditRuns ?? 1;

/** The key under which audits compare: two audits compare when their keys are equal. */
export const comparableKeyOf = (audit: ComparableAudit): string => `${audit.url}\u0000${audit.strategy}\u0000${auditRunsOf(audit)}`;

export const areComparable = (a: ComparableAudit, b: ComparableAudit): boolean => comparableKeyOf(a) === comparableKeyOf(b);

/** The latest of `earlier` (any order) that compares with `audit` and was created before it, or null. */
export function previousComparable<T extends ComparableAudit & { createdAt: string }>(audit: T, earlier: readonly T[]): T | null {
  const before = Date.parse(audit.createdAt);
  let found: T | null = null;
  for (const candidate of earlier)
    if (
      areComparable(candidate, audit) &&
      Date.parse(candidate.createdAt) < before &&
      (!found || Date.parse(candidate.createdAt) > Date.parse(found.createdAt))
    )
      found = candidate;
  return found;
}
