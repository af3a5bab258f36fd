import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventsPort, type PublishedEvent } from '@otimiza/sdk/server';
import { customerHealthAlert } from '@otimiza/plugin-customer-success-contract';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { PayloadOf } from './event-texts.js';
import { ownersAndAdmins } from './recipients.js';

/** How urgent each kind of client alert is. */
const priorityOf = { 'score-drop': 'high', detractor: 'high', 'failing-site': 'medium', 'no-login': 'medium' } as const;

/** Customer success's alerts about an agency's client: to the client's CSM, else to the owners and admins. */
@Injectable()
export class CustomerSuccessSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventsPort,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(customerHealthAlert, 'notifications.customer-health-alert', (event) => this.alert(event));
  }

  async alert(event: PublishedEvent<PayloadOf<typeof customerHealthAlert>>): Promise<void> {
    if (!event.workspaceId) return;
    const { payload } = event;
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...(payload.csmUserId ? { userIds: [payload.csmUserId], roles: null } : ownersAndAdmins),
      sourceKey: `customer-health-alert:${payload.alertId}`,
      type: 'system_notification',
      priority: priorityOf[payload.kind],
      category: 'customer-success',
      title: payload.title,
      message: payload.message,
      actionRequired: payload.kind === 'score-drop' || payload.kind === 'detractor',
      actionUrl: `/customer-success?customer=${payload.customerId}`,
      actionText: { pt: 'Abrir cliente', en: 'Open the customer' },
      eventName: event.name,
    });
  }
}
