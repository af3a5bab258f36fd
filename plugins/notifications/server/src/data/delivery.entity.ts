import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, owningUserProperty } from '@otimiza/sdk/server';
import type { DeliveryChannel } from '@otimiza/plugin-notifications-shared';
import { NotificationSchema } from './notification.entity.js';
import { TemplateSchema } from './template.entity.js';
import { CampaignSchema } from './campaign.entity.js';

export const deliveryStatuses = ['held', 'queued', 'sent', 'delivered', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * One message to one member on one channel: of a notification, or of a campaign. Every figure of
 * the analytics, a template's usage and a campaign's performance is counted from these rows.
 * `held` waits for the end of quiet hours or for the member's digest (`heldUntil`).
 */
export const DeliverySchema = defineEntity({
  name: 'NotificationsDelivery',
  tableName: 'notifications_delivery',
  filters: workspaceFilter,
  indexes: [
    { name: 'notifications_delivery_held_idx', properties: ['status', 'heldUntil'] },
    { name: 'notifications_delivery_campaign_idx', properties: ['campaign'] },
    { name: 'notifications_delivery_template_idx', properties: ['template'] },
  ],
  uniques: [{ name: 'notifications_delivery_once', properties: ['notification', 'channel'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    user: owningUserProperty(),
    notification: () => p.manyToOne(NotificationSchema).fieldName('notification_id').nullable().deleteRule('cascade').updateRule('no action'),
    campaign: () => p.manyToOne(CampaignSchema).fieldName('campaign_id').nullable().deleteRule('set null').updateRule('no action'),
    template: () => p.manyToOne(TemplateSchema).fieldName('template_id').nullable().deleteRule('set null').updateRule('no action'),
    /** The notification type, or 'campaign'. */
    kind: p.text(),
    channel: p.text().$type<DeliveryChannel>(),
    status: p.text().$type<DeliveryStatus>(),
    heldUntil: p.datetime().fieldName('held_until').nullable(),
    /** Why it was held: quiet hours or the member's digest frequency. */
    heldFor: p.text().fieldName('held_for').$type<'quiet-hours' | 'digest'>().nullable(),
    /** The member's role when it was sent (analytics by user type). */
    userRole: p.text().fieldName('user_role'),
    sentAt: p.datetime().fieldName('sent_at').nullable(),
    deliveredAt: p.datetime().fieldName('delivered_at').nullable(),
    openedAt: p.datetime().fieldName('opened_at').nullable(),
    clickedAt: p.datetime().fieldName('clicked_at').nullable(),
    convertedAt: p.datetime().fieldName('converted_at').nullable(),
    error: p.text().nullable(),
  },
});
export type DeliveryRow = InferEntity<typeof DeliverySchema>;
