import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, owningUserProperty } from '@otimiza/sdk/server';

/** A browser's Web Push subscription of a member (its endpoint and keys, as PushSubscription.toJSON gives them). */
export const PushSubscriptionSchema = defineEntity({
  name: 'NotificationsPushSubscription',
  tableName: 'notifications_push_subscription',
  filters: workspaceFilter,
  uniques: [{ name: 'notifications_push_subscription_endpoint_unique', properties: ['workspace', 'user', 'endpoint'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    user: owningUserProperty(),
    endpoint: p.text(),
    p256dh: p.text(),
    auth: p.text(),
    userAgent: p.text().fieldName('user_agent').nullable(),
    /** Consecutive failed sends; the subscription is dropped when the push service says it is gone (404/410). */
    failures: p.integer().default(0),
    lastSuccessAt: p.datetime().fieldName('last_success_at').nullable(),
  },
});
export type PushSubscriptionRow = InferEntity<typeof PushSubscriptionSchema>;
