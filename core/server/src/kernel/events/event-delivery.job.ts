import { defineJob } from '@otimiza/sdk/server';

/** One subscriber's delivery of one event; its id is `<eventId>.<subscriber>`, so it is queued once. */
export const eventDeliveryJob = defineJob<{ eventId: string; subscriber: string }>('core.event-delivery');

/** Tries of a delivery before it is reported failed (a subscriber's bug, or its dependency down for minutes). */
export const EVENT_DELIVERY_ATTEMPTS = 6;
export const EVENT_DELIVERY_BACKOFF_MS = 2000;
