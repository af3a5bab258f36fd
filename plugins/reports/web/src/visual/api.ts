import type {
  HeatmapType,
  InteractiveReportList,
  InteractiveReportType,
  VisualChartList,
  VisualDashboardCategory,
  VisualDashboardList,
  VisualHeatmapList,
  VisualMetricCategory,
  VisualMetricList,
  VisualOverview,
  VisualPeriod,
  VisualStrategy,
  VisualTrend,
} from '@otimiza/plugin-reports-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** While auto-refresh is on, the data is read again every 30 s. */
export const autoRefreshMs = 30_000;

export const visualQueryKeys = { all: ['visual-reports'] as const };

interface Refresh {
  /** Read again every 30 s (auto-refresh on). */
  auto: boolean;
}

/** `params`: an undefined value is left out of the query (the server's default applies). */
function visualQuery<T>(path: string, params: Record<string, string | undefined>, refresh: Refresh) {
  const given = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const search = new URLSearchParams(given).toString();
  return queryOptions({
    queryKey: [...visualQueryKeys.all, path, params] as const,
    queryFn: ({ signal }) => apiFetch<T>(`/api/visual/${path}?${search}`, { signal }),
    retry: false,
    placeholderData: keepPreviousData,
    refetchInterval: refresh.auto ? autoRefreshMs : false,
  });
}

export const visualOverviewQueryOptions = (period: VisualPeriod, refresh: Refresh) => visualQuery<VisualOverview>('overview', { period }, refresh);

export const visualMetricsQueryOptions = (
  filters: { period: VisualPeriod; category: VisualMetricCategory | 'all'; trend: VisualTrend | 'all'; strategy: VisualStrategy | undefined },
  refresh: Refresh,
) => visualQuery<VisualMetricList>('metrics', filters, refresh);

export const visualChartsQueryOptions = (period: VisualPeriod, refresh: Refresh) => visualQuery<VisualChartList>('charts', { period }, refresh);

export const visualDashboardsQueryOptions = (
  filters: { period: VisualPeriod; category: VisualDashboardCategory | 'all'; strategy: VisualStrategy | undefined },
  refresh: Refresh,
) => visualQuery<VisualDashboardList>('dashboards', filters, refresh);

export const visualReportsQueryOptions = (type: InteractiveReportType | 'all', refresh: Refresh) =>
  visualQuery<InteractiveReportList>('reports', { type }, refresh);

export const visualHeatmapsQueryOptions = (filters: { period: VisualPeriod; type: HeatmapType | 'all' }, refresh: Refresh) =>
  visualQuery<VisualHeatmapList>('heatmaps', filters, refresh);
