import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/postgresql';
import { EntitlementsPort, forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import type { Language, LocalizedText, WorkspaceRole } from '@otimiza/sdk/shared';
import {
  deliveryChannels,
  notificationListQuerySchema,
  notificationsManifest,
  type DeliveryChannel,
  type NotificationList,
  type NotificationPriority,
  type NotificationType,
  type NotificationView,
  type RecommendedAction,
} from '@otimiza/plugin-notifications-shared';
import type { z } from 'zod';
import { DeliverySchema } from '../data/delivery.entity.js';
import { NotificationMetrics } from '../analytics/notification-metrics.js';
import { planDeliveries } from '../delivery/delivery-plan.js';
import { DeliveryDispatcher } from '../delivery/delivery-dispatcher.js';
import { PushConfigService } from '../preferences/push-config.service.js';
import { PushSubscriptionSchema } from '../data/push-subscription.entity.js';
import { NotificationSchema, type NotificationRow } from '../data/notification.entity.js';
import { notificationNotFound } from './notification-messages.js';
import { toNotificationView } from './notification-view.js';
import { UnreadFeed } from './unread-feed.js';
import { WorkspaceMembers } from './workspace-members.js';

export interface NotifyInput {
  workspaceId: string;
  /** The members it is for; null = every member of the workspace (narrowed by `roles`). */
  userIds: string[] | null;
  /** With `userIds` null: only members with one of these roles (the owners and admins of a billing alert). */
  roles?: WorkspaceRole[] | null;
  /** Unique per member: a retried event writes nothing twice. */
  sourceKey: string;
  type: NotificationType;
  priority: NotificationPriority;
  category: string;
  title: LocalizedText;
  message: LocalizedText;
  websiteUrl?: string | null;
  recommendedActions?: RecommendedAction[];
  actionUrl?: string | null;
  actionText?: LocalizedText | null;
  actionRequired?: boolean;
  eventName?: string | null;
  /** Restricts the channels (a campaign's); still subject to each member's preferences. */
  channels?: DeliveryChannel[];
  /** The e-mail's subject and text come from this template; the deliveries carry it. */
  templateId?: string | null;
  campaignId?: string | null;
}

export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** `%`, `_` and `\` stand for themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The notification centre's notifications: made for the members of a workspace (by events, alert
 * rules and campaigns, through `notify`), each delivered on the channels the member's push
 * configuration allows; and the member's own list, unread count and reading.
 */
@Injectable()
export class NotificationsService {
  private readonly log = new Logger('Notifications');

  constructor(
    private readonly em: EntityManager,
    private readonly members: WorkspaceMembers,
    private readonly configs: PushConfigService,
    private readonly dispatcher: DeliveryDispatcher,
    private readonly feed: UnreadFeed,
    private readonly entitlements: EntitlementsPort,
    private readonly metrics: NotificationMetrics,
  ) {}

  /**
   * Makes the notification for each member it is for whose configuration lets its type through
   * (one per member and `sourceKey`, whatever the retries), with a delivery per channel: in the
   * app at once (the live stream hears of it), e-mail and push queued, or held for quiet hours
   * or the member's digest. Nothing happens in a workspace that does not use the plugin (plan, settings).
   */
  async notify(input: NotifyInput, now = new Date()): Promise<{ notificationIds: string[] }> {
    if (!(await this.entitlements.pluginInUse(input.workspaceId, notificationsManifest.id))) return { notificationIds: [] };
    const members = await this.members.of(input.workspaceId, { userIds: input.userIds, roles: input.roles ?? null });
    if (members.length === 0) return { notificationIds: [] };
    const em = forWorkspace(this.em, input.workspaceId);
    const userIds = members.map((member) => member.userId);
    const [configs, subscriptions] = await Promise.all([
      this.configs.configsOf(input.workspaceId, userIds),
      em.find(PushSubscriptionSchema, { workspace: input.workspaceId, user: { $in: userIds } }, { fields: ['user'] }),
    ]);
    const subscribed = new Set(subscriptions.map((subscription) => subscription.user.id));
    const allowed = (input.channels ?? deliveryChannels).filter((channel) => channel !== 'sms');

    const made: { id: string; userId: string; inApp: boolean; queued: string[] }[] = [];
    for (const member of members) {
      const config = configs.get(member.userId)!;
      if (!config.preferences[input.type]) continue;
      const channels = allowed.filter((channel) => config.channels[channel] && (channel !== 'push' || subscribed.has(member.userId)));
      const plan = planDeliveries(now, channels, config);
      try {
        const result = await em.transactional(async (tx) => {
          const notification = tx.create(NotificationSchema, {
            workspace: input.workspaceId,
            user: member.userId,
            sourceKey: input.sourceKey,
            type: input.type,
            priority: input.priority,
            category: input.category,
            title: input.title,
            message: input.message,
            websiteUrl: input.websiteUrl ?? null,
            recommendedActions: input.recommendedActions ?? [],
            channels,
            actionRequired: input.actionRequired ?? false,
            actionUrl: input.actionUrl ?? null,
            actionText: input.actionText ?? null,
            eventName: input.eventName ?? null,
            // Without the in-app channel it is kept in the centre's list, but not announced as unread.
            readAt: channels.includes('in_app') ? null : now,
            createdAt: now,
            updatedAt: now,
          });
          const deliveries = plan.map((planned) =>
            tx.create(DeliverySchema, {
              workspace: input.workspaceId,
              user: member.userId,
              notification,
              campaign: input.campaignId ?? null,
              template: input.templateId ?? null,
              kind: input.type,
              channel: planned.channel,
              status: planned.status,
              heldUntil: planned.heldUntil,
              heldFor: planned.heldFor,
              userRole: member.role,
              sentAt: planned.status === 'delivered' ? now : null,
              deliveredAt: planned.status === 'delivered' ? now : null,
              createdAt: now,
              updatedAt: now,
            }),
          );
          await tx.flush();
          return {
            id: notification.id,
            queued: deliveries.filter((delivery) => delivery.status === 'queued').map((delivery) => delivery.id),
            delivered: deliveries.filter((delivery) => delivery.status === 'delivered').map((delivery) => ({ id: delivery.id, channel: delivery.channel })),
          };
        });
        made.push({ id: result.id, userId: member.userId, inApp: channels.includes('in_app'), queued: result.queued });
        // Delivered at once (in the app): sent, in the metric store; e-mail and push count when their jobs send them.
        await this.metrics.record(input.workspaceId, 'notifications.sent', result.delivered, now);
      } catch (error) {
        // This member already has the notification of this source (a retried event): nothing to do.
        if (error instanceof UniqueConstraintViolationException) continue;
        throw error;
      }
    }
    for (const notification of made) {
      for (const deliveryId of notification.queued) {
        // A delivery left queued without its job is queued again by the scheduler's sweep.
        await this.dispatcher
          .enqueue(input.workspaceId, deliveryId)
          .catch((error: unknown) => this.log.warn(`delivery ${deliveryId} not queued yet: ${(error as Error).message}`));
      }
      if (notification.inApp) await this.feed.changed(input.workspaceId, notification.userId, notification.id).catch(() => undefined);
    }
    return { notificationIds: made.map((notification) => notification.id) };
  }

  /** The member's own notifications in the session's workspace, newest first, in the request's language. */
  async list(auth: AuthContext, query: NotificationListQuery, language: Language): Promise<NotificationList> {
    const em = forWorkspace(this.em, auth.workspaceId);
    const mine: FilterQuery<NotificationRow> = { workspace: auth.workspaceId, user: auth.userId };
    const where: FilterQuery<NotificationRow> = {
      ...mine,
      ...(query.type ? { type: query.type } : {}),
      ...(query.priority ? { priority: query.priority } : {}),
      ...(query.unreadOnly ? { readAt: null } : {}),
    };
    if (query.search) {
      const pattern = likePattern(query.search);
      (where as Record<string, unknown>)['$or'] = [
        { title: { pt: { $ilike: pattern } } },
        { title: { en: { $ilike: pattern } } },
        { message: { pt: { $ilike: pattern } } },
        { message: { en: { $ilike: pattern } } },
      ];
    }
    const [rows, total, unread] = await Promise.all([
      em.find(NotificationSchema, where, {
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      }),
      em.count(NotificationSchema, where),
      this.unreadCount(auth),
    ]);
    return { notifications: rows.map((row) => toNotificationView(row, language)), total, unread, page: query.page, limit: query.limit };
  }

  async unreadCount(auth: Pick<AuthContext, 'workspaceId' | 'userId'>): Promise<number> {
    return forWorkspace(this.em, auth.workspaceId).count(NotificationSchema, { workspace: auth.workspaceId, user: auth.userId, readAt: null });
  }

  /** One of the member's notifications, or null. */
  async find(auth: Pick<AuthContext, 'workspaceId' | 'userId'>, id: string): Promise<NotificationRow | null> {
    return forWorkspace(this.em, auth.workspaceId).findOne(NotificationSchema, { id, workspace: auth.workspaceId, user: auth.userId });
  }

  /** Marks one of the member's notifications read (again: nothing changes). Another member's or workspace's id: 404 as a missing one. */
  async markRead(auth: AuthContext, id: string, language: Language): Promise<{ notification: NotificationView; unread: number }> {
    const em = forWorkspace(this.em, auth.workspaceId);
    const changed = await em.nativeUpdate(NotificationSchema, { id, workspace: auth.workspaceId, user: auth.userId, readAt: null }, { readAt: new Date() });
    const notification = await this.find(auth, id);
    if (!notification) throw notificationNotFound();
    if (changed > 0) await this.feed.changed(auth.workspaceId, auth.userId).catch(() => undefined);
    return { notification: toNotificationView(notification, language), unread: await this.unreadCount(auth) };
  }

  async markAllRead(auth: AuthContext): Promise<{ updated: number; unread: number }> {
    const em = forWorkspace(this.em, auth.workspaceId);
    const updated = await em.nativeUpdate(NotificationSchema, { workspace: auth.workspaceId, user: auth.userId, readAt: null }, { readAt: new Date() });
    if (updated > 0) await this.feed.changed(auth.workspaceId, auth.userId).catch(() => undefined);
    return { updated, unread: await this.unreadCount(auth) };
  }
}
