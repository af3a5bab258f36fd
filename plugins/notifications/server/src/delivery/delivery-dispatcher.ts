import { Injectable, Logger, Optional, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BrandPort, JobQueue, MailPort, WorkspaceSchema, forWorkspace } from '@otimiza/sdk/server';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import { renderTemplate, type NotificationPriority, type TemplateVariable } from '@otimiza/plugin-notifications-shared';
import { PushSubscriptionSchema } from '../data/push-subscription.entity.js';
import { PushFailedError, PushSender, type PushPayload } from '../push/push-sender.js';
import { NotificationMetrics } from '../analytics/notification-metrics.js';
import { TrackingService } from '../tracking/tracking.service.js';
import { DeliverySchema, type DeliveryRow } from '../data/delivery.entity.js';
import { DELIVERY_ATTEMPTS, DELIVERY_BACKOFF_MS, deliverJob, digestJob } from './delivery.jobs.js';
import { notificationEmail, type EmailItem } from './notification-email.js';

/** Where a notification without its own action leads: the centre. */
export const CENTRE_PATH = '/notification-center';

const openInCentre: LocalizedText = { pt: 'Ver na central de notificações', en: 'See it in the notification centre' };
const languageOf = (user: { language?: string }): Language => (user.language === 'en' ? 'en' : 'pt');
const urgencyOf = (priority: NotificationPriority) => (priority === 'critical' || priority === 'high' ? 'high' : priority === 'low' ? 'low' : 'normal');

type LoadedDelivery = DeliveryRow & { notification: NonNullable<DeliveryRow['notification']> };

/**
 * Sends the queued e-mail and push deliveries (`notifications.deliver`, one each) and the digests
 * (`notifications.digest`, one message for a member's held deliveries), retried by the queue; a
 * delivery that still fails on the last try is recorded as failed with the reason.
 */
@Injectable()
export class DeliveryDispatcher implements OnModuleInit {
  private readonly log = new Logger('NotificationDelivery');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly mail: MailPort,
    private readonly push: PushSender,
    private readonly tracking: TrackingService,
    private readonly metrics: NotificationMetrics,
    @Optional() private readonly brands?: BrandPort,
  ) {}

  onModuleInit(): void {
    this.jobs.process(deliverJob, (payload, context) => this.send(payload.workspaceId, [payload.deliveryId], context.attempt), { concurrency: 4 });
    this.jobs.process(digestJob, (payload, context) => this.send(payload.workspaceId, payload.deliveryIds, context.attempt), { concurrency: 2 });
  }

  async enqueue(workspaceId: string, deliveryId: string): Promise<void> {
    await this.jobs.enqueue(
      deliverJob,
      { workspaceId, deliveryId },
      { jobId: `notifications-deliver-${deliveryId}`, workspaceId, attempts: DELIVERY_ATTEMPTS, backoffMs: DELIVERY_BACKOFF_MS },
    );
  }

  async enqueueDigest(workspaceId: string, userId: string, channel: 'email' | 'push', deliveryIds: string[]): Promise<void> {
    const ids = [...deliveryIds].sort();
    await this.jobs.enqueue(
      digestJob,
      { workspaceId, userId, channel, deliveryIds: ids },
      { jobId: `notifications-digest-${ids[0]}`, workspaceId, attempts: DELIVERY_ATTEMPTS, backoffMs: DELIVERY_BACKOFF_MS },
    );
  }

  /** Sends the deliveries (one member, one channel) that are still queued, as one message. */
  async send(workspaceId: string, deliveryIds: readonly string[], attempt: number): Promise<void> {
    const em = forWorkspace(this.em, workspaceId);
    const rows = await em.find(
      DeliverySchema,
      { id: { $in: [...deliveryIds] }, status: 'queued' },
      { populate: ['notification', 'user', 'template'], orderBy: { createdAt: 'asc' } },
    );
    const deliveries = rows.filter((row): row is LoadedDelivery => row.notification != null);
    if (deliveries.length === 0) return;
    const ids = deliveries.map((delivery) => delivery.id);
    try {
      if (deliveries[0]!.channel === 'email') {
        await this.sendEmail(workspaceId, deliveries);
        await this.mark(workspaceId, ids, { status: 'sent', sentAt: new Date() }, 'email');
      } else if (deliveries[0]!.channel === 'push') {
        const outcome = await this.sendPush(workspaceId, deliveries);
        await this.mark(workspaceId, ids, outcome === 'accepted' ? { status: 'sent', sentAt: new Date() } : { status: 'failed', error: outcome }, 'push');
      } else {
        await this.mark(workspaceId, ids, { status: 'skipped', error: `no sender for ${deliveries[0]!.channel}` });
      }
    } catch (error) {
      if (attempt < DELIVERY_ATTEMPTS) throw error;
      this.log.warn(`notification deliveries ${ids.join(', ')} failed for good: ${(error as Error).message}`);
      await this.mark(workspaceId, ids, { status: 'failed', error: (error as Error).message.slice(0, 500) });
    }
  }

  private async mark(
    workspaceId: string,
    ids: string[],
    change: { status: 'sent' | 'failed' | 'skipped'; sentAt?: Date; error?: string },
    channel?: string,
  ): Promise<void> {
    await forWorkspace(this.em, workspaceId).nativeUpdate(DeliverySchema, { id: { $in: ids }, status: 'queued' }, { ...change, updatedAt: new Date() });
    if (change.status === 'sent' && channel)
      await this.metrics.record(
        workspaceId,
        'notifications.sent',
        ids.map((id) => ({ id, channel })),
        change.sentAt,
      );
  }

  private async sendEmail(workspaceId: string, deliveries: LoadedDelivery[]): Promise<void> {
    const first = deliveries[0]!;
    const brand = await this.brands?.brandOfWorkspace(workspaceId).catch(() => null);
    const items: EmailItem[] = [];
    for (const delivery of deliveries) {
      const notification = delivery.notification;
      const target = this.actionTarget(notification);
      items.push({
        title: notification.title,
        message: notification.message,
        actions: notification.recommendedActions.slice(0, 3),
        action: {
          url: await this.tracking.clickUrl(delivery.id, target),
          text: target === notification.actionUrl && notification.actionText ? notification.actionText : openInCentre,
        },
        site: notification.websiteUrl ? { url: await this.tracking.clickUrl(delivery.id, notification.websiteUrl), label: notification.websiteUrl } : null,
        pixelUrl: await this.tracking.openUrl(delivery.id),
      });
    }
    const template = deliveries.length === 1 && first.template ? first.template : null;
    let filled: { subject: string; body: string } | null = null;
    if (template) {
      const workspace = await this.em.fork().findOne(WorkspaceSchema, { id: workspaceId }, { fields: ['name'] });
      const values: Partial<Record<TemplateVariable, string>> = {
        siteUrl: first.notification.websiteUrl ?? '',
        title: first.notification.title[languageOf(first.user)],
        message: first.notification.message[languageOf(first.user)],
        actionUrl: items[0]!.action!.url,
        userName: first.user.firstName,
        workspaceName: workspace?.name ?? '',
        date: new Intl.DateTimeFormat(languageOf(first.user) === 'en' ? 'en' : 'pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(
          first.notification.createdAt,
        ),
      };
      filled = { subject: renderTemplate(template.subject, values), body: renderTemplate(template.body, values) };
    }
    await this.mail.send(
      notificationEmail({
        to: first.user.email,
        firstName: first.user.firstName,
        productName: brand?.name || 'Otimiza',
        items,
        settingsUrl: await this.tracking.clickUrl(first.id, CENTRE_PATH),
        template: filled,
        language: languageOf(first.user),
        ...(brand?.name ? { fromName: brand.name } : {}),
      }),
    );
  }

  /** Where a notification's action leads: its own address when a tracked link may lead there (the app, its site), else the centre. */
  private actionTarget(notification: LoadedDelivery['notification']): string {
    const own = notification.actionUrl;
    return own && this.tracking.leadsWhereAllowed(own, notification.websiteUrl ?? null) ? own : CENTRE_PATH;
  }

  /** One push to each of the member's browsers; 'accepted' when at least one push service took it. Throws to be retried. */
  private async sendPush(workspaceId: string, deliveries: LoadedDelivery[]): Promise<'accepted' | 'no-subscription' | 'subscription-gone'> {
    const first = deliveries[0]!;
    const em = forWorkspace(this.em, workspaceId);
    const subscriptions = await em.find(PushSubscriptionSchema, { workspace: workspaceId, user: first.user.id });
    if (subscriptions.length === 0) return 'no-subscription';
    const payload: PushPayload =
      deliveries.length === 1
        ? {
            title: first.notification.title[languageOf(first.user)],
            body: first.notification.message[languageOf(first.user)],
            url: await this.tracking.clickUrl(first.id, this.actionTarget(first.notification)),
          }
        : {
            title: languageOf(first.user) === 'en' ? `${deliveries.length} new notifications` : `${deliveries.length} notificações novas`,
            body: deliveries.map((delivery) => delivery.notification.title[languageOf(first.user)]).join('\n'),
            url: await this.tracking.clickUrl(first.id, CENTRE_PATH),
          };
    const urgency = urgencyOf(first.notification.priority);
    let accepted = 0;
    let gone = 0;
    let lastError: Error | null = null;
    for (const subscription of subscriptions) {
      try {
        const outcome = await this.push.send(subscription, payload, urgency);
        if (outcome === 'gone') {
          gone += 1;
          await em.nativeDelete(PushSubscriptionSchema, { id: subscription.id });
        } else {
          accepted += 1;
          await em.nativeUpdate(PushSubscriptionSchema, { id: subscription.id }, { failures: 0, lastSuccessAt: new Date() });
        }
      } catch (error) {
        if (!(error instanceof PushFailedError)) throw error;
        lastError = error;
        await em.nativeUpdate(PushSubscriptionSchema, { id: subscription.id }, { failures: subscription.failures + 1 });
      }
    }
    if (accepted > 0) return 'accepted';
    if (gone === subscriptions.length) return 'subscription-gone';
    throw lastError ?? new PushFailedError('no push service took the message');
  }
}
