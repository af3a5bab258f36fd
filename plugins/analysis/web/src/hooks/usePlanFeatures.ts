import type { AccessMode, FeatureKey, PlanId } from '@otimiza/sdk/shared';
import { useQuery } from '@tanstack/react-query';
import { entitlementsQueryOptions } from '@otimiza/sdk/web';

/**
 * The features of the plan in force, as `GET /api/me/entitlements` says. The server enforces them;
 * the web only mirrors them to show the right card. While loading, `has` answers null.
 */
export function usePlanFeatures(): {
  plan: PlanId | null;
  /** The access mode; 'demo' is the read-only investor demo. */
  mode: AccessMode | null;
  has: (feature: FeatureKey) => boolean | null;
  isPending: boolean;
  error: Error | null;
} {
  const entitlements = useQuery(entitlementsQueryOptions());
  const features = entitlements.data ? new Set(entitlements.data.features) : null;
  return {
    plan: entitlements.data?.plan ?? null,
    mode: entitlements.data?.mode ?? null,
    has: (feature) => (features ? features.has(feature) : null),
    isPending: entitlements.isPending,
    error: entitlements.error,
  };
}
