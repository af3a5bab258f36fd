import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfoResponse } from '../shared/index.js';
import { apiFetch } from './api-fetch.js';

/** `GET /api/site-info` (public): the support e-mail and chat address; settings change only at a restart. */
export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site-info'] as const,
    queryFn: ({ signal }) => apiFetch<SiteInfoResponse>('/api/site-info', { signal }),
    staleTime: 10 * 60_000,
    retry: 1,
  });

/**
 * How users reach support on this instance: each of `email` and `url` is null when it is not
 * configured, or while it loads, or when it cannot be read — then nothing is shown for it.
 */
export function useSupportContact(): SiteInfoResponse['support'] {
  const info = useQuery(siteInfoQueryOptions());
  return info.data?.support ?? { email: null, url: null };
}
