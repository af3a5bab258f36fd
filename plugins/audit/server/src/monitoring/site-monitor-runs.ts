import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, forWorkspace } from '@otimiza/sdk/server';
import { isDeferrable } from '../reports/cap-messages.js';
import { SiteAuditSources } from '../site-audits/site-audit-sources.js';
import type { AuditMonitor } from '../data/audit-monitor.entity.js';
import { siteRunNotStarted, siteRunWithoutResult } from './monitor-messages.js';
import { SiteMonitorRunSchema, unfinishedSiteRunStatuses, type SiteMonitorRun } from '../data/site-monitor-run.entity.js';
import { SiteMonitorRunRecorder } from './site-monitor-run-recorder.js';

/** A site monitor's run still unfinished after this long is closed as failed: its site audit's event is not coming. */
export const SITE_RUN_STALE_MS = 24 * 3_600_000;

/**
 * Starts a site monitor's runs in two steps, so that no pooled connection is held while the
 * site-audit plugin stores its run on another: `claim`, under the monitor's lock, stores the run as
 * starting unless one of the monitor's runs is unfinished; `launch`, once that committed, asks
 * SiteAuditsPort for the site audit (the plan's limits apply there) and stores its id on the run.
 */
@Injectable()
export class SiteMonitorRuns {
  constructor(
    private readonly em: EntityManager,
    private readonly sources: SiteAuditSources,
    private readonly recorder: SiteMonitorRunRecorder,
  ) {}

  /** With `tx`, the transaction holding the monitor's lock: the new run, or 'running' while one of the monitor's is unfinished. */
  async claim(tx: EntityManager, workspaceId: string, monitor: AuditMonitor, createdBy: string | null): Promise<SiteMonitorRun | 'running'> {
    const unfinished = { monitorId: monitor.id, status: { $in: [...unfinishedSiteRunStatuses] } };
    await tx.nativeUpdate(
      SiteMonitorRunSchema,
      { ...unfinished, createdAt: { $lt: new Date(Date.now() - SITE_RUN_STALE_MS) } },
      { status: 'failed', error: siteRunWithoutResult, finishedAt: new Date() },
    );
    if ((await tx.count(SiteMonitorRunSchema, unfinished)) > 0) return 'running';
    const run = tx.create(SiteMonitorRunSchema, {
      workspace: workspaceId,
      monitorId: monitor.id,
      siteRunId: null,
      status: 'starting',
      audited: null,
      failedPages: null,
      medians: null,
      fell: [],
      error: null,
      createdBy,
      finishedAt: null,
    });
    await tx.flush();
    return run;
  }

  /**
   * Starts the claimed run's site audit. Refused 'now', the run is deleted and the refusal answered
   * (402 plan, 429 limits, 404 without site audits); refused on schedule, a refusal that waiting
   * will not lift is recorded as the run's failure, and a 429 is thrown for the scheduler to retry later.
   */
  async launch(workspaceId: string, run: SiteMonitorRun, monitor: AuditMonitor, mode: 'now' | 'scheduled'): Promise<void> {
    const em = forWorkspace(this.em, workspaceId);
    let siteRunId: string;
    try {
      siteRunId = await this.sources.port().startScheduled(workspaceId, { url: monitor.urls[0]!, strategy: monitor.strategy ?? 'mobile' });
    } catch (error) {
      if (mode === 'scheduled' && error instanceof ApiError && !isDeferrable(error)) {
        return this.recorder.refused(workspaceId, run.id, monitor.id, error.localized ?? siteRunNotStarted);
      }
      await em.nativeDelete(SiteMonitorRunSchema, { id: run.id });
      throw error;
    }
    await em.nativeUpdate(SiteMonitorRunSchema, { id: run.id, status: 'starting' }, { siteRunId, status: 'running' });
    // A site audit that ended before its id was stored here had its event find no run: its result is read now
    // (without `fell`, which only the event carries; the notification centre still told of a fall).
    const finished = await this.sources.port().findFinished(workspaceId, siteRunId);
    if (finished)
      await this.recorder.record(workspaceId, {
        runId: finished.runId,
        status: finished.status,
        audited: finished.audited,
        failed: finished.failed,
        medians: finished.medians,
        fell: [],
      });
  }
}
