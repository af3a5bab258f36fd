import type { PlanDefinition } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

/** `GET /api/plans` (public): the plan catalogue with prices and limits. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => apiFetch<{ plans: PlanDefinition[] }>('/api/plans', { signal }),
    select: (data) => data.plans,
    staleTime: 10 * 60_000,
    retry: 1,
  });
