import type { ServerPlugin } from '@otimiza/sdk/server';
import { assemblePlanCatalogue, coreFeatures, type PlanCatalogue } from '@otimiza/sdk/shared';

/** The plan catalogue of this instance (core's features and its mounted plugins'), injected by this token. */
export const PLAN_CATALOGUE = Symbol('PLAN_CATALOGUE');

/** What this instance sells: the core's features and those of the plugins it mounts, nothing else. */
export function planCatalogueOf(plugins: readonly ServerPlugin[]): PlanCatalogue {
  // The core's (support, languages) after the plugins' on each plan's card.
  return assemblePlanCatalogue([...plugins.flatMap((plugin) => plugin.manifest.features), ...coreFeatures]);
}
