import { defineJob } from '@otimiza/sdk/server';
import type { DeliveryChannel } from '@otimiza/plugin-notifications-shared';

/** Sends one queued e-mail or push delivery; the job id names the delivery, so it is queued once. */
export const deliverJob = defineJob<{ workspaceId: string; deliveryId: string }, void>('notifications.deliver');

/** Sends one member's digest on a channel: one message for every delivery held for it. */
export const digestJob = defineJob<{ workspaceId: string; userId: string; channel: Extract<DeliveryChannel, 'email' | 'push'>; deliveryIds: string[] }, void>(
  'notifications.digest',
);

export const DELIVERY_ATTEMPTS = 5;
export const DELIVERY_BACKOFF_MS = 10_000;
