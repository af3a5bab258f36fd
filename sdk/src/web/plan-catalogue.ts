import { firstPlanWith, plans, type FeatureKey, type PlanCatalogue } from '../shared/index.js';
import { apiFetch } from './api-fetch.js';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * `GET /api/plans` (public): the plans with prices and limits, and the features this instance's
 * core and installed plugins give them, with their labels in both languages.
 */
export const planCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'] as const,
    queryFn: ({ signal }) => apiFetch<PlanCatalogue>('/api/plans', { signal }),
    staleTime: 10 * 60_000,
    retry: 1,
  });

/**
 * The name of the cheapest plan that includes a feature, in this instance's catalogue: '' while
 * the catalogue loads, or for a feature no installed plugin provides.
 */
export function useFirstPlanName(): (feature: FeatureKey) => string {
  const catalogue = useQuery(planCatalogueQueryOptions()).data;
  return (feature) => {
    const plan = catalogue ? firstPlanWith(catalogue, feature) : null;
    return plan ? plans[plan].name : '';
  };
}
