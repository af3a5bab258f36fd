import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty } from '@otimiza/sdk/server';

/**
 * The instance's VAPID key pair when none is configured: generated once at first use. The private
 * key is stored encrypted (AES-256-GCM under a key derived from the instance's secret). Not workspace-owned.
 */
export const VapidKeySchema = defineEntity({
  name: 'NotificationsVapidKey',
  tableName: 'notifications_vapid_key',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    publicKey: p.text().fieldName('public_key'),
    privateKeyEncrypted: p.text().fieldName('private_key_encrypted'),
    createdAt: createdAtProperty(),
  },
});
export type VapidKeyRow = InferEntity<typeof VapidKeySchema>;
