import type { CreateBiItem, BiItemList, BiItemView } from '@otimiza/plugin-bi-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const biItemsQueryKey = ['bi', 'items'] as const;

/** `GET /api/bi/items`: the workspace's items, newest first. */
export const biItemsQueryOptions = () =>
  queryOptions({
    queryKey: biItemsQueryKey,
    queryFn: ({ signal }) => apiFetch<BiItemList>('/api/bi/items', { signal }),
    retry: false,
  });

/** `POST /api/bi/items`. */
export function createBiItem(item: CreateBiItem): Promise<BiItemView> {
  return apiFetch('/api/bi/items', { method: 'POST', json: item });
}

/** `DELETE /api/bi/items/:id`. */
export function deleteBiItem(id: string): Promise<{ success: true }> {
  return apiFetch(`/api/bi/items/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
