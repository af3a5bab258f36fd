import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EntitlementsPort, EventsPort, JobQueue, type DomainEvent, type EventHandler, type PublishedEvent, type SubscribeOptions } from '@otimiza/sdk/server';
import type { PluginManifest } from '@otimiza/sdk/shared';
import { MOUNTED_PLUGIN_MANIFESTS } from '../plugins/plugins.tokens.js';
import { DomainEventSchema, type DomainEventRow } from '../../data/event.entity.js';
import { EVENT_DELIVERY_ATTEMPTS, EVENT_DELIVERY_BACKOFF_MS, eventDeliveryJob } from './event-delivery.job.js';

interface Subscription {
  event: string;
  handler: EventHandler<unknown>;
  afterUse: boolean;
}

/**
 * `EventsPort` on the job queue: an event is stored, then one delivery job per subscriber is
 * queued under an id naming both, so queuing it twice (the sweeper after a crash) runs it once.
 * Subscribers are registered in every process (the modules are the same everywhere), so the
 * process that publishes knows them and the worker that delivers finds the handler.
 *
 * A plugin's subscriber is named `<plugin id>.<name>`: the host delivers a workspace's event to it
 * only while the workspace uses the plugin (mounted, its plan's feature, not switched off), whatever
 * the plugin itself checks; an event of no workspace, a host's subscriber (`core.<name>`) and one
 * that undoes a plugin's work after its use (`afterUse`) are always delivered. Any other name is
 * refused when it is registered, so a subscriber that left out its plugin's id cannot pass for the
 * host's and escape the gate.
 */
/** The owner part of the host's own subscribers' names. */
export const HOST_SUBSCRIBER_OWNER = 'core';

@Injectable()
export class QueuedEventsService extends EventsPort implements OnApplicationBootstrap {
  private readonly log = new Logger('Events');
  private readonly subscribers = new Map<string, Subscription>();

  private readonly pluginIds: ReadonlySet<string>;

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly entitlements: EntitlementsPort,
    @Inject(MOUNTED_PLUGIN_MANIFESTS) mounted: readonly PluginManifest[],
  ) {
    super();
    this.pluginIds = new Set(mounted.map((manifest) => manifest.id));
  }

  /** The mounted plugin a subscriber belongs to, by its name's prefix; null for the host's own. */
  pluginOfSubscriber(subscriber: string): string | null {
    const prefix = subscriber.slice(0, Math.max(0, subscriber.indexOf('.')));
    return this.pluginIds.has(prefix) ? prefix : null;
  }

  /** After every module's `onModuleInit`: the subscribers are registered before the first delivery is taken. */
  onApplicationBootstrap(): void {
    this.jobs.process(eventDeliveryJob, (payload, context) => this.deliver(payload.eventId, payload.subscriber, context.attempt), { concurrency: 4 });
  }

  subscribe<Payload>(event: DomainEvent<Payload>, subscriber: string, handler: EventHandler<Payload>, options: SubscribeOptions = {}): void {
    const owner = subscriber.slice(0, Math.max(0, subscriber.indexOf('.')));
    if (owner !== HOST_SUBSCRIBER_OWNER && !this.pluginIds.has(owner)) {
      throw new Error(
        `event subscriber "${subscriber}" must be named "<plugin id>.<name>" after the mounted plugin it belongs to (${[...this.pluginIds].join(', ') || 'none mounted'}), or "${HOST_SUBSCRIBER_OWNER}.<name>" for the host's own`,
      );
    }
    const existing = this.subscribers.get(subscriber);
    if (existing && existing.event !== event.name) throw new Error(`event subscriber "${subscriber}" is already registered for "${existing.event}"`);
    this.subscribers.set(subscriber, { event: event.name, handler: handler as EventHandler<unknown>, afterUse: options.afterUse === true });
  }

  async publish<Payload>(event: DomainEvent<Payload>, workspaceId: string | null, payload: Payload): Promise<string | null> {
    let row: DomainEventRow;
    try {
      const em = this.em.fork();
      row = em.create(DomainEventSchema, { name: event.name, workspaceId, payload: payload as Record<string, unknown>, queuedAt: null });
      await em.flush();
    } catch (error) {
      this.log.error(`event ${event.name} could not be stored: ${(error as Error).message}`);
      return null;
    }
    await this.queueDeliveries(row).catch((error: unknown) =>
      this.log.warn(`event ${row.id} (${event.name}) stored, deliveries not queued yet: ${(error as Error).message}`),
    );
    return row.id;
  }

  /** Queues one delivery per subscriber of the event, then marks it queued. Throws when the queue cannot take them. */
  async queueDeliveries(row: Pick<DomainEventRow, 'id' | 'name'>): Promise<void> {
    for (const [subscriber, subscription] of this.subscribers) {
      if (subscription.event !== row.name) continue;
      await this.jobs.enqueue(
        eventDeliveryJob,
        { eventId: row.id, subscriber },
        { jobId: `${row.id}.${subscriber}`, attempts: EVENT_DELIVERY_ATTEMPTS, backoffMs: EVENT_DELIVERY_BACKOFF_MS },
      );
    }
    await this.em.fork().nativeUpdate(DomainEventSchema, { id: row.id }, { queuedAt: new Date() });
  }

  /** Names of the registered subscribers of an event (for the specs and the sweeper's log). */
  subscribersOf(eventName: string): string[] {
    return [...this.subscribers].filter(([, subscription]) => subscription.event === eventName).map(([name]) => name);
  }

  private async deliver(eventId: string, subscriber: string, attempt: number): Promise<void> {
    const subscription = this.subscribers.get(subscriber);
    // Not registered in this process (yet, or its plugin is no longer mounted): tried again, then reported failed.
    if (!subscription) throw new Error(`event subscriber "${subscriber}" is not registered in this process`);
    const row = await this.em.fork().findOne(DomainEventSchema, { id: eventId });
    if (!row) return;
    const plugin = this.pluginOfSubscriber(subscriber);
    if (plugin && row.workspaceId && !subscription.afterUse && !(await this.entitlements.pluginInUse(row.workspaceId, plugin))) {
      this.log.debug(`event ${row.id} (${row.name}) not delivered to ${subscriber}: workspace ${row.workspaceId} does not use ${plugin}`);
      return;
    }
    const event: PublishedEvent<unknown> = {
      id: row.id,
      name: row.name,
      workspaceId: row.workspaceId ?? null,
      occurredAt: row.createdAt.toISOString(),
      payload: row.payload,
    };
    await subscription.handler(event, { attempt });
  }
}
