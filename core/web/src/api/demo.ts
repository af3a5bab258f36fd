import type { ApiUser, DemoPreparationView } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

/**
 * `POST /api/demo/start` as a query keyed by the token (or 'new'), so that a page mounted twice
 * starts one demo session only.
 */
export const startDemoQueryOptions = (token: string | undefined) =>
  queryOptions({
    queryKey: ['demo', 'start', token ?? 'new'],
    queryFn: () => apiFetch<{ user: ApiUser; preparation: DemoPreparationView }>('/api/demo/start', { method: 'POST', json: token ? { token } : {} }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export const exitDemo = () => apiFetch<{ success: boolean }>('/api/demo/exit', { method: 'POST' });
