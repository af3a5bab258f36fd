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

export interface SubscribeOptions {
  afterUse?: boolean;
}

export abstract class EventsPort {
  /**
   * Stores the event and queues its deliveries. Never throws: a publisher's own work must not
   * fail for an event (a failure to store is logged). Answers the event's id, or null when it
   * could not be stored.
   */
  abstract publish<Payload>(event: DomainEvent<Payload>, workspaceId: string | null, payload: Payload): Promise<string | null>;
  /**
   * Registers a subscriber in this process; call it from `onModuleInit`. `subscriber` is unique
   * across the instance and starts with its plugin's id (e.g. 'notifications.from-analysis'): it
   * names the delivery jobs, and the host delivers a workspace's event to a plugin's subscriber only
   * while that workspace uses the plugin (mounted, in its plan, not switched off). A name that starts
   * with no mounted plugin's id (nor `core.`, the host's own) is refused: it throws at registration.
   * `afterUse`: delivered whether or not the workspace still uses the plugin — for what must be
   * undone once it stops (a plan change that takes the plugin away releases its domain).
   */
  abstract subscribe<Payload>(event: DomainEvent<Payload>, subscriber: string, handler: EventHandler<Payload>, options?: SubscribeOptions): void;
}
