import type { EntitlementsResponse } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

/**
 * `GET /api/me/entitlements`: the plan in force, its features and the access mode. The key is the
 * host's, so invalidating `['me', 'entitlements']` refreshes every copy.
 */
export const entitlementsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'entitlements'] as const,
    queryFn: ({ signal }) => apiFetch<EntitlementsResponse>('/api/me/entitlements', { signal }),
    retry: false,
    staleTime: 30_000,
  });
