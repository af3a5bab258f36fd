import type { PushConfig, PushConfigAnswer, PushKeyAnswer, PushSubscriptionInput } from '@otimiza/plugin-notifications-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { notificationQueryKeys } from './queryKeys';

/** `GET /api/notifications/push-config`: a one-item list, the member's configuration and the channels this instance cannot use. */
export const pushConfigQueryOptions = () =>
  queryOptions({
    queryKey: notificationQueryKeys.pushConfig,
    queryFn: ({ signal }) => apiFetch<PushConfigAnswer>('/api/notifications/push-config', { signal }),
    retry: false,
  });

/** `PUT /api/notifications/push-config`: the whole configuration, with the one changed part; answers as the GET does. */
export function savePushConfig(config: PushConfig): Promise<PushConfigAnswer> {
  return apiFetch('/api/notifications/push-config', { method: 'PUT', json: config });
}

/** `GET /api/notifications/push-key`: the VAPID public key to subscribe with. */
export function fetchPushKey(): Promise<PushKeyAnswer> {
  return apiFetch('/api/notifications/push-key');
}

/** `POST /api/notifications/push-subscriptions`: this browser's subscription (`PushSubscription.toJSON()`). */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<unknown> {
  return apiFetch('/api/notifications/push-subscriptions', { method: 'POST', json: subscription });
}

/** `DELETE /api/notifications/push-subscriptions`: forgets this browser's subscription. */
export function removePushSubscription(endpoint: string): Promise<unknown> {
  return apiFetch('/api/notifications/push-subscriptions', { method: 'DELETE', json: { endpoint } });
}

/** The service worker that shows the pushed notifications; the server allows it the whole origin (`Service-Worker-Allowed: /`). */
export const pushServiceWorkerUrl = '/api/public/notifications/sw.js';
