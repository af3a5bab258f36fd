import type { AnalysisCategoryScores } from '@otimiza/sdk/server';

/** A finished whole-site audit as other plugins read it (customer success, analytics, compliance, monitoring). */
export interface SiteAuditSummary {
  runId: string;
  /** Origin and path prefix that were audited. */
  url: string;
  strategy: 'desktop' | 'mobile';
  status: 'completed' | 'cancelled';
  audited: number;
  failed: number;
  /** Each category's median over the audited pages; absent when no page had it. */
  medians: Partial<AnalysisCategoryScores>;
  createdAt: string;
  finishedAt: string;
}

/** An audited page of a run, with its analysis (read through AnalysisPort). */
export interface SiteAuditPageRef {
  url: string;
  group: string;
  analysisId: string;
}

/**
 * Whole-site audits from another plugin (ARCHITECTURE.md: cross-plugin needs go through SDK ports).
 * Provided by the site-audit plugin; every read is scoped to the given workspace. Optional for its
 * readers: without the plugin they show no site figures.
 */
export abstract class SiteAuditsPort {
  /** The workspace's finished runs, newest first (at most `limit`, capped at 100). */
  abstract listFinished(workspaceId: string, limit: number): Promise<SiteAuditSummary[]>;
  /** The newest finished run whose address is on `host` (e.g. a client's site), or null. */
  abstract latestOfHost(workspaceId: string, host: string): Promise<SiteAuditSummary | null>;
  /** A finished run of the workspace, or null (missing, another workspace's, not finished). */
  abstract findFinished(workspaceId: string, runId: string): Promise<SiteAuditSummary | null>;
  /** The audited pages of a run of the workspace (at most `limit`), by address; empty for another workspace's run. */
  abstract auditedPages(workspaceId: string, runId: string, limit: number): Promise<SiteAuditPageRef[]>;
  /**
   * Starts a run for scheduled work (a site monitor): the plan's limits apply as for a member's
   * start (402/429), `userId` null. Answers the run's id.
   */
  abstract startScheduled(workspaceId: string, request: { url: string; strategy: 'desktop' | 'mobile' }): Promise<string>;
}
