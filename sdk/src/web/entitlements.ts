import type { AccessMode, EntitlementsResponse, FeatureKey, PlanId } from '@otimiza/sdk/shared';
import { apiFetch } from './api-fetch.js';
import { queryOptions, useQuery } from '@tanstack/react-query';

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

/**
 * The plan in force, its features and the access mode ('demo' is the read-only investor demo), as
 * `GET /api/me/entitlements` says. The server enforces them; the web only mirrors them to show the
 * right card or button. While loading, `has` answers null.
 */
export function usePlan(): {
  plan: PlanId | null;
  mode: AccessMode | null;
  has: (feature: FeatureKey) => boolean | null;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
  isFetching: boolean;
} {
  const entitlements = useQuery(entitlementsQueryOptions());
  const features = entitlements.data ? new Set(entitlements.data.features) : null;
  return {
    plan: entitlements.data?.plan ?? null,
    mode: entitlements.data?.mode ?? null,
    has: (feature) => (features ? features.has(feature) : null),
    isPending: entitlements.isPending,
    error: entitlements.error,
    refetch: entitlements.refetch,
    isFetching: entitlements.isFetching,
  };
}
