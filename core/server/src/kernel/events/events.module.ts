import { Module } from '@nestjs/common';
import { EventsPort } from '@otimiza/sdk/server';
import { EventSweeper } from './event-sweeper.js';
import { QueuedEventsService } from './queued-events.service.js';

/** Provides `EventsPort` to every module: events stored in PostgreSQL, delivered through the job queue. */
@Module({
  providers: [QueuedEventsService, EventSweeper, { provide: EventsPort, useExisting: QueuedEventsService }],
  exports: [EventsPort, QueuedEventsService],
})
export class EventsModule {}
