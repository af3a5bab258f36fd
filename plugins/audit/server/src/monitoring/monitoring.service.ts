import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { MonitorList, MonitorStatus, MonitorView, createMonitorSchema } from '@otimiza/plugin-audit-shared';
import type { z } from 'zod';
import { WorkspaceCaps } from '../reports/workspace-caps.js';
import { AuditMonitorSchema, type AuditMonitor } from './audit-monitor.entity.js';
import { monitorRunFigures } from './monitor-metrics.js';
import { monitorNotFound } from './monitor-messages.js';
import { toMonitorView } from './monitor-view.js';

type CreateMonitorFields = z.output<typeof createMonitorSchema>;

/**
 * The workspace's monitors (`/api/audit/monitoring`). A new or resumed monitor is due at once: the
 * scheduler's next tick starts its first run, then every day or week at that time of day.
 */
@Injectable()
export class MonitoringService {
  constructor(
    private readonly em: EntityManager,
    private readonly caps: WorkspaceCaps,
  ) {}

  async list(workspaceId: string, status: MonitorStatus | undefined, language: Language): Promise<MonitorList> {
    const monitors = await forWorkspace(this.em, workspaceId).find(AuditMonitorSchema, status ? { status } : {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return { monitors: await this.views(workspaceId, monitors, language) };
  }

  /** 409 MONITOR_LIMIT when the workspace already keeps as many monitors as it may. */
  async create(auth: AuthContext, input: CreateMonitorFields, language: Language): Promise<MonitorView> {
    const monitor = await this.caps.storeMonitor(auth.workspaceId, async (em) => {
      const created = em.create(AuditMonitorSchema, {
        workspace: auth.workspaceId,
        name: input.name,
        description: input.description,
        urls: [...new Set(input.urls)],
        frameworks: [...new Set(input.frameworks)],
        frequency: input.frequency,
        status: 'active',
        nextRunAt: new Date(),
        lastRunAt: null,
        lastReportId: null,
        lastError: null,
        createdBy: auth.userId,
      });
      await em.flush();
      return created;
    });
    return (await this.views(auth.workspaceId, [monitor], language))[0]!;
  }

  /** Pause (no next run) or resume (due at once; an `error` monitor becomes active again). */
  async setStatus(workspaceId: string, id: string, status: 'active' | 'paused', language: Language): Promise<MonitorView> {
    const em = forWorkspace(this.em, workspaceId);
    const monitor = await em.findOne(AuditMonitorSchema, { id });
    if (!monitor) throw monitorNotFound();
    if (status === 'paused') em.assign(monitor, { status: 'paused', nextRunAt: null });
    else if (monitor.status !== 'active' || !monitor.nextRunAt) em.assign(monitor, { status: 'active', nextRunAt: new Date(), lastError: null });
    await em.flush();
    return (await this.views(workspaceId, [monitor], language))[0]!;
  }

  /** Deletes the monitor; its runs stay as the audit reports they are. */
  async remove(workspaceId: string, id: string): Promise<void> {
    const deleted = await forWorkspace(this.em, workspaceId).nativeDelete(AuditMonitorSchema, { id });
    if (deleted === 0) throw monitorNotFound();
  }

  async view(workspaceId: string, id: string, language: Language): Promise<MonitorView> {
    const monitor = await forWorkspace(this.em, workspaceId).findOne(AuditMonitorSchema, { id });
    if (!monitor) throw monitorNotFound();
    return (await this.views(workspaceId, [monitor], language))[0]!;
  }

  private async views(workspaceId: string, monitors: readonly AuditMonitor[], language: Language): Promise<MonitorView[]> {
    const figures = await monitorRunFigures(
      this.em,
      workspaceId,
      monitors.map((monitor) => monitor.id),
    );
    return monitors.map((monitor) => toMonitorView(monitor, figures.get(monitor.id)!, language));
  }
}
