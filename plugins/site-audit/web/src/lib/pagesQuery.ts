import type { SiteAuditCategory, SitePagesQuery, SitePageStatus } from '@otimiza/plugin-site-audit-shared';

/** The filters of the pages table, as the user set them. */
export interface PageFilters {
  status?: SitePageStatus;
  group?: string;
  /** Pages where this audit fails. */
  audit?: string;
  /** "Nota até": pages whose score in `scoreCategory` is at most this. */
  maxScore?: number;
  scoreCategory: SiteAuditCategory;
}

export const noPageFilters: PageFilters = { scoreCategory: 'performance' };

/** The filters and order of the table as the API's query (`maxScore` goes with its category; the category alone filters nothing). */
export function pagesQuery(filters: PageFilters, order: Pick<SitePagesQuery, 'page' | 'limit' | 'sort' | 'order'>): SitePagesQuery {
  return {
    ...order,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.group !== undefined ? { group: filters.group } : {}),
    ...(filters.audit ? { audit: filters.audit } : {}),
    ...(filters.maxScore !== undefined ? { maxScore: filters.maxScore, category: filters.scoreCategory } : {}),
  };
}

/** The query string of `GET /runs/:id/pages`, with the parameters in a fixed order and nothing unset. */
export function pagesSearchParams(query: SitePagesQuery): string {
  const params = new URLSearchParams();
  const keys = ['page', 'limit', 'sort', 'order', 'status', 'group', 'audit', 'maxScore', 'category'] as const;
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}
