/** A generated business-intelligence report (a PDF or CSV file) as other plugins read it. */
export interface BiReportSummary {
  id: string;
  title: string;
  description: string;
  format: 'pdf' | 'csv';
  /** How many sections it was generated with. */
  sections: number;
  /** Bytes of the generated file. */
  fileSize: number;
  generatedAt: Date;
  /** After this the file is gone (the row stays); a schedule generates a new one. */
  expiresAt: Date;
  /** Whether it is e-mailed on a schedule. */
  scheduled: boolean;
}

/**
 * The workspace's generated BI reports, for plugins that list them (the visual reports' reports tab).
 * Reads are scoped to the given workspace. Provided by the bi plugin: inject it with `@Optional()`,
 * it is absent when that plugin is not mounted.
 */
export abstract class BiReportsPort {
  /** The newest generated first, at most `limit` (capped at 100). */
  abstract listOf(workspaceId: string, limit: number): Promise<BiReportSummary[]>;
}
