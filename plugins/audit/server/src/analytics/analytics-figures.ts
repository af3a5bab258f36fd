import {
  frameworkTypes,
  maxTrendPoints,
  severities,
  type AuditAnalytics,
  type FrameworkId,
  type FrameworkType,
  type Severity,
} from '@otimiza/plugin-audit-shared';
import { oneDecimal, percent } from './audit-sql.js';
import type { IssueGroupRow, LatestRunRow, ReportFrameworkRow } from './analytics-queries.js';
import { severityOfRank } from './site-runs.js';

const DAY_SECONDS = 86_400;

export interface IssueFigures {
  byCategory: AuditAnalytics['risks']['byCategory'];
  bySeverity: AuditAnalytics['risks']['bySeverity'];
  criticalOpen: number;
  resolved: number;
}

/** The issue groups (type × severity) summed per category and per severity; resolution times in days, one decimal. */
export function issueFigures(rows: readonly IssueGroupRow[]): IssueFigures {
  const byCategory = Object.fromEntries(frameworkTypes.map((type) => [type, { count: 0, resolved: 0 }])) as Record<
    FrameworkType,
    { count: number; resolved: number }
  >;
  const severityTotals = Object.fromEntries(severities.map((severity) => [severity, { count: 0, resolved: 0, seconds: 0 }])) as Record<
    Severity,
    { count: number; resolved: number; seconds: number }
  >;
  let criticalOpen = 0;
  let resolved = 0;
  for (const row of rows) {
    const severity = severityOfRank[Number(row.severity_rank)] ?? 'low';
    const type = row.framework_type;
    if (byCategory[type]) {
      byCategory[type].count += row.count;
      byCategory[type].resolved += row.resolved;
    }
    severityTotals[severity].count += row.count;
    severityTotals[severity].resolved += row.resolved;
    severityTotals[severity].seconds += Number(row.resolution_seconds ?? 0);
    if (severity === 'critical') criticalOpen += row.count - row.resolved;
    resolved += row.resolved;
  }
  const bySeverity = Object.fromEntries(
    severities.map((severity) => {
      const { count, resolved: done, seconds } = severityTotals[severity];
      return [severity, { count, resolved: done, avgResolutionTime: done > 0 ? oneDecimal(seconds / done / DAY_SECONDS) : null }];
    }),
  ) as AuditAnalytics['risks']['bySeverity'];
  return { byCategory, bySeverity, criticalOpen, resolved };
}

export interface LatestRunFigures {
  complianceRate: number | null;
  /** (site, framework) pairs whose latest run had no failure (and some passed check) / some failure. */
  compliant: number;
  nonCompliant: number;
  perFramework: Map<FrameworkId, { passed: number; failed: number; compliantSites: number; nonCompliantSites: number; lastUpdated: Date }>;
}

/** The latest runs of each (site, framework): the share of passed checks, and the pairs with or without failures. */
export function latestRunFigures(rows: readonly LatestRunRow[]): LatestRunFigures {
  let passed = 0;
  let failed = 0;
  let compliant = 0;
  let nonCompliant = 0;
  const perFramework: LatestRunFigures['perFramework'] = new Map();
  for (const row of rows) {
    passed += row.passed;
    failed += row.failed;
    const entry = perFramework.get(row.framework_id) ?? {
      passed: 0,
      failed: 0,
      compliantSites: 0,
      nonCompliantSites: 0,
      lastUpdated: new Date(row.created_at),
    };
    entry.passed += row.passed;
    entry.failed += row.failed;
    if (row.failed > 0) {
      nonCompliant += 1;
      entry.nonCompliantSites += 1;
    } else if (row.passed > 0) {
      compliant += 1;
      entry.compliantSites += 1;
    }
    if (new Date(row.created_at) > entry.lastUpdated) entry.lastUpdated = new Date(row.created_at);
    perFramework.set(row.framework_id, entry);
  }
  return { complianceRate: percent(passed, passed + failed), compliant, nonCompliant, perFramework };
}

/**
 * Trends per framework: each finished report's score for the framework (its passed share over the
 * report's sites), averaged over the reports and per day (UTC), the newest `maxTrendPoints` days
 * with runs. Every framework listed, run or not.
 */
export function frameworkTrends(
  frameworks: readonly { id: FrameworkId; name: string }[],
  rows: readonly ReportFrameworkRow[],
): AuditAnalytics['trends']['frameworks'] {
  const scored = new Map<FrameworkId, { score: number; day: string }[]>();
  for (const row of rows) {
    const score = percent(row.passed, row.passed + row.failed);
    if (score == null) continue;
    const list = scored.get(row.framework_id) ?? [];
    list.push({ score, day: new Date(row.created_at).toISOString().slice(0, 10) });
    scored.set(row.framework_id, list);
  }
  return frameworks.map(({ id, name }) => {
    const runs = scored.get(id) ?? [];
    const days = new Map<string, number[]>();
    for (const run of runs) days.set(run.day, [...(days.get(run.day) ?? []), run.score]);
    return {
      id,
      name,
      averageScore: runs.length ? oneDecimal(mean(runs.map((run) => run.score))) : null,
      audits: runs.length,
      points: [...days.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .slice(-maxTrendPoints)
        .map(([date, scores]) => ({ date, score: oneDecimal(mean(scores))! })),
    };
  });
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A pg average (numeric arrives as text) as a number with one decimal, or null. */
export const averageOf = (value: number | string | null | undefined): number | null => (value == null ? null : oneDecimal(Number(value)));
