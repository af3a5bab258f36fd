import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, owningUserProperty } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { DeliveryChannel, NotificationPriority, NotificationType, RecommendedAction } from '@otimiza/plugin-notifications-shared';

/**
 * A notification of one member of a workspace. `sourceKey` names what produced it (an event and a
 * rule, a campaign…): one member gets one notification per source, so a retried delivery of the
 * same event writes nothing twice.
 */
export const NotificationSchema = defineEntity({
  name: 'NotificationsNotification',
  tableName: 'notifications_notification',
  filters: workspaceFilter,
  indexes: [
    {
      name: 'notifications_notification_member_idx',
      expression: 'create index notifications_notification_member_idx on notifications_notification (workspace_id, user_id, created_at desc)',
    },
  ],
  uniques: [{ name: 'notifications_notification_source_unique', properties: ['user', 'sourceKey'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    user: owningUserProperty(),
    sourceKey: p.text().fieldName('source_key'),
    type: p.text().$type<NotificationType>(),
    priority: p.text().$type<NotificationPriority>(),
    category: p.text(),
    title: p.json<LocalizedText>(),
    message: p.json<LocalizedText>(),
    websiteUrl: p.text().fieldName('website_url').nullable(),
    recommendedActions: p.json<RecommendedAction[]>().fieldName('recommended_actions'),
    channels: p.json<DeliveryChannel[]>(),
    actionRequired: p.boolean().fieldName('action_required').default(false),
    actionUrl: p.text().fieldName('action_url').nullable(),
    actionText: p.json<LocalizedText>().fieldName('action_text').nullable(),
    eventName: p.text().fieldName('event_name').nullable(),
    readAt: p.datetime().fieldName('read_at').nullable(),
  },
});
export type NotificationRow = InferEntity<typeof NotificationSchema>;
