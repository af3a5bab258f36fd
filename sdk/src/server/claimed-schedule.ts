import { Inject, Logger, Optional, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EntityManager as AnyEntityManager } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SettingsPort } from './settings.port.js';

/**
 * Scheduled work: `tick()` runs every `everyMs` on every replica, from module start to app stop.
 * Each due item must be claimed inside `tick` by one conditional UPDATE (where it is still due),
 * so that of many replicas one queues it, and queued under a job id that names the item and its
 * due time, so a claimed run is queued once. Specs call `tick(now)` themselves: their apps set
 * SCHEDULED_TICKS=off, so no timer claims an item between a spec's write and its own tick.
 */
export abstract class ClaimedSchedule implements OnModuleInit, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private readonly scheduleLog = new Logger(this.constructor.name);
  /** The schedule's own log, under the context it names (the class's name by default). */
  protected readonly log: Logger;
  // Properties, not constructor parameters: subclasses keep their own constructors.
  @Optional() @Inject(SettingsPort) private readonly scheduleSettings?: SettingsPort;
  /** Where every schedule finds its due items (the host's EntityManager, PostgreSQL's). */
  @Inject(AnyEntityManager) protected readonly em!: EntityManager;

  protected constructor(
    private readonly everyMs: number,
    logContext: string = new.target.name,
  ) {
    this.log = new Logger(logContext);
  }

  abstract tick(now?: Date): Promise<unknown>;

  onModuleInit(): void {
    if (this.scheduleSettings?.get('SCHEDULED_TICKS') === 'off') return;
    this.timer = setInterval(
      () => void this.tick().catch((error: unknown) => this.scheduleLog.warn({ err: error }, 'scheduled tick failed; the next one tries again')),
      this.everyMs,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
