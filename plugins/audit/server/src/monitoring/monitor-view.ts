import type { Language } from '@otimiza/sdk/shared';
import type { MonitorView } from '@otimiza/plugin-audit-shared';
import type { AuditMonitor } from './audit-monitor.entity.js';
import type { MonitorRunFigures } from './monitor-metrics.js';

/** The monitor as the API shows it; its last error in the reader's language when its failed run says why. */
export function toMonitorView(monitor: AuditMonitor, runs: MonitorRunFigures, language: Language): MonitorView {
  const lastRun = runs.lastRun;
  const lastError = monitor.status === 'error' ? (lastRun?.status === 'failed' && lastRun.error ? lastRun.error[language] : (monitor.lastError ?? null)) : null;
  return {
    id: monitor.id,
    name: monitor.name,
    description: monitor.description,
    status: monitor.status,
    schedule: { frequency: monitor.frequency, nextRunAt: monitor.nextRunAt?.toISOString() ?? null },
    metrics: runs.metrics,
    websites: monitor.urls,
    frameworks: monitor.frameworks,
    lastRun: lastRun ? { reportId: lastRun.reportId, at: lastRun.at.toISOString(), status: lastRun.status, overallScore: lastRun.overallScore } : null,
    lastError,
    createdAt: monitor.createdAt.toISOString(),
  };
}
