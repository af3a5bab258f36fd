import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { acrossWorkspaces, ApiError, forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import {
  maxListedDashboards,
  type CreateDashboard,
  type DashboardCategory,
  type DashboardData,
  type DashboardList,
  type DashboardView,
  type UpdateDashboard,
  type WidgetInput,
  type WidgetView,
} from '@otimiza/plugin-bi-shared';
import { sql } from 'kysely';
import { biNotFound } from '../data/bi-errors.js';
import { biSql } from '../common/bi-sql.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { BiMetricSchema } from '../data/bi-metric.entity.js';
import { SeriesService } from '../series/series.service.js';
import { BiDashboardViewSchema } from '../data/bi-dashboard-view.entity.js';
import { BiDashboardSchema, type BiDashboard } from '../data/bi-dashboard.entity.js';

export const newShareToken = () => randomBytes(32).toString('base64url');
export const shareTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const isShareToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
export const sharePath = (token: string) => `/business-intelligence/shared/${token}`;

interface Usage {
  views: number;
  users: number;
  interacted: number;
}

/** Dashboards: widgets over the workspace's series, usage from the recorded views, share links shown once. */
@Injectable()
export class DashboardsService {
  constructor(
    private readonly em: EntityManager,
    private readonly metrics: MetricsService,
    private readonly series: SeriesService,
  ) {}

  /** The newest `maxListedDashboards` (one more is read to know whether older ones exist), with the usage of those only. */
  async list(workspaceId: string, category: DashboardCategory | 'all'): Promise<DashboardList> {
    const found = await forWorkspace(this.em, workspaceId).find(BiDashboardSchema, category === 'all' ? {} : { category }, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: maxListedDashboards + 1,
    });
    const rows = found.slice(0, maxListedDashboards);
    const ids = rows.map((row) => row.id);
    const usage = ids.length ? await this.usage(workspaceId, ids) : new Map<string, Usage>();
    return { dashboards: rows.map((row) => toDashboardView(row, usage.get(row.id), null)), hasMore: found.length > maxListedDashboards };
  }

  async create(auth: AuthContext, body: CreateDashboard): Promise<DashboardView> {
    const widgets = await this.checkWidgets(auth.workspaceId, body.widgets ?? []);
    const em = forWorkspace(this.em, auth.workspaceId);
    const row = em.create(BiDashboardSchema, {
      workspace: auth.workspaceId,
      createdBy: auth.userId,
      title: body.title,
      category: body.category ?? 'custom',
      layout: body.layout ?? 'grid',
      description: body.description ?? '',
      widgets,
    });
    await em.flush();
    return toDashboardView(row, undefined, null);
  }

  async update(workspaceId: string, id: string, body: UpdateDashboard): Promise<DashboardView> {
    const em = forWorkspace(this.em, workspaceId);
    const row = await em.findOne(BiDashboardSchema, { id });
    if (!row) throw biNotFound();
    if (body.widgets !== undefined) row.widgets = await this.checkWidgets(workspaceId, body.widgets);
    if (body.title !== undefined) row.title = body.title;
    if (body.category !== undefined) row.category = body.category;
    if (body.layout !== undefined) row.layout = body.layout;
    if (body.description !== undefined) row.description = body.description;
    if (body.refreshMinutes !== undefined) row.refreshMinutes = body.refreshMinutes;
    if (body.notifications !== undefined && body.notifications !== row.notifications) {
      row.notifications = body.notifications;
      // Switched on: the alert check runs at its next tick; off: none.
      row.nextAlertCheckAt = body.notifications ? new Date() : null;
    }
    let token: string | null = null;
    if (body.shareable === true && !row.shareTokenHash) {
      token = newShareToken();
      row.shareTokenHash = shareTokenHash(token);
    }
    if (body.shareable === false) row.shareTokenHash = null;
    if (body.shareable !== undefined) row.shareable = body.shareable;
    await em.flush();
    return toDashboardView(row, (await this.usage(workspaceId, [id])).get(id), token ? sharePath(token) : null);
  }

  async remove(workspaceId: string, id: string): Promise<void> {
    const deleted = await forWorkspace(this.em, workspaceId).nativeDelete(BiDashboardSchema, { id });
    if (deleted === 0) throw biNotFound();
  }

  /** A dashboard's widgets with their series; the opening is recorded as a view of the member. */
  async data(auth: AuthContext, id: string, viewId?: string): Promise<DashboardData> {
    const row = await forWorkspace(this.em, auth.workspaceId).findOne(BiDashboardSchema, { id });
    if (!row) throw biNotFound();
    return this.render(row, auth.userId, viewId);
  }

  async interact(workspaceId: string, id: string, viewId: string): Promise<{ interactions: number }> {
    const updated = await biSql(this.em)
      .updateTable('bi_dashboard_view')
      .set({ interactions: sql`interactions + 1` })
      .where('id', '=', viewId)
      .where('dashboard_id', '=', id)
      .where('workspace_id', '=', workspaceId)
      .returning('interactions')
      .executeTakeFirst();
    if (!updated) throw biNotFound();
    return { interactions: updated.interactions };
  }

  /** The share link's dashboard, for anyone holding it (looked up by the token's hash across workspaces). */
  async shared(token: string, allowed: (workspaceId: string) => Promise<boolean>, viewId?: string): Promise<DashboardData> {
    return this.render(await this.sharedRow(token, allowed), null, viewId);
  }

  async sharedInteraction(token: string, viewId: string, allowed: (workspaceId: string) => Promise<boolean>): Promise<{ interactions: number }> {
    const row = await this.sharedRow(token, allowed);
    return this.interact(row.workspace.id, row.id, viewId);
  }

  private async sharedRow(token: string, allowed: (workspaceId: string) => Promise<boolean>): Promise<BiDashboard> {
    if (!isShareToken(token)) throw biNotFound();
    // A public link names no workspace: the token's hash finds the dashboard, whichever workspace it is in.
    const row = await this.em.fork().findOne(BiDashboardSchema, { shareTokenHash: shareTokenHash(token), shareable: true }, acrossWorkspaces);
    if (!row || !(await allowed(row.workspace.id))) throw biNotFound();
    return row;
  }

  /**
   * The dashboard's data; an opening counts as one view, and the reloads of that opening (its
   * refresh frequency, a widget added) name it with `viewId` instead of counting again.
   */
  private async render(row: BiDashboard, userId: string | null, viewId?: string): Promise<DashboardData> {
    const workspaceId = row.workspace.id;
    const em = forWorkspace(this.em, workspaceId);
    const continued = viewId ? await em.findOne(BiDashboardViewSchema, { id: viewId, dashboard: row.id, user: userId }) : null;
    const view = continued ?? em.create(BiDashboardViewSchema, { workspace: workspaceId, dashboard: row.id, user: userId });
    if (!continued) await em.flush();
    const context = await this.series.context(workspaceId);
    const views = await this.metrics.views(context);
    const byId = new Map(views.map((metric) => [metric.id, metric]));
    return {
      viewId: view.id,
      dashboard: { id: row.id, title: row.title, layout: row.layout, description: row.description, widgets: row.widgets, refreshFrequency: row.refreshMinutes },
      widgets: row.widgets.map((widget) => {
        const metric = byId.get(widget.metricId);
        return {
          widgetId: widget.id,
          metric: metric ? { id: metric.id, name: metric.name, unit: metric.unit, value: metric.value, vsLastPeriod: metric.performance.vsLastPeriod } : null,
          points: metric?.history ?? [],
        };
      }),
    };
  }

  /** Widgets may only show the workspace's own metrics: another workspace's id is refused like a missing one. */
  private async checkWidgets(workspaceId: string, widgets: readonly WidgetInput[]): Promise<WidgetView[]> {
    const ids = [...new Set(widgets.map((widget) => widget.metricId))];
    const found = ids.length ? await forWorkspace(this.em, workspaceId).find(BiMetricSchema, { id: { $in: ids } }, { fields: ['id'] }) : [];
    const missing = ids.filter((id) => !found.some((metric) => metric.id === id));
    if (missing.length > 0) {
      throw new ApiError(
        'VALIDATION_ERROR',
        400,
        { pt: 'Um widget usa uma métrica que não existe neste espaço de trabalho.', en: 'A widget uses a metric that does not exist in this workspace.' },
        {
          source: 'body',
          fields: missing.map((id) => ({ path: `widgets.${widgets.findIndex((widget) => widget.metricId === id)}.metricId`, message: 'not found' })),
        },
      );
    }
    return widgets.map((widget) => ({
      id: widget.id ?? crypto.randomUUID(),
      type: widget.type,
      metricId: widget.metricId,
      title: widget.title ?? '',
      position: widget.position ?? { x: 0, y: 0, w: 6, h: 4 },
    }));
  }

  private async usage(workspaceId: string, dashboardIds?: readonly string[]): Promise<Map<string, Usage>> {
    let query = biSql(this.em)
      .selectFrom('bi_dashboard_view')
      .where('workspace_id', '=', workspaceId)
      .groupBy('dashboard_id')
      .select([
        'dashboard_id',
        sql<string>`count(*)`.as('views'),
        sql<string>`count(distinct user_id)`.as('users'),
        sql<string>`count(*) filter (where interactions > 0)`.as('interacted'),
      ]);
    if (dashboardIds) query = query.where('dashboard_id', 'in', [...dashboardIds]);
    const rows = await query.execute();
    return new Map(rows.map((row) => [row.dashboard_id, { views: Number(row.views), users: Number(row.users), interacted: Number(row.interacted) }]));
  }
}

export function toDashboardView(row: BiDashboard, usage: Usage | undefined, shareUrl: string | null): DashboardView {
  const views = usage?.views ?? 0;
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    layout: row.layout,
    description: row.description,
    widgets: row.widgets,
    metrics: { views, uniqueUsers: usage?.users ?? 0, interactionRate: views > 0 ? Math.round(((usage?.interacted ?? 0) / views) * 1000) / 1000 : null },
    schedule: { refreshFrequency: row.refreshMinutes, notifications: row.notifications },
    permissions: { shareable: row.shareable },
    shareUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
