import { filteredPageOffsetRefinement, withinPageOffset, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';

/** The notification centre. */
export const notificationTypes = [
  'seo_alert',
  'performance_issue',
  'competitor_update',
  'system_notification',
  'marketing_update',
  'billing_alert',
  'security_notice',
  'feature_announcement',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationPriorities = ['critical', 'high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof notificationPriorities)[number];

export const deliveryChannels = ['in_app', 'email', 'push', 'sms'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

/** A step the notification suggests, computed from its event (for a regression: an audit that got worse). */
export interface RecommendedAction {
  title: LocalizedText;
  description?: LocalizedText;
}

/** One notification as the API answers it, in the request's language. */
export interface NotificationView {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  category: string;
  websiteUrl: string | null;
  timestamp: string;
  readStatus: boolean;
  metadata: { recommendedActions: { title: string; description: string | null }[]; event: string | null };
  deliveryMethod: DeliveryChannel[];
  actionRequired: boolean;
  actionUrl: string | null;
  actionText: string | null;
}

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET /api/notifications`: newest first; `limit` up to 100; page numbers reach the newest 10 000 (page × limit, else 400 'paging.tooDeep'). */
export const notificationListQuerySchema = z
  .object({
    type: z.enum(notificationTypes).optional(),
    priority: z.enum(notificationPriorities).optional(),
    unreadOnly: flag.optional(),
    search: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(withinPageOffset, filteredPageOffsetRefinement);
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export interface NotificationList {
  notifications: NotificationView[];
  total: number;
  /** The member's unread count, whatever the filters. */
  unread: number;
  page: number;
  limit: number;
}

export const notificationIdSchema = z.object({ id: z.uuid() });

/** What the live stream (`GET /api/notifications/stream`, SSE) sends: the unread count after each change. */
export interface UnreadCountMessage {
  unread: number;
  /** The notification that arrived, when one did. */
  latest: NotificationView | null;
}
