import type { EntitlementsResponse } from '@otimiza/sdk/shared';
import { apiFetch } from './api-fetch.js';
import { queryOptions } from '@tanstack/react-query';

/**
 * `GET /api/me/entitlements`: the plan in force, its features and the analyses used. The key is
 * a prefix of the host's, so invalidating `['me', 'entitlements']` refreshes both.
 */
export const entitlementsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'entitlements'] as const,
    queryFn: ({ signal }) => apiFetch<EntitlementsResponse>('/api/me/entitlements', { signal }),
    retry: false,
    staleTime: 30_000,
  });
