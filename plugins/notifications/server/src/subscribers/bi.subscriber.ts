import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventsPort, type PublishedEvent } from '@otimiza/sdk/server';
import { biMetricAlert } from '@otimiza/plugin-bi-contract';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { PayloadOf } from './event-texts.js';
import { requesterOrAdmins } from './recipients.js';

/** Business intelligence's dashboard alerts (an unusual value, a forecast crossing a target): to the dashboard's creator, else the owners and admins. */
@Injectable()
export class BiSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventsPort,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(biMetricAlert, 'notifications.bi-metric-alert', (event) => this.alert(event));
  }

  async alert(event: PublishedEvent<PayloadOf<typeof biMetricAlert>>): Promise<void> {
    if (!event.workspaceId) return;
    const { payload } = event;
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...requesterOrAdmins(payload.userId),
      // One notification per dashboard, metric, kind and period, however often the check finds it.
      sourceKey: `bi-metric-alert:${payload.dashboardId}:${payload.metricId}:${payload.kind}:${payload.at}`,
      type: 'system_notification',
      priority: payload.severity,
      category: 'business-intelligence',
      title: payload.title,
      message: {
        pt: `${payload.message.pt} (dashboard “${payload.dashboardTitle}”)`,
        en: `${payload.message.en} (dashboard “${payload.dashboardTitle}”)`,
      },
      actionRequired: payload.severity === 'high',
      actionUrl: '/business-intelligence?tab=dashboards',
      actionText: { pt: 'Abrir Business Intelligence', en: 'Open business intelligence' },
      eventName: event.name,
    });
  }
}
