import { z } from 'zod';
import { deliveryChannels, notificationTypes, type DeliveryChannel, type NotificationType } from './notifications.js';

export const notificationFrequencies = ['immediate', 'hourly', 'daily', 'weekly'] as const;
export type NotificationFrequency = (typeof notificationFrequencies)[number];

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'notifications.clockInvalid' });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `PUT /api/notifications/push-config`: the whole configuration (the page sends it with the one changed part). */
export const pushConfigSchema = z.strictObject({
  preferences: z.strictObject(Object.fromEntries(notificationTypes.map((type) => [type, z.boolean()])) as Record<NotificationType, z.ZodBoolean>),
  channels: z.strictObject(Object.fromEntries(deliveryChannels.map((channel) => [channel, z.boolean()])) as Record<DeliveryChannel, z.ZodBoolean>),
  quietHours: z.strictObject({ enabled: z.boolean(), start: clock, end: clock }),
  frequency: z.enum(notificationFrequencies),
  timeZone: z.string().max(64).refine(isTimeZone, { error: 'notifications.timeZoneInvalid' }).default(DEFAULT_TIME_ZONE),
});
export type PushConfig = z.output<typeof pushConfigSchema>;

/** A member's configuration before they change it: every type and in-app/e-mail on, at once, no quiet hours. */
export const defaultPushConfig: PushConfig = {
  preferences: Object.fromEntries(notificationTypes.map((type) => [type, true])) as Record<NotificationType, boolean>,
  channels: { in_app: true, email: true, push: false, sms: false },
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
  frequency: 'immediate',
  timeZone: DEFAULT_TIME_ZONE,
};

/** Why a channel cannot deliver on this instance (SMS has no provider), by channel; absent = available. */
export type ChannelAvailability = Partial<Record<DeliveryChannel, { available: false; reason: 'no-provider' | 'no-subscription' }>>;

/** `GET /api/notifications/push-config`: a list whose first item is the member's configuration. */
export type PushConfigAnswer = [PushConfig & { unavailableChannels: ChannelAvailability }];

/** `POST /api/notifications/push-subscriptions`: a browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: z.string().min(80).max(200), auth: z.string().min(16).max(64) }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** `GET /api/notifications/push-key`: the VAPID public key the browser subscribes with. */
export interface PushKeyAnswer {
  publicKey: string;
}
