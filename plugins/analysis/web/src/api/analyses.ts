import type { AnalysesListResponse, AnalysisProgressEvent, AnalysisView, DashboardStats, Strategy } from '@otimiza/plugin-analysis-shared';
import type { Language } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';

/** Query keys of the plugin; `analysisQueryKeys.all` covers every list and detail. */
export const analysisQueryKeys = {
  all: ['analyses'] as const,
  list: (params: AnalysesListParams) => ['analyses', 'list', params] as const,
  detail: (id: string) => ['analyses', 'detail', id] as const,
  stats: ['dashboard', 'stats'] as const,
};

export interface AnalysesListParams {
  page: number;
  limit: number;
  search?: string;
}

const isRunning = (analysis: Pick<AnalysisView, 'status'>) => analysis.status === 'queued' || analysis.status === 'running';

/** The fixed page is still being audited again ("verified improvement"). */
export const isVerifying = (analysis: AnalysisView) =>
  analysis.status === 'completed' && (analysis.verification?.status === 'pending' || analysis.verification?.status === 'running');

/** `GET /api/analyses`: newest first; refreshed every few seconds while one of them still runs. */
export const analysesListQueryOptions = (params: AnalysesListParams) =>
  queryOptions({
    queryKey: analysisQueryKeys.list(params),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
      if (params.search) query.set('search', params.search);
      return apiFetch<AnalysesListResponse>(`/api/analyses?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval: (query) => (query.state.data?.analyses.some(isRunning) ? 3000 : false),
  });

/**
 * A progress event of the analysis the form follows, written into every cached list that shows it:
 * the form and the recent analyses show one percentage at the same moment (never going back).
 */
export function shareProgress(queryClient: QueryClient, event: AnalysisProgressEvent): void {
  queryClient.setQueriesData<AnalysesListResponse>({ queryKey: ['analyses', 'list'] }, (data) =>
    data && data.analyses.some((analysis) => analysis.id === event.id && event.percent >= analysis.progress.percent)
      ? {
          ...data,
          analyses: data.analyses.map((analysis) =>
            analysis.id === event.id ? { ...analysis, status: event.status, progress: { percent: event.percent, step: event.step } } : analysis,
          ),
        }
      : data,
  );
}

/**
 * `GET /api/analyses/:id`: one analysis with its scores, fixes, context and PageSpeed results;
 * read again every 3 s while it runs and while its fixed page is being verified.
 */
export const analysisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: analysisQueryKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<AnalysisView>(`/api/analyses/${encodeURIComponent(id)}`, { signal }),
    retry: false,
    refetchInterval: (query) => (query.state.data && (isRunning(query.state.data) || isVerifying(query.state.data)) ? 3000 : false),
  });

/** `GET /api/dashboard/stats`: figures computed by the server from the stored analyses. */
export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: analysisQueryKeys.stats,
    queryFn: ({ signal }) => apiFetch<DashboardStats>('/api/dashboard/stats', { signal }),
    retry: false,
  });

/** `POST /api/analyze` with `Prefer: respond-async`: 202 `{ id, status }` at once; progress follows by SSE. */
export function startAnalysis(input: { url: string; strategy: Strategy }): Promise<{ id: string; status: AnalysisView['status'] }> {
  return apiFetch('/api/analyze', { method: 'POST', json: input, headers: { Prefer: 'respond-async' } });
}

/** `DELETE /api/analyses/:id`. */
export function deleteAnalysis(id: string): Promise<{ success: true }> {
  return apiFetch(`/api/analyses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The server-sent progress of one analysis; failures in `language` (an EventSource cannot set Accept-Language). */
export function analysisEventsUrl(id: string, language: Language): string {
  return `/api/analyses/${encodeURIComponent(id)}/events?language=${language}`;
}

/** After an analysis ends or is deleted: the lists, the stats and the plan usage are read again. */
export function invalidateAnalysisData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: analysisQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: analysisQueryKeys.stats }),
    queryClient.invalidateQueries({ queryKey: ['me', 'entitlements'] }),
  ]).then(() => undefined);
}

/**
 * The completed analyses of one URL, oldest first, for its score trend: the list searched by the
 * URL (a substring match on the server), kept to that exact address, the newest 100.
 */
export const urlHistoryQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['analyses', 'url-history', url] as const,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: '1', limit: '100', search: url.slice(0, 200) });
      const list = await apiFetch<AnalysesListResponse>(`/api/analyses?${query.toString()}`, { signal });
      return list.analyses.filter((analysis) => analysis.url === url && analysis.status === 'completed' && analysis.scores).reverse();
    },
    retry: false,
  });
