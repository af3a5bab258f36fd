import type { Create__PASCAL__Item, __PASCAL__ItemList, __PASCAL__ItemView } from '@otimiza/plugin-__ID__-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const __CAMEL__ItemsQueryKey = ['__ID__', 'items'] as const;

/** `GET /api/__ID__/items`: the workspace's items, newest first. */
export const __CAMEL__ItemsQueryOptions = () =>
  queryOptions({
    queryKey: __CAMEL__ItemsQueryKey,
    queryFn: ({ signal }) => apiFetch<__PASCAL__ItemList>('/api/__ID__/items', { signal }),
    retry: false,
  });

/** `POST /api/__ID__/items`. */
export function create__PASCAL__Item(item: Create__PASCAL__Item): Promise<__PASCAL__ItemView> {
  return apiFetch('/api/__ID__/items', { method: 'POST', json: item });
}

/** `DELETE /api/__ID__/items/:id`. */
export function delete__PASCAL__Item(id: string): Promise<{ success: true }> {
  return apiFetch(`/api/__ID__/items/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
