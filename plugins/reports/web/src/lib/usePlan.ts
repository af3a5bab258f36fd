import type { AccessMode, FeatureKey, PlanId } from '@otimiza/sdk/shared';
import { useQuery } from '@tanstack/react-query';
import { entitlementsQueryOptions } from '@otimiza/sdk/web';

/**
 * The plan in force, its features and the access mode, as `GET /api/me/entitlements` says. The
 * server enforces them; the web only mirrors them to show the right card. While loading, `has`
 * answers null.
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
