import type { FrameworkId, FrameworkType, Severity } from './frameworks.js';

/** How many days of each framework's score trend `GET /api/audit/analytics` answers: the newest days with runs. */
export const maxTrendPoints = 90;

/** `GET /api/audit/analytics`: every figure from stored reports and check results. */
export interface AuditAnalytics {
  overview: {
    totalAudits: number;
    completedAudits: number;
    /** Mean overall score of completed reports, or null. */
    averageScore: number | null;
    /** Share of passed checks across each site's latest run of each framework, or null. */
    complianceRate: number | null;
    /** Failures of critical severity still open (failing in the site's latest run of that check). */
    criticalIssues: number;
    /** Failures gone in a later run of the same site. */
    resolvedIssues: number;
  };
  trends: {
    /** `averageScore` and `audits` over every run; `points` one per day with runs, the newest `maxTrendPoints` days only. */
    frameworks: { id: FrameworkId; name: string; averageScore: number | null; audits: number; points: { date: string; score: number }[] }[];
  };
  risks: {
    byCategory: Record<FrameworkType, { count: number; resolved: number }>;
    bySeverity: Record<Severity, { count: number; resolved: number; avgResolutionTime: number | null }>;
  };
  /**
   * The spec's auditor performance, from what is real: per engine (axe-core version, Otimiza rule
   * sets) and per member who started audits. No quality rating exists to compute: none is given.
   */
  performance: {
    engines: { name: string; version: string; auditsCompleted: number; averageScore: number | null }[];
    members: { userId: string; name: string; auditsCompleted: number; averageScore: number | null }[];
  };
}

/** `GET /api/audit/compliance`: the compliance tab, computed. */
export interface ComplianceStatus {
  complianceRate: number | null;
  /** (site, framework) pairs whose latest run had no failure / some. */
  compliant: number;
  nonCompliant: number;
  criticalOpen: number;
  /** Active monitors whose next run falls today (the workspace's … server day, UTC). */
  dueToday: number;
  /** Reports drafted or running. */
  inReview: number;
  upcoming: { monitorId: string; name: string; frameworks: FrameworkId[]; at: string }[];
  /** Per framework: the latest runs' open failures, most severe first (at most 5 each). */
  openFailures: { frameworkId: FrameworkId; count: number; top: { checkId: string; url: string; severity: Severity; clause: string }[] }[];
}
