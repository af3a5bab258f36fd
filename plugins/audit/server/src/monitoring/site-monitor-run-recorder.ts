import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsPort, forWorkspace } from '@otimiza/sdk/server';
import { siteAuditFinished } from '@otimiza/plugin-site-audit-contract';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { AuditMonitorSchema } from '../data/audit-monitor.entity.js';
import { siteAuditedNothing } from './monitor-messages.js';
import { SiteMonitorRunSchema, unfinishedSiteRunStatuses } from '../data/site-monitor-run.entity.js';

type FinishedPayload = NonNullable<(typeof siteAuditFinished)['__payload']>;
export type SiteRunResult = Pick<FinishedPayload, 'runId' | 'status' | 'audited' | 'failed' | 'medians' | 'fell'>;

/**
 * A site monitor's run ends when its site audit does: `site-audit.finished` (EventsPort) for a run
 * a monitor started stores the audit's medians and the categories that fell (the event's `fell`:
 * beyond the run-to-run spread against the previous audit of the address) on the run, and the
 * monitor records it (in error when no page could be audited, active again otherwise unless paused).
 * Events of site audits no monitor started are not its business. A delivery retried after it was
 * recorded changes nothing.
 */
@Injectable()
export class SiteMonitorRunRecorder implements OnModuleInit {
  private readonly log = new Logger('AuditMonitors');

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsPort,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(siteAuditFinished, 'audit.site-monitor-runs', async (event) => {
      if (event.workspaceId) await this.record(event.workspaceId, event.payload);
    });
  }

  /**
   * Stores a finished site audit on the monitor run that started it; false when none did or it was
   * already stored. The run and its monitor change in one transaction: no view shows the one without the other.
   */
  async record(workspaceId: string, result: SiteRunResult): Promise<boolean> {
    const run = await forWorkspace(this.em, workspaceId).findOne(SiteMonitorRunSchema, { siteRunId: result.runId });
    if (!run) return false;
    const finishedAt = new Date();
    const changed = await forWorkspace(this.em, workspaceId).transactional(async (tx) => {
      const updated = await tx.nativeUpdate(
        SiteMonitorRunSchema,
        { id: run.id, status: { $in: [...unfinishedSiteRunStatuses] } },
        { status: result.status, audited: result.audited, failedPages: result.failed, medians: result.medians, fell: result.fell, finishedAt },
      );
      if (updated > 0) await this.monitorRan(tx, run.monitorId, finishedAt, result.audited === 0 ? siteAuditedNothing : null);
      return updated;
    });
    if (changed === 0) return false;
    if (result.fell.length > 0) this.log.log({ monitorId: run.monitorId, siteRunId: result.runId, fell: result.fell }, 'a site monitor’s median fell');
    return true;
  }

  /** A scheduled run whose site audit was refused (plan, site audits gone): the run fails with the reason and the monitor is in error. */
  async refused(workspaceId: string, runId: string, monitorId: string, reason: LocalizedText): Promise<void> {
    const finishedAt = new Date();
    await forWorkspace(this.em, workspaceId).transactional(async (tx) => {
      await tx.nativeUpdate(SiteMonitorRunSchema, { id: runId }, { status: 'failed', error: reason, finishedAt });
      await this.monitorRan(tx, monitorId, finishedAt, reason);
    });
  }

  /** `em`: the transaction, already scoped to the workspace. */
  private async monitorRan(em: EntityManager, monitorId: string, at: Date, error: LocalizedText | null): Promise<void> {
    const monitor = await em.findOne(AuditMonitorSchema, { id: monitorId }, { fields: ['status'] });
    if (!monitor) return;
    await em.nativeUpdate(
      AuditMonitorSchema,
      { id: monitorId },
      { lastRunAt: at, lastError: error?.en ?? null, ...(monitor.status === 'paused' ? {} : { status: error ? 'error' : 'active' }) },
    );
  }
}
