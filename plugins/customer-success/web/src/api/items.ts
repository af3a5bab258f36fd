import type { CreateCustomerSuccessItem, CustomerSuccessItemList, CustomerSuccessItemView } from '@otimiza/plugin-customer-success-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const customerSuccessItemsQueryKey = ['customer-success', 'items'] as const;

/** `GET /api/customer-success/items`: the workspace's items, newest first. */
export const customerSuccessItemsQueryOptions = () =>
  queryOptions({
    queryKey: customerSuccessItemsQueryKey,
    queryFn: ({ signal }) => apiFetch<CustomerSuccessItemList>('/api/customer-success/items', { signal }),
    retry: false,
  });

/** `POST /api/customer-success/items`. */
export function createCustomerSuccessItem(item: CreateCustomerSuccessItem): Promise<CustomerSuccessItemView> {
  return apiFetch('/api/customer-success/items', { method: 'POST', json: item });
}

/** `DELETE /api/customer-success/items/:id`. */
export function deleteCustomerSuccessItem(id: string): Promise<{ success: true }> {
  return apiFetch(`/api/customer-success/items/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
