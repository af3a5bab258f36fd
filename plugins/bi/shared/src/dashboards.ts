import { singleLine } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { dashboardCategories, type DashboardCategory } from './catalogue.js';
import type { PeriodPoint } from './metrics.js';

export const widgetTypes = ['metric-card', 'line', 'bar', 'table'] as const;
export type WidgetType = (typeof widgetTypes)[number];
export const dashboardLayouts = ['grid', 'columns', 'rows'] as const;
export type DashboardLayout = (typeof dashboardLayouts)[number];

const title = singleLine(z.string({ error: 'bi.titleRequired' }).trim().min(1, { error: 'bi.titleRequired' }).max(120, { error: 'bi.titleTooLong' }));

export const widgetSchema = z.object({
  id: z.uuid().optional(),
  type: z.enum(widgetTypes, { error: 'bi.widgetTypeInvalid' }),
  /** A metric of the workspace (GET /api/bi/metrics id). */
  metricId: z.uuid(),
  title: singleLine(z.string().trim().max(120, { error: 'bi.titleTooLong' })).default(''),
  /** Position in a 12-column grid. */
  position: z
    .object({
      x: z.number().int().min(0).max(11),
      y: z.number().int().min(0).max(200),
      w: z.number().int().min(1).max(12),
      h: z.number().int().min(1).max(12),
    })
    .default({ x: 0, y: 0, w: 6, h: 4 }),
});
export type WidgetInput = z.input<typeof widgetSchema>;

const widgets = z.array(widgetSchema).max(24, { error: 'bi.widgetsTooMany' });
const refresh = z
  .number({ error: 'bi.refreshInvalid' })
  .int({ error: 'bi.refreshInvalid' })
  .min(1, { error: 'bi.refreshInvalid' })
  .max(1440, { error: 'bi.refreshInvalid' });

/** `POST /api/bi/dashboards` (`{ title, category: 'custom', widgets: [] }`). */
export const createDashboardSchema = z.object({
  title,
  category: z.enum(dashboardCategories, { error: 'bi.categoryInvalid' }).default('custom'),
  layout: z.enum(dashboardLayouts).default('grid'),
  description: z.string().trim().max(2000, { error: 'bi.descriptionTooLong' }).default(''),
  widgets: widgets.default([]),
});
export type CreateDashboard = z.input<typeof createDashboardSchema>;

/** `PUT /api/bi/dashboards/:id`: every field optional; `widgets` replaces the list (the layout saved). */
export const updateDashboardSchema = z
  .object({
    title,
    category: z.enum(dashboardCategories, { error: 'bi.categoryInvalid' }),
    layout: z.enum(dashboardLayouts),
    description: z.string().trim().max(2000, { error: 'bi.descriptionTooLong' }),
    widgets,
    refreshMinutes: refresh,
    notifications: z.boolean(),
    shareable: z.boolean(),
  })
  .partial();
export type UpdateDashboard = z.input<typeof updateDashboardSchema>;

export const dashboardsQuerySchema = z.object({
  category: z.enum(['all', ...dashboardCategories], { error: 'bi.categoryInvalid' }).default('all'),
});

/** `GET /api/bi/dashboards/:id/data?viewId=`: a reload of an opening names its view, which then is not counted again. */
export const dashboardDataQuerySchema = z.object({ viewId: z.uuid().optional() });

/** `POST /api/bi/dashboards/:id/interactions`: the view (from GET …/data) the interaction happened in. */
export const interactionSchema = z.object({ viewId: z.uuid() });

export interface WidgetView {
  id: string;
  type: WidgetType;
  metricId: string;
  title: string;
  position: { x: number; y: number; w: number; h: number };
}

/** A dashboard; usage figures from the recorded views and interactions. */
export interface DashboardView {
  id: string;
  title: string;
  category: DashboardCategory;
  layout: DashboardLayout;
  description: string;
  widgets: WidgetView[];
  metrics: {
    views: number;
    uniqueUsers: number;
    /** Share of views with at least one interaction (0–1); null without views. */
    interactionRate: number | null;
  };
  schedule: { refreshFrequency: number; notifications: boolean };
  permissions: { shareable: boolean };
  /** The share link: shown once, when sharing is switched on (only its hash is stored). */
  shareUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** How many dashboards `GET /api/bi/dashboards` answers: the newest. */
export const maxListedDashboards = 200;

/** `GET /api/bi/dashboards`: the newest `maxListedDashboards` of the category, newest first; `hasMore` when older ones exist. */
export interface DashboardList {
  dashboards: DashboardView[];
  hasMore: boolean;
}

/** `GET /api/bi/dashboards/:id/data`: each widget's series (its metric's periods), and the view it counted. */
export interface DashboardData {
  viewId: string | null;
  dashboard: Pick<DashboardView, 'id' | 'title' | 'layout' | 'description' | 'widgets'> & { refreshFrequency: number };
  widgets: {
    widgetId: string;
    metric: { id: string; name: { pt: string; en: string }; unit: string; value: number | null; vsLastPeriod: number | null } | null;
    points: PeriodPoint[];
  }[];
}
