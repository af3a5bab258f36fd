import type { AuditReport } from '../data/audit-report.entity.js';

/**
 * Told when a report's run ends (completed or failed), after its results are stored: the
 * monitors use it to record their runs and detect regressions. Provided by the monitoring folder.
 */
export abstract class ReportFinishedListener {
  abstract reportFinished(report: AuditReport): Promise<void>;
}
