import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The instance's secret for signing tracking links and encrypting the generated VAPID key, when
 * NOTIFICATIONS_SIGNING_SECRET is not set: 32 random bytes made once at first use (one row; the
 * first replica's insert wins). Not workspace-owned.
 */
export const InstanceSecretSchema = defineEntity({
  name: 'NotificationsInstanceSecret',
  tableName: 'notifications_instance_secret',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    /** base64url of the 32 bytes. */
    secret: p.text(),
    createdAt: p
      .datetime()
      .fieldName('created_at')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type InstanceSecretRow = InferEntity<typeof InstanceSecretSchema>;
