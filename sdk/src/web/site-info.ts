import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostBrand, SiteInfoResponse } from '../shared/index.js';
import { apiFetch } from './api-fetch.js';
import { useShownPageBrand } from './page-brand.js';

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
 * The brand in force on this page (white-label): the one the page shown put in force
 * (usePageBrand), else the brand of the host this page is served under; null for the product's
 * own, or while it loads, or when it cannot be read.
 */
export function useHostBrand(): HostBrand | null {
  const info = useQuery(siteInfoQueryOptions());
  const pageBrand = useShownPageBrand();
  return pageBrand ?? info.data?.brand ?? null;
}

/** The product's own name, shown wherever no brand replaces it. */
export const productName = 'Otimiza';

/** The name the pages give the product: the brand in force (white-label, see useHostBrand), else Otimiza. */
export function useProductName(): string {
  return useHostBrand()?.name ?? productName;
}
