import type { Language } from '@otimiza/sdk/shared';
import type { MonitorView } from '@otimiza/plugin-audit-shared';
import type { AuditMonitor } from '../data/audit-monitor.entity.js';
import type { MonitorRunFigures } from './monitor-metrics.js';
import type { SiteMonitorFigures } from './site-monitor-figures.js';

/**
 * The monitor as the API shows it; its last error in the reader's language when its failed run says
 * why. A site monitor's figures come from its site runs (`siteRuns`), a pages monitor's from its reports.
 */
export function toMonitorView(monitor: AuditMonitor, runs: MonitorRunFigures, siteRuns: SiteMonitorFigures | null, language: Language): MonitorView {
  const lastRun = runs.lastRun;
  const site = monitor.kind === 'site' ? siteRuns : null;
  const failedRunError = site ? (site.lastRun?.status === 'failed' ? site.lastRun.error : null) : lastRun?.status === 'failed' ? lastRun.error : null;
  const lastError = monitor.status === 'error' ? (failedRunError?.[language] ?? monitor.lastError ?? null) : null;
  return {
    id: monitor.id,
    name: monitor.name,
    description: monitor.description,
    kind: monitor.kind,
    status: monitor.status,
    schedule: { frequency: monitor.frequency, nextRunAt: monitor.nextRunAt?.toISOString() ?? null },
    metrics: site ? site.metrics : runs.metrics,
    websites: monitor.urls,
    frameworks: monitor.frameworks,
    lastRun: lastRun ? { reportId: lastRun.reportId, at: lastRun.at.toISOString(), status: lastRun.status, overallScore: lastRun.overallScore } : null,
    site: site ? { strategy: monitor.strategy ?? 'mobile', lastRun: site.lastRun } : null,
    lastError,
    createdAt: monitor.createdAt.toISOString(),
  };
}
