import type { FeatureKey } from '@otimiza/sdk/shared';
import { entitlementsQueryOptions } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';

/**
 * The features of the plan in force, as `GET /api/me/entitlements` says (the hook the analysis and
 * reports pages use). The server enforces them; the web only mirrors them to show the right
 * buttons. While loading, `has` answers null.
 */
export function usePlanFeatures(): { has: (feature: FeatureKey) => boolean | null } {
  const entitlements = useQuery(entitlementsQueryOptions());
  const features = entitlements.data ? new Set(entitlements.data.features) : null;
  return { has: (feature) => (features ? features.has(feature) : null) };
}
