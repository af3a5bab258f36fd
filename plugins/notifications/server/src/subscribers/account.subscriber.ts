import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EventsPort,
  WorkspaceSchema,
  adminAnnouncement,
  loginFromNewDevice,
  paymentFailed,
  planChanged,
  trialEnding,
  type PublishedEvent,
} from '@otimiza/sdk/server';
import { NotificationsService } from '../notifications/notifications.service.js';
import { WorkspaceMembers } from '../notifications/workspace-members.js';
import { appPaths, dateTimeText, planName, type PayloadOf } from './event-texts.js';
import { ownersAndAdmins } from './recipients.js';

/** Workspaces read at a time by an announcement to every workspace. */
const ANNOUNCEMENT_PAGE = 200;

/** Notifications from billing, sign-ins and the instance administrators' announcements. */
@Injectable()
export class AccountSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventsPort,
    private readonly notifications: NotificationsService,
    private readonly members: WorkspaceMembers,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(paymentFailed, 'notifications.payment-failed', (event) => this.paymentFailed(event));
    this.events.subscribe(planChanged, 'notifications.plan-changed', (event) => this.planChanged(event));
    this.events.subscribe(trialEnding, 'notifications.trial-ending', (event) => this.trialEnding(event));
    this.events.subscribe(loginFromNewDevice, 'notifications.login-new-device', (event) => this.newDevice(event));
    this.events.subscribe(adminAnnouncement, 'notifications.admin-announcement', (event) => this.announcement(event));
  }

  async paymentFailed(event: PublishedEvent<PayloadOf<typeof paymentFailed>>): Promise<void> {
    if (!event.workspaceId) return;
    const plan = planName(event.payload.plan);
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...ownersAndAdmins,
      sourceKey: `payment-failed:${event.id}`,
      type: 'billing_alert',
      priority: 'critical',
      category: 'billing',
      title: { pt: 'Falha no pagamento', en: 'Payment failed' },
      message: {
        pt: `Não foi possível cobrar a assinatura do plano ${plan}. Atualize a forma de pagamento para manter o acesso.`,
        en: `The ${plan} plan subscription could not be charged. Update the payment method to keep your access.`,
      },
      actionRequired: true,
      actionUrl: appPaths.pricing,
      actionText: { pt: 'Atualizar pagamento', en: 'Update payment' },
      eventName: event.name,
    });
  }

  async planChanged(event: PublishedEvent<PayloadOf<typeof planChanged>>): Promise<void> {
    if (!event.workspaceId) return;
    const [from, to] = [planName(event.payload.from), planName(event.payload.to)];
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...ownersAndAdmins,
      sourceKey: `plan-changed:${event.id}`,
      type: 'billing_alert',
      priority: 'medium',
      category: 'billing',
      title: { pt: 'Plano alterado', en: 'Plan changed' },
      message: { pt: `O plano do espaço de trabalho mudou de ${from} para ${to}.`, en: `The workspace’s plan changed from ${from} to ${to}.` },
      actionUrl: appPaths.pricing,
      actionText: { pt: 'Ver planos', en: 'View plans' },
      eventName: event.name,
    });
  }

  async trialEnding(event: PublishedEvent<PayloadOf<typeof trialEnding>>): Promise<void> {
    if (!event.workspaceId) return;
    const plan = planName(event.payload.plan);
    const ends = dateTimeText(event.payload.endsAt);
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...ownersAndAdmins,
      // One notice per trial, however often its end is announced.
      sourceKey: `trial-ending:${event.payload.plan}:${event.payload.endsAt}`,
      type: 'billing_alert',
      priority: 'high',
      category: 'billing',
      title: { pt: 'Seu período de teste está terminando', en: 'Your trial is ending' },
      message: {
        pt: `O acesso ${plan} de teste termina em ${ends.pt}. Assine para continuar usando os recursos.`,
        en: `The ${plan} trial access ends on ${ends.en}. Subscribe to keep using its features.`,
      },
      actionRequired: true,
      actionUrl: appPaths.pricing,
      actionText: { pt: 'Assinar', en: 'Subscribe' },
      eventName: event.name,
    });
  }

  /** To the person who signed in, in the event's workspace, or in each of theirs when it names none. */
  async newDevice(event: PublishedEvent<PayloadOf<typeof loginFromNewDevice>>): Promise<void> {
    const { payload } = event;
    const at = dateTimeText(payload.at);
    const workspaces = event.workspaceId ? [event.workspaceId] : await this.members.workspacesOf(payload.userId);
    for (const workspaceId of workspaces) {
      await this.notifications.notify({
        workspaceId,
        userIds: [payload.userId],
        sourceKey: `login-new-device:${event.id}`,
        type: 'security_notice',
        priority: 'high',
        category: 'security',
        title: { pt: 'Novo acesso à sua conta', en: 'New sign-in to your account' },
        message: {
          pt: `Sua conta foi acessada de um novo dispositivo (${payload.device}) em ${at.pt}. Se não foi você, altere sua senha.`,
          en: `Your account was signed in from a new device (${payload.device}) on ${at.en}. If it was not you, change your password.`,
        },
        actionRequired: true,
        eventName: event.name,
      });
    }
  }

  /** To every member of the workspace, or of every workspace (that use the notification centre) when it names none. */
  async announcement(event: PublishedEvent<PayloadOf<typeof adminAnnouncement>>): Promise<void> {
    const notify = (workspaceId: string) =>
      this.notifications.notify({
        workspaceId,
        userIds: null,
        sourceKey: `announcement:${event.id}`,
        type: 'feature_announcement',
        priority: 'medium',
        category: 'announcement',
        title: event.payload.title,
        message: event.payload.message,
        actionUrl: event.payload.actionUrl,
        eventName: event.name,
      });
    if (event.workspaceId) return void (await notify(event.workspaceId));
    // An announcement to the whole instance: the workspaces table is not workspace-owned, this read crosses them on purpose.
    const em = this.em.fork();
    let after: string | null = null;
    for (;;) {
      const page: { id: string }[] = await em.find(WorkspaceSchema, after ? { id: { $gt: after } } : {}, {
        fields: ['id'],
        orderBy: { id: 'asc' },
        limit: ANNOUNCEMENT_PAGE,
      });
      for (const workspace of page) await notify(workspace.id);
      if (page.length < ANNOUNCEMENT_PAGE) return;
      after = page.at(-1)!.id;
    }
  }
}
