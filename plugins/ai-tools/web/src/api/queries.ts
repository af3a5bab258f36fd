import type { ToolRunView, ToolUsageResponse } from '@otimiza/plugin-ai-tools-shared';
import type { SystemStatusResponse } from '@otimiza/sdk/shared';
import { ApiRequestError, apiFetch } from '@otimiza/sdk/web';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RecentAnalysis } from '../lib/toolTarget';

export const aiToolsQueryKeys = {
  all: ['ai-tools'] as const,
  usage: ['ai-tools', 'usage'] as const,
  run: (id: string) => ['ai-tools', 'runs', id] as const,
  /** Under the `['analyses']` root, so that a finished or deleted analysis refreshes it too. */
  recentAnalyses: ['analyses', 'ai-tools', 'recent'] as const,
  systemStatus: ['system-status'] as const,
};

/** `GET /api/ai-tools/usage`: the workspace's real use of each tool this month and in all. */
export const toolUsageQueryOptions = () =>
  queryOptions({
    queryKey: aiToolsQueryKeys.usage,
    queryFn: ({ signal }) => apiFetch<ToolUsageResponse>('/api/ai-tools/usage', { signal }),
    retry: false,
  });

/** `GET /api/system-status`: read every 60 s, stale after 50 s. */
export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: aiToolsQueryKeys.systemStatus,
    queryFn: ({ signal }) => apiFetch<SystemStatusResponse>('/api/system-status', { signal }),
    refetchInterval: 60_000,
    staleTime: 50_000,
    retry: false,
  });

/** `GET /api/analyses?page=1&limit=5`: the workspace's latest analyses (the analysis plugin's list). */
export const recentAnalysesQueryOptions = () =>
  queryOptions({
    queryKey: aiToolsQueryKeys.recentAnalyses,
    queryFn: ({ signal }) => apiFetch<{ analyses: RecentAnalysis[] }>('/api/analyses?page=1&limit=5', { signal }),
    retry: false,
  });

/**
 * `GET /api/ai-tools/runs/:id` every second while the competitor analysis runs. The run is
 * stored once the server has checked the request, so a first 404 means "not started yet" (null).
 */
export const toolRunQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: aiToolsQueryKeys.run(id ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<ToolRunView>(`/api/ai-tools/runs/${encodeURIComponent(id ?? '')}`, { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: id !== null,
    refetchInterval: 1000,
    retry: false,
    gcTime: 0,
  });

/** After a run: the usage block counts it. */
export function invalidateToolUsage(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: aiToolsQueryKeys.usage });
}
