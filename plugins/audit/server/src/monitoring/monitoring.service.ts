import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { MonitorHistory, MonitorList, MonitorStatus, MonitorView, createMonitorSchema } from '@otimiza/plugin-audit-shared';
import type { z } from 'zod';
import { finishedWithResults } from '../analytics/audit-sql.js';
import { AuditReportSchema } from '../data/audit-report.entity.js';
import { WorkspaceCaps } from '../reports/workspace-caps.js';
import { siteAuditsNotInstalled } from '../site-audits/site-audit-messages.js';
import { SiteAuditSources } from '../site-audits/site-audit-sources.js';
import { AuditMonitorSchema, type AuditMonitor } from '../data/audit-monitor.entity.js';
import { monitorRunFigures } from './monitor-metrics.js';
import { monitorNotFound } from './monitor-messages.js';
import { toMonitorView } from './monitor-view.js';
import { siteMonitorRunFigures, toSiteMonitorRunView } from './site-monitor-figures.js';
import { SiteMonitorRunSchema } from '../data/site-monitor-run.entity.js';

type CreateMonitorFields = z.output<typeof createMonitorSchema>;

const noReportRuns = { metrics: { averageScore: null, successRate: null, totalRuns: 0 }, lastRun: null };

/**
 * The workspace's monitors (`/api/audit/monitoring`). A new or resumed monitor is due at once: the
 * scheduler's next tick starts its first run, then every day or week at that time of day. A site
 * monitor needs site audits on the instance (404 SITE_AUDITS_NOT_INSTALLED without them).
 */
@Injectable()
export class MonitoringService {
  constructor(
    private readonly em: EntityManager,
    private readonly caps: WorkspaceCaps,
    private readonly siteAudits: SiteAuditSources,
  ) {}

  async list(workspaceId: string, status: MonitorStatus | undefined, language: Language): Promise<MonitorList> {
    const monitors = await forWorkspace(this.em, workspaceId).find(AuditMonitorSchema, status ? { status } : {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return { monitors: await this.views(workspaceId, monitors, language) };
  }

  /** 409 MONITOR_LIMIT when the workspace already keeps as many monitors as it may. */
  async create(auth: AuthContext, input: CreateMonitorFields, language: Language): Promise<MonitorView> {
    const site = input.kind === 'site';
    if (site && !this.siteAudits.installed) throw siteAuditsNotInstalled();
    const monitor = await this.caps.storeMonitor(auth.workspaceId, async (em) => {
      const created = em.create(AuditMonitorSchema, {
        workspace: auth.workspaceId,
        name: input.name,
        description: input.description,
        kind: input.kind,
        urls: [...new Set(input.urls)],
        frameworks: site ? [] : [...new Set(input.frameworks)],
        frequency: input.frequency,
        strategy: site ? input.strategy : null,
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

  /** Deletes the monitor; its runs stay as the audit reports they are, a site monitor's runs go with it (its site audits stay). */
  async remove(workspaceId: string, id: string): Promise<void> {
    const deleted = await forWorkspace(this.em, workspaceId).transactional(async (em) => {
      const count = await em.nativeDelete(AuditMonitorSchema, { id });
      if (count > 0) await em.nativeDelete(SiteMonitorRunSchema, { monitorId: id });
      return count;
    });
    if (deleted === 0) throw monitorNotFound();
  }

  /** The monitor's latest runs, newest first: its reports' scores, or a site monitor's site audits with their medians. */
  async history(workspaceId: string, id: string, limit: number): Promise<MonitorHistory> {
    const em = forWorkspace(this.em, workspaceId);
    const monitor = await em.findOne(AuditMonitorSchema, { id }, { fields: ['kind'] });
    if (!monitor) throw monitorNotFound();
    const newest = { orderBy: { createdAt: 'desc', id: 'desc' }, limit } as const;
    if (monitor.kind === 'site') {
      const runs = await em.find(SiteMonitorRunSchema, { monitorId: id }, newest);
      return { kind: 'site', runs: runs.map(toSiteMonitorRunView) };
    }
    const reports = await em.find(AuditReportSchema, { monitorId: id }, { ...newest, fields: ['status', 'createdAt', 'completedAt', 'summary'] });
    return {
      kind: 'pages',
      runs: reports.map((report) => ({
        reportId: report.id,
        status: report.status,
        at: (report.completedAt ?? report.createdAt).toISOString(),
        overallScore: (finishedWithResults as readonly string[]).includes(report.status) ? (report.summary?.overallScore ?? null) : null,
      })),
    };
  }

  async view(workspaceId: string, id: string, language: Language): Promise<MonitorView> {
    const monitor = await forWorkspace(this.em, workspaceId).findOne(AuditMonitorSchema, { id });
    if (!monitor) throw monitorNotFound();
    return (await this.views(workspaceId, [monitor], language))[0]!;
  }

  private async views(workspaceId: string, monitors: readonly AuditMonitor[], language: Language): Promise<MonitorView[]> {
    const ofKind = (kind: AuditMonitor['kind']) => monitors.filter((monitor) => monitor.kind === kind).map((monitor) => monitor.id);
    const [figures, siteFigures] = await Promise.all([
      monitorRunFigures(this.em, workspaceId, ofKind('pages')),
      siteMonitorRunFigures(this.em, workspaceId, ofKind('site')),
    ]);
    return monitors.map((monitor) => toMonitorView(monitor, figures.get(monitor.id) ?? noReportRuns, siteFigures.get(monitor.id) ?? null, language));
  }
}
