import type { NotificationList, NotificationListQuery } from '@otimiza/plugin-notifications-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { notificationQueryKeys } from './queryKeys';

function listSearch(query: NotificationListQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `GET /api/notifications`: the member's notifications, newest first, filtered and paged. */
export const notificationListQueryOptions = (query: NotificationListQuery) =>
  queryOptions({
    queryKey: notificationQueryKeys.list(query),
    queryFn: ({ signal }) => apiFetch<NotificationList>(`/api/notifications${listSearch(query)}`, { signal }),
    retry: false,
    placeholderData: keepPreviousData,
  });

/** `POST /api/notifications/:id/read` (no body). */
export function markNotificationRead(id: string): Promise<unknown> {
  return apiFetch(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

/** `POST /api/notifications/read-all`. */
export function markAllNotificationsRead(): Promise<unknown> {
  return apiFetch('/api/notifications/read-all', { method: 'POST' });
}
