import { metricsPageSize } from '@otimiza/plugin-bi-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import type {
  CreateDashboard,
  DashboardCategory,
  DashboardData,
  DashboardList,
  DashboardView,
  ExportRequest,
  ExportResult,
  ImportResult,
  InsightList,
  MarketDatasetInput,
  MarketIntelligence,
  MetricCategory,
  MetricList,
  MetricView,
  ModelKind,
  ModelList,
  PredictInput,
  PredictionResult,
  ReportList,
  ReportScheduleInput,
  ReportView,
  SystemSummary,
  UpdateDashboard,
  UpdateMetric,
} from '@otimiza/plugin-bi-shared';

/** Every query of the page starts with this key: a change anywhere reloads them. */
export const biKeys = {
  all: ['bi'] as const,
  system: ['bi', 'system'] as const,
  metrics: (category: MetricCategory | 'all', search: string, page: number, limit: number) => ['bi', 'metrics', category, search, page, limit] as const,
  models: (category: ModelKind | 'all') => ['bi', 'models', category] as const,
  market: ['bi', 'market'] as const,
  dashboards: (category: DashboardCategory | 'all') => ['bi', 'dashboards', category] as const,
  dashboardData: (id: string) => ['bi', 'dashboard-data', id] as const,
  reports: ['bi', 'reports'] as const,
  insights: ['bi', 'insights'] as const,
};

const retry = false;

export const systemQueryOptions = () =>
  queryOptions({ queryKey: biKeys.system, queryFn: ({ signal }) => apiFetch<SystemSummary>('/api/bi/system', { signal }), retry });

/** A page of the metrics (`GET /api/bi/metrics` answers at most 100 a page, most significant first). */
export const metricsQueryOptions = (category: MetricCategory | 'all', search: string, { page = 1, limit = metricsPageSize } = {}) =>
  queryOptions({
    queryKey: biKeys.metrics(category, search, page, limit),
    queryFn: ({ signal }) =>
      apiFetch<MetricList>(`/api/bi/metrics?${new URLSearchParams({ category, search, page: String(page), limit: String(limit) })}`, { signal }),
    retry,
  });

export const modelsQueryOptions = (category: ModelKind | 'all') =>
  queryOptions({ queryKey: biKeys.models(category), queryFn: ({ signal }) => apiFetch<ModelList>(`/api/bi/models?category=${category}`, { signal }), retry });

export const marketQueryOptions = () =>
  queryOptions({ queryKey: biKeys.market, queryFn: ({ signal }) => apiFetch<MarketIntelligence>('/api/bi/market-intelligence', { signal }), retry });

export const dashboardsQueryOptions = (category: DashboardCategory | 'all') =>
  queryOptions({
    queryKey: biKeys.dashboards(category),
    queryFn: ({ signal }) => apiFetch<DashboardList>(`/api/bi/dashboards?category=${category}`, { signal }),
    retry,
  });

/** The view each open dashboard counted: its reloads name it, so that an opening counts once. */
const openViews = new Map<string, string>();
/** The dashboard was closed: its next opening is a new view. */
export const forgetDashboardView = (id: string) => openViews.delete(id);

export const dashboardDataQueryOptions = (id: string, refreshMinutes: number) =>
  queryOptions({
    queryKey: biKeys.dashboardData(id),
    queryFn: async ({ signal }) => {
      const viewId = openViews.get(id);
      const data = await apiFetch<DashboardData>(`/api/bi/dashboards/${encodeURIComponent(id)}/data${viewId ? `?viewId=${viewId}` : ''}`, { signal });
      if (data.viewId) openViews.set(id, data.viewId);
      return data;
    },
    retry,
    refetchInterval: refreshMinutes * 60_000,
  });

export const reportsQueryOptions = () =>
  queryOptions({ queryKey: biKeys.reports, queryFn: ({ signal }) => apiFetch<ReportList>('/api/bi/reports', { signal }), retry });

export const insightsQueryOptions = () =>
  queryOptions({ queryKey: biKeys.insights, queryFn: ({ signal }) => apiFetch<InsightList>('/api/bi/insights', { signal }), retry });

export const importCsv = (body: { filename: string; content: string }) => apiFetch<ImportResult>('/api/bi/series/import', { method: 'POST', json: body });
export const updateMetric = (id: string, body: UpdateMetric) =>
  apiFetch<MetricView>(`/api/bi/metrics/${encodeURIComponent(id)}`, { method: 'PUT', json: body });
export const createDashboard = (body: CreateDashboard) => apiFetch<DashboardView>('/api/bi/dashboards', { method: 'POST', json: body });
export const updateDashboard = (id: string, body: UpdateDashboard) =>
  apiFetch<DashboardView>(`/api/bi/dashboards/${encodeURIComponent(id)}`, { method: 'PUT', json: body });
export const deleteDashboard = (id: string) => apiFetch<{ success: true }>(`/api/bi/dashboards/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const recordInteraction = (id: string, viewId: string) =>
  apiFetch<{ interactions: number }>(`/api/bi/dashboards/${encodeURIComponent(id)}/interactions`, { method: 'POST', json: { viewId } });
export const predict = (id: string, body: PredictInput = {}) =>
  apiFetch<PredictionResult>(`/api/bi/models/${encodeURIComponent(id)}/predict`, { method: 'POST', json: body });
export const exportReport = (body: ExportRequest) => apiFetch<ExportResult>('/api/bi/export', { method: 'POST', json: body });
export const scheduleReport = (id: string, body: ReportScheduleInput) =>
  apiFetch<ReportView>(`/api/bi/reports/${encodeURIComponent(id)}/schedule`, { method: 'PUT', json: body });
export const deleteReport = (id: string) => apiFetch<{ success: true }>(`/api/bi/reports/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const uploadMarketDataset = (body: MarketDatasetInput) =>
  apiFetch<MarketIntelligence>('/api/bi/market-intelligence/dataset', { method: 'PUT', json: body });
export const removeMarketDataset = () => apiFetch<{ success: true }>('/api/bi/market-intelligence/dataset', { method: 'DELETE' });
