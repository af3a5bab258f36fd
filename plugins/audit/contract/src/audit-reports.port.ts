/** An audit report (audit and compliance) as other plugins read it: what it is, where its run stands and its stored counts. */
export interface AuditReportSummary {
  id: string;
  title: string;
  description: string;
  /** `comprehensive` or one framework type (accessibility, privacy, security, performance, content). */
  type: string;
  status: 'draft' | 'in_progress' | 'completed' | 'published' | 'failed';
  /** The addresses it covers. */
  sites: number;
  /** The run's counts once it finished, null before; `overallScore` null when no check could be decided. */
  summary: { overallScore: number | null; totalChecks: number; passed: number; failed: number } | null;
  createdAt: Date;
  completedAt: Date | null;
}

/**
 * The workspace's audit reports, for plugins that list them (the visual reports' reports tab).
 * Reads are scoped to the given workspace. Provided by the audit plugin: inject it with `@Optional()`,
 * it is absent when that plugin is not mounted.
 */
export abstract class AuditReportsPort {
  /** The newest reports first, at most `limit` (capped at 100); a monitor's scheduled runs included. */
  abstract listOf(workspaceId: string, limit: number): Promise<AuditReportSummary[]>;
}
