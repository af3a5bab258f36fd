import type {
  AnalyticsSummary,
  ChartList,
  CustomReportResult,
  DashboardQuery,
  InsightList,
  KpiId,
  KpiList,
  RealtimeView,
  SegmentList,
  SiteAuditList,
  Strategy,
} from '@otimiza/plugin-analytics-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

/** Every query of the dashboard starts with this key: the refresh button invalidates them all. */
export const dashboardQueryKey = ['analytics', 'dashboard'] as const;
/** Analytics every 30 s, realtime every 5 s, while auto-refresh is on. */
export const ANALYTICS_REFRESH_MS = 30_000;
export const REALTIME_REFRESH_MS = 5_000;

/** `&strategy=` only when the user chose one: without it the server reads the workspace's latest analysis's, and says which. */
const strategyParam = (strategy: Strategy | undefined) => (strategy ? `strategy=${strategy}` : '');
const search = (query: DashboardQuery) => [`period=${query.period}`, `category=${query.category}`, strategyParam(query.strategy)].filter(Boolean).join('&');
const interval = (autoRefresh: boolean, ms: number) => (autoRefresh ? ms : false);

export const summaryQueryOptions = (query: DashboardQuery, autoRefresh: boolean) =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'analytics', query],
    queryFn: ({ signal }) => apiFetch<AnalyticsSummary>(`/api/dashboard/analytics?${search(query)}`, { signal }),
    refetchInterval: interval(autoRefresh, ANALYTICS_REFRESH_MS),
    retry: false,
  });

export const kpisQueryOptions = (query: DashboardQuery, autoRefresh: boolean) =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'kpis', query],
    queryFn: ({ signal }) => apiFetch<KpiList>(`/api/dashboard/kpis?${search(query)}`, { signal }),
    refetchInterval: interval(autoRefresh, ANALYTICS_REFRESH_MS),
    retry: false,
  });

export const chartsQueryOptions = (query: DashboardQuery, autoRefresh: boolean) =>
  queryOptions({
    // A per-page chart draws a line per strategy: the strategy filter is not part of its read.
    queryKey: [...dashboardQueryKey, 'charts', query.period, query.category],
    queryFn: ({ signal }) => apiFetch<ChartList>(`/api/dashboard/charts?period=${query.period}&category=${query.category}`, { signal }),
    refetchInterval: interval(autoRefresh, ANALYTICS_REFRESH_MS),
    retry: false,
  });

export const realtimeQueryOptions = (autoRefresh: boolean) =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'realtime'],
    queryFn: ({ signal }) => apiFetch<RealtimeView>('/api/dashboard/realtime', { signal }),
    refetchInterval: interval(autoRefresh, REALTIME_REFRESH_MS),
    retry: false,
  });

export const segmentsQueryOptions = (strategy: Strategy | undefined, autoRefresh: boolean) =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'segments', strategy ?? null],
    queryFn: ({ signal }) => apiFetch<SegmentList>(`/api/dashboard/segments?${strategyParam(strategy)}`, { signal }),
    refetchInterval: interval(autoRefresh, ANALYTICS_REFRESH_MS),
    retry: false,
  });

export const siteAuditsQueryOptions = (autoRefresh: boolean) =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'site-audits'],
    queryFn: ({ signal }) => apiFetch<SiteAuditList>('/api/dashboard/site-audits', { signal }),
    refetchInterval: interval(autoRefresh, ANALYTICS_REFRESH_MS),
    retry: false,
  });

export const insightsQueryOptions = (query: DashboardQuery, autoRefresh: boolean) =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'insights', query.period, query.strategy ?? null],
    queryFn: ({ signal }) =>
      apiFetch<InsightList>(`/api/dashboard/insights?${[`period=${query.period}`, strategyParam(query.strategy)].filter(Boolean).join('&')}`, { signal }),
    refetchInterval: interval(autoRefresh, ANALYTICS_REFRESH_MS),
    retry: false,
  });

export function refreshDashboard(): Promise<{ refreshed: string[]; computedAt: string }> {
  return apiFetch('/api/dashboard/refresh', { method: 'POST' });
}

export function setKpiTarget(id: KpiId, target: number | null): Promise<KpiList> {
  return apiFetch(`/api/dashboard/kpis/${id}/target`, { method: 'PUT', json: { target } });
}

export function createCustomReport(period: DashboardQuery['period'], strategy: DashboardQuery['strategy']): Promise<CustomReportResult> {
  const query = [`period=${period}`, strategyParam(strategy)].filter(Boolean).join('&');
  return apiFetch(`/api/dashboard/custom-report?${query}`, { method: 'POST', json: { format: 'pdf' } });
}

export const customReportUrl = (filename: string) => `/api/dashboard/custom-report/${encodeURIComponent(filename)}`;
