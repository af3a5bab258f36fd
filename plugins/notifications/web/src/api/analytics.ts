import type { NotificationAnalytics } from '@otimiza/plugin-notifications-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { notificationQueryKeys } from './queryKeys';

/** `GET /api/notifications/analytics`: every figure counted from the workspace's deliveries. */
export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: notificationQueryKeys.analytics,
    queryFn: ({ signal }) => apiFetch<NotificationAnalytics>('/api/notifications/analytics', { signal }),
    retry: false,
  });
