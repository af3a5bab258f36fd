import type { Language } from '@otimiza/sdk/shared';
import type { NotificationView } from '@otimiza/plugin-notifications-shared';
import type { NotificationRow } from '../data/notification.entity.js';

/** A stored notification as the API answers it, in the request's language. */
export function toNotificationView(row: NotificationRow, language: Language): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title[language],
    message: row.message[language],
    priority: row.priority,
    category: row.category,
    websiteUrl: row.websiteUrl ?? null,
    timestamp: row.createdAt.toISOString(),
    readStatus: row.readAt != null,
    metadata: {
      recommendedActions: row.recommendedActions.map((action) => ({ title: action.title[language], description: action.description?.[language] ?? null })),
      event: row.eventName ?? null,
    },
    deliveryMethod: row.channels,
    actionRequired: row.actionRequired,
    actionUrl: row.actionUrl ?? null,
    actionText: row.actionText?.[language] ?? null,
  };
}
