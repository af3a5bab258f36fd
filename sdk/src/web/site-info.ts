import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostBrand, SiteInfoResponse } from '../shared/index.js';
import { apiFetch } from './api-fetch.js';

/** `GET /api/site-info` (public): the support e-mail and chat address, and the brand of this host; read once per page load. */
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

/**
 * The brand of the host this page is served under (white-label), or null: the product's own
 * host, or while it loads, or when it cannot be read.
 */
export function useHostBrand(): HostBrand | null {
  const info = useQuery(siteInfoQueryOptions());
  return info.data?.brand ?? null;
}
