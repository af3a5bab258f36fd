import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { notificationQueryKeys } from './queryKeys';

/** The live stream of the member's unread count (SSE: an `UnreadCountMessage` on connect and after each change). */
export const notificationStreamUrl = '/api/notifications/stream';

/**
 * `GET /api/notifications/unread-count`: the member's unread notifications. The bell reads it
 * while its live stream is down; the stream writes its figures into the same query.
 */
export const unreadCountQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: notificationQueryKeys.unreadCount,
    queryFn: ({ signal }) => apiFetch<{ unread: number }>('/api/notifications/unread-count', { signal }),
    retry: false,
    // The bell and the summary card read it at once; changes come by the stream or an invalidation.
    staleTime: 10_000,
    refetchInterval,
  });
