import { aiToolFeatures, type AiToolId } from '@otimiza/plugin-ai-tools-shared';
import type { FeatureKey, PlanId } from '@otimiza/sdk/shared';
import { entitlementsQueryOptions, useFirstPlanName } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';

export type ToolAccess = 'pending' | 'allowed' | 'locked';

/**
 * Whether the plan in force includes each tool's feature, as `GET /api/me/entitlements` says.
 * The server enforces it (402); the page only mirrors it to show the right card.
 */
export function useToolAccess(): {
  plan: PlanId | null;
  error: Error | null;
  access: (tool: AiToolId) => ToolAccess;
  /** The name of the first plan with the tool ('Pro', 'Enterprise'). */
  requiredPlan: (tool: AiToolId) => string;
  /** Whether the plan has a feature; null while loading. */
  has: (feature: FeatureKey) => boolean | null;
  /** The name of the first plan with a feature. */
  planWith: (feature: FeatureKey) => string;
} {
  const entitlements = useQuery(entitlementsQueryOptions());
  const features = entitlements.data ? new Set(entitlements.data.features) : null;
  const planName = useFirstPlanName();
  return {
    plan: entitlements.data?.plan ?? null,
    error: entitlements.error,
    access: (tool) => (features === null ? 'pending' : features.has(aiToolFeatures[tool]) ? 'allowed' : 'locked'),
    requiredPlan: (tool) => planName(aiToolFeatures[tool]),
    has: (feature) => (features === null ? null : features.has(feature)),
    planWith: planName,
  };
}
