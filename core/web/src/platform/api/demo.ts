import type { ApiUser, DemoPreparationView } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

/**
 * `POST /api/demo/start` as a query keyed by the token (or 'new') and the investor's name, so that a
 * page mounted twice starts one demo session only. `enabled: false` while a signed-in user has not
 * yet agreed to leave their session for the demo's.
 */
export const startDemoQueryOptions = (token: string | undefined, investorName: string | null = null, enabled = true) =>
  queryOptions({
    queryKey: ['demo', 'start', token ?? 'new', investorName ?? ''],
    queryFn: () =>
      apiFetch<{ user: ApiUser; preparation: DemoPreparationView }>('/api/demo/start', {
        method: 'POST',
        json: { ...(token ? { token } : {}), ...(investorName ? { investorName } : {}) },
      }),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export const exitDemo = () => apiFetch<{ success: boolean }>('/api/demo/exit', { method: 'POST' });
