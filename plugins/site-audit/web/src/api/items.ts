import type { CreateSiteAuditItem, SiteAuditItemList, SiteAuditItemView } from '@otimiza/plugin-site-audit-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const siteAuditItemsQueryKey = ['site-audit', 'items'] as const;

/** `GET /api/site-audit/items`: the workspace's items, newest first. */
export const siteAuditItemsQueryOptions = () =>
  queryOptions({
    queryKey: siteAuditItemsQueryKey,
    queryFn: ({ signal }) => apiFetch<SiteAuditItemList>('/api/site-audit/items', { signal }),
    retry: false,
  });

/** `POST /api/site-audit/items`. */
export function createSiteAuditItem(item: CreateSiteAuditItem): Promise<SiteAuditItemView> {
  return apiFetch('/api/site-audit/items', { method: 'POST', json: item });
}

/** `DELETE /api/site-audit/items/:id`. */
export function deleteSiteAuditItem(id: string): Promise<{ success: true }> {
  return apiFetch(`/api/site-audit/items/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
