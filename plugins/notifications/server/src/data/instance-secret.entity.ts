import { defineInstanceSecretEntity } from '@otimiza/sdk/server';

/**
 * The instance's secret for signing tracking links and encrypting the generated VAPID key, when
 * NOTIFICATIONS_SIGNING_SECRET is not set (one row). Not workspace-owned.
 */
export const InstanceSecretSchema = defineInstanceSecretEntity('NotificationsInstanceSecret', 'notifications_instance_secret');
