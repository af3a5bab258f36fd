import { Injectable } from '@nestjs/common';
import { ClaimedSchedule } from '@otimiza/sdk/server';
import { DomainEventSchema } from '../../data/event.entity.js';
import { QueuedEventsService } from './queued-events.service.js';

const TICK_MS = 30_000;
/** An event whose deliveries were not queued within this long (the queue was down) is queued again. */
const GRACE_MS = 15_000;
const BATCH = 200;
/** Queued events are kept this long (a delivery retried for hours still finds its event), then deleted. */
const KEEP_MS = 14 * 24 * 3600_000;

/**
 * Queues the deliveries of events stored while the queue could not take them. Every replica may
 * run it: the delivery jobs' ids make a second queuing a no-op.
 */
@Injectable()
export class EventSweeper extends ClaimedSchedule {
  constructor(private readonly events: QueuedEventsService) {
    super(TICK_MS, 'Events');
  }

  tick(now = new Date()): Promise<number> {
    return this.sweep(now);
  }

  /** Answers how many events had their deliveries queued. */
  async sweep(now = new Date()): Promise<number> {
    const waiting = await this.em
      .fork()
      .find(
        DomainEventSchema,
        { queuedAt: null, createdAt: { $lte: new Date(now.getTime() - GRACE_MS) } },
        { fields: ['id', 'name'], orderBy: { createdAt: 'asc' }, limit: BATCH },
      );
    let queued = 0;
    for (const event of waiting) {
      try {
        await this.events.queueDeliveries(event);
        queued += 1;
      } catch (error) {
        this.log.warn(`deliveries of event ${event.id} still not queued: ${(error as Error).message}`);
        break;
      }
    }
    await this.em.fork().nativeDelete(DomainEventSchema, { queuedAt: { $lt: new Date(now.getTime() - KEEP_MS) } });
    return queued;
  }
}
