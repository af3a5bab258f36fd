import type { PluginsResponse } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

/** `GET /api/plugins`: the plugins this visitor may use (instance ∩ workspace ∩ plan). */
export const pluginsQueryOptions = () =>
  queryOptions({
    queryKey: ['plugins'],
    queryFn: ({ signal }) => apiFetch<PluginsResponse>('/api/plugins', { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
