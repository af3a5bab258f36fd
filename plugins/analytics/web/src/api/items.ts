import type { CreateAnalyticsItem, AnalyticsItemList, AnalyticsItemView } from '@otimiza/plugin-analytics-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const analyticsItemsQueryKey = ['analytics', 'items'] as const;

/** `GET /api/analytics/items`: the workspace's items, newest first. */
export const analyticsItemsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsItemsQueryKey,
    queryFn: ({ signal }) => apiFetch<AnalyticsItemList>('/api/analytics/items', { signal }),
    retry: false,
  });

/** `POST /api/analytics/items`. */
export function createAnalyticsItem(item: CreateAnalyticsItem): Promise<AnalyticsItemView> {
  return apiFetch('/api/analytics/items', { method: 'POST', json: item });
}

/** `DELETE /api/analytics/items/:id`. */
export function deleteAnalyticsItem(id: string): Promise<{ success: true }> {
  return apiFetch(`/api/analytics/items/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
