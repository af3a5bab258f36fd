/**
 * Domain events between plugins. A publisher names an event of the catalogue (`domain-events.ts`)
 * and its workspace; the core stores it and queues one delivery job per subscriber, so a
 * subscriber that throws is retried on its own (the job queue's tries) and never reaches the
 * publisher, and a delivery survives a restart (BullMQ keeps it; an event stored while the queue
 * was down is queued again by the core's sweeper).
 */
export interface DomainEvent<Payload> {
  readonly name: string;
  /** Type carrier only; never read at run time. */
  readonly __payload?: Payload;
}

export function defineEvent<Payload>(name: string): DomainEvent<Payload> {
  return { name };
}

export interface PublishedEvent<Payload> {
  id: string;
  name: string;
  /** The workspace the event belongs to; null for instance-wide events (an admin announcement). */
  workspaceId: string | null;
  occurredAt: string;
  payload: Payload;
}

export interface EventDeliveryContext {
  /** 1 on the first delivery, more on retries. */
  attempt: number;
}

export type EventHandler<Payload> = (event: PublishedEvent<Payload>, context: EventDeliveryContext) => Promise<void>;

export abstract class EventsPort {
  /**
   * Stores the event and queues its deliveries. Never throws: a publisher's own work must not
   * fail for an event (a failure to store is logged). Answers the event's id, or null when it
   * could not be stored.
   */
  abstract publish<Payload>(event: DomainEvent<Payload>, workspaceId: string | null, payload: Payload): Promise<string | null>;
  /**
   * Registers a subscriber in this process; call it from `onModuleInit`. `subscriber` is unique
   * across the instance (e.g. 'notifications.from-analysis'): it names the delivery jobs.
   */
  abstract subscribe<Payload>(event: DomainEvent<Payload>, subscriber: string, handler: EventHandler<Payload>): void;
}
