import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitPort, forWorkspace, rateLimitError } from '@otimiza/sdk/server';
import { frameworkTypes, type ReportType } from '@otimiza/plugin-audit-shared';
import { FrameworkRegistry } from '../frameworks/framework-registry.js';
import { AuditReportSchema, runningStatuses } from '../data/audit-report.entity.js';
import { ReportsService } from '../reports/reports.service.js';
import { AuditMonitorSchema, type AuditMonitor } from '../data/audit-monitor.entity.js';
import { monitorNotFound, monitorRunInProgress, tooManyRunsNow } from './monitor-messages.js';
import { SiteMonitorRuns } from './site-monitor-runs.js';

/** 'Run now' of a workspace's monitors: each may run once at a time, and the workspace asks at most this often. */
export const MONITOR_RUN_NOW_RULE = { points: 20, windowSeconds: 60 };

/**
 * Starts a monitor's run: an audit report of its frameworks over its sites, with its id, or for a
 * site monitor a whole-site audit (SiteMonitorRuns). One run at a time: the monitor's row is locked
 * while its unfinished runs are counted and the new one is stored, so two starts of the same monitor
 * (run now twice, run now and the schedule) never both run. The run is stored on the lock's own
 * connection (its transaction), and queued or started once that committed: a start never waits for
 * a second pooled connection while it holds one.
 */
@Injectable()
export class MonitorRuns {
  constructor(
    private readonly em: EntityManager,
    private readonly reports: ReportsService,
    private readonly registry: FrameworkRegistry,
    private readonly rateLimits: RateLimitPort,
    private readonly siteRuns: SiteMonitorRuns,
  ) {}

  /** `POST …/:id/run`: 404 for a monitor of another workspace, 409 while a run of it is in progress, 429 beyond the workspace's rule. */
  async runNow(workspaceId: string, monitorId: string, userId: string): Promise<void> {
    // Counted before the lock is waited for: a flood of requests is refused without holding connections.
    const decision = await this.rateLimits.consume(`audit:run-now:${workspaceId}`, MONITOR_RUN_NOW_RULE);
    if (!decision.allowed) throw rateLimitError(decision, tooManyRunsNow);
    const started = await this.start(workspaceId, monitorId, userId, () => true, 'now');
    if (started === 'missing') throw monitorNotFound();
    if (started === 'running' || started === 'skipped') throw monitorRunInProgress();
  }

  /** The scheduler's run; false when the monitor was paused or deleted since, or a run of it is still going. */
  async runScheduled(workspaceId: string, monitorId: string): Promise<boolean> {
    return (await this.start(workspaceId, monitorId, null, (monitor) => monitor.status !== 'paused', 'scheduled')) === 'started';
  }

  private async start(
    workspaceId: string,
    monitorId: string,
    createdBy: string | null,
    runs: (monitor: AuditMonitor) => boolean,
    mode: 'now' | 'scheduled',
  ): Promise<'started' | 'missing' | 'running' | 'skipped'> {
    const claimed = await forWorkspace(this.em, workspaceId).transactional(async (tx) => {
      const monitor = await tx.findOne(AuditMonitorSchema, { id: monitorId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!monitor) return 'missing';
      if (!runs(monitor)) return 'skipped';
      if (monitor.kind === 'site') {
        const run = await this.siteRuns.claim(tx, workspaceId, monitor, createdBy);
        return run === 'running' ? run : { kind: 'site' as const, run, monitor };
      }
      const running = await tx.count(AuditReportSchema, { monitorId, status: { $in: [...runningStatuses] } });
      if (running > 0) return 'running';
      const report = await this.reports.storeDraft(tx, workspaceId, {
        title: monitor.name,
        description: monitor.description,
        type: this.reportTypeOf(monitor),
        urls: monitor.urls,
        frameworks: monitor.frameworks,
        monitorId,
        createdBy,
      });
      return { kind: 'report' as const, report };
    });
    if (typeof claimed === 'string') return claimed;
    // Committed: the run's job reads a stored draft, the site audit's event finds a stored run.
    if (claimed.kind === 'site') await this.siteRuns.launch(workspaceId, claimed.run, claimed.monitor, mode);
    else await this.reports.queue(workspaceId, claimed.report.id);
    return 'started';
  }

  /** A monitor of frameworks of one type makes reports of that type; of several types, comprehensive ones. */
  private reportTypeOf(monitor: AuditMonitor): ReportType {
    const types = new Set(monitor.frameworks.map((id) => this.registry.get(id).type));
    const [only] = [...types];
    return types.size === 1 && only && frameworkTypes.includes(only) ? only : 'comprehensive';
  }
}
