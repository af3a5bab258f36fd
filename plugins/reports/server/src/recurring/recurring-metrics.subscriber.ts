import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventsPort, MetricStorePort } from '@otimiza/sdk/server';
import { recurringReportSent } from '@otimiza/plugin-reports-contract';

/**
 * `reports.runs` (dimension 'recurring') in the metric store for each recurring report sent: from
 * its event, so a failed recording is retried by the delivery and counted once (the event's id is
 * the source key). The PDFs of a run count as generated PDFs too ('pdf', PdfExportsRepository).
 */
@Injectable()
export class RecurringMetricsSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventsPort,
    private readonly store: MetricStorePort,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(recurringReportSent, 'reports.metrics-on-recurring-sent', async (event) => {
      if (!event.workspaceId) return;
      await this.store.record([
        {
          workspaceId: event.workspaceId,
          metric: 'reports.runs',
          dimension: 'recurring',
          value: 1,
          at: new Date(event.occurredAt),
          sourceKey: `recurring-sent:${event.id}`,
        },
      ]);
    });
  }
}
