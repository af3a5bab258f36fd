import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, forWorkspace, pagedEntities, type AccountDataScope, type AccountDataWriter } from '@otimiza/sdk/server';
import { AlertRuleSchema } from '../data/alert-rule.entity.js';
import { CampaignSchema } from '../data/campaign.entity.js';
import { DeliverySchema } from '../data/delivery.entity.js';
import { NotificationSchema } from '../data/notification.entity.js';
import { PushConfigSchema } from '../data/push-config.entity.js';
import { PushSubscriptionSchema } from '../data/push-subscription.entity.js';
import { TemplateSchema } from '../data/template.entity.js';

/**
 * The notification centre's part of a data export: the user's notifications, deliveries, push
 * configuration and browsers (endpoints only, not their keys), and the workspace's alert rules,
 * templates and campaigns.
 */
@Injectable()
export class NotificationsAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({ section: 'notifications', export: (scope, writer) => this.export(scope, writer) });
  }

  private async export({ workspaceId, userId }: AccountDataScope, writer: AccountDataWriter): Promise<void> {
    const em = forWorkspace(this.em, workspaceId);
    const mine = { where: { user: userId } } as const;
    await writer.lines(
      'notifications.jsonl',
      pagedEntities(
        em,
        NotificationSchema,
        ({ id, type, priority, category, title, message, websiteUrl, recommendedActions, channels, actionUrl, readAt, createdAt }) => ({
          id,
          type,
          priority,
          category,
          title,
          message,
          websiteUrl: websiteUrl ?? null,
          recommendedActions,
          channels,
          actionUrl: actionUrl ?? null,
          readAt: readAt ?? null,
          createdAt,
        }),
        mine,
      ),
    );
    await writer.lines(
      'deliveries.jsonl',
      pagedEntities(
        em,
        DeliverySchema,
        ({ id, notification, campaign, kind, channel, status, sentAt, deliveredAt, openedAt, clickedAt, convertedAt, createdAt }) => ({
          id,
          notificationId: notification?.id ?? null,
          campaignId: campaign?.id ?? null,
          kind,
          channel,
          status,
          sentAt: sentAt ?? null,
          deliveredAt: deliveredAt ?? null,
          openedAt: openedAt ?? null,
          clickedAt: clickedAt ?? null,
          convertedAt: convertedAt ?? null,
          createdAt,
        }),
        mine,
      ),
    );
    await writer.lines(
      'push-config.jsonl',
      pagedEntities(em, PushConfigSchema, ({ config, updatedAt }) => ({ config, updatedAt }), mine),
    );
    await writer.lines(
      'push-subscriptions.jsonl',
      pagedEntities(em, PushSubscriptionSchema, ({ endpoint, userAgent, createdAt }) => ({ endpoint, userAgent: userAgent ?? null, createdAt }), mine),
    );
    await writer.lines(
      'alert-rules.jsonl',
      pagedEntities(em, AlertRuleSchema, ({ workspace: _workspace, ...rule }) => rule),
    );
    await writer.lines(
      'templates.jsonl',
      pagedEntities(em, TemplateSchema, ({ workspace: _workspace, ...template }) => template),
    );
    await writer.lines(
      'campaigns.jsonl',
      pagedEntities(em, CampaignSchema, ({ workspace: _workspace, template, ...campaign }) => ({ ...campaign, templateId: template?.id ?? null })),
    );
  }
}
