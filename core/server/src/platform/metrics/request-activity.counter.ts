import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { acrossWorkspaces, MetricStorePort, type MetricSample } from '@otimiza/sdk/server';
import { coreSql } from '../../kernel/index.js';
import { MetricSourceSchema } from '../../data/metric.entities.js';

/** How often the counts go to the store. */
export const REQUEST_COUNTS_FLUSH_MS = 30_000;
/** Batches kept for a store that cannot take them (each retried under its own key); older ones are dropped with a warning. */
const MAX_PENDING_BATCHES = 120;
/** The request counters' source keys are forgotten after this: a batch is retried within seconds, not days. */
const REQUEST_KEYS_KEPT_DAYS = 2;
const FOREIGN_KEY_VIOLATION = '23503';
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const saoPauloHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' });

interface Batch {
  sourceKey: string;
  samples: MetricSample[];
}

/**
 * `api.calls` (dimension: the route's plugin id, or 'core') and `activity.actions` (writes only;
 * dimension: the hour of day in America/Sao_Paulo) of each workspace, counted in memory on every
 * request that reached its handler (told by the access guard: no interceptor in every request's path) and written to the metric store every 30 s and at shutdown —
 * no database write per request. Each flush is one `record()` under a key of this process and
 * flush, so a retried batch counts once.
 */
@Injectable()
export class RequestActivityCounter implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('RequestActivity');
  private readonly process = randomUUID();
  private counts = new Map<string, number>();
  private pending: Batch[] = [];
  private flushes = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | null = null;
  private clock = { minute: -1, day: '', hour: '' };
  private lastKeySweep = 0;

  constructor(
    private readonly store: MetricStorePort,
    private readonly em: EntityManager,
  ) {}

  /** One request of a signed-in caller that reached its handler (the access guard let it through): `pluginId` of the route, else 'core'. */
  count(workspaceId: string, pluginId: string, method: string): void {
    const { day, hour } = this.now();
    this.add(workspaceId, 'api.calls', pluginId, day);
    if (writeMethods.has(method)) this.add(workspaceId, 'activity.actions', hour, day);
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), REQUEST_COUNTS_FLUSH_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Writes the counts so far (and any batch the store refused before); never throws. */
  async flush(): Promise<void> {
    // One flush at a time: the timer and the shutdown may meet.
    while (this.flushing) await this.flushing;
    this.flushing = this.flushNow().finally(() => (this.flushing = null));
    await this.flushing;
  }

  private async flushNow(): Promise<void> {
    if (this.counts.size > 0) {
      const counts = this.counts;
      this.counts = new Map();
      this.flushes += 1;
      this.pending.push({ sourceKey: `requests:${this.process}:${this.flushes}`, samples: samplesOf(counts, `requests:${this.process}:${this.flushes}`) });
    }
    if (this.pending.length > MAX_PENDING_BATCHES) {
      const dropped = this.pending.splice(0, this.pending.length - MAX_PENDING_BATCHES);
      this.log.warn(`${dropped.length} batches of request counts dropped: the metric store has refused them since ${MAX_PENDING_BATCHES} flushes`);
    }
    while (this.pending.length > 0) {
      const batch = this.pending[0]!;
      try {
        await this.store.record(batch.samples);
        this.pending.shift();
      } catch (error) {
        // A workspace deleted since its requests were counted: its counts go with it, the others are kept.
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION && (await this.withoutDeletedWorkspaces(batch))) continue;
        this.log.warn(`request counts not stored yet (retried at the next flush): ${(error as Error).message}`);
        return;
      }
    }
    await this.forgetOldKeys();
  }

  /** Drops the samples of workspaces that no longer exist; answers whether any was dropped. */
  private async withoutDeletedWorkspaces(batch: Batch): Promise<boolean> {
    const ids = [...new Set(batch.samples.map((sample) => sample.workspaceId))];
    const existing = new Set((await coreSql(this.em.fork()).selectFrom('core_workspace').select('id').where('id', 'in', ids).execute()).map((row) => row.id));
    const kept = batch.samples.filter((sample) => existing.has(sample.workspaceId));
    if (kept.length === batch.samples.length) return false;
    batch.samples = kept;
    return true;
  }

  /** At most hourly: the request batches' source keys older than two days, of every workspace (they only guard a retry). */
  private async forgetOldKeys(): Promise<void> {
    if (Date.now() - this.lastKeySweep < 3_600_000) return;
    this.lastKeySweep = Date.now();
    await this.em
      .fork()
      .nativeDelete(
        MetricSourceSchema,
        { sourceKey: { $like: 'requests:%' }, recordedAt: { $lt: raw(`now() - interval '${REQUEST_KEYS_KEPT_DAYS} days'`) } },
        acrossWorkspaces,
      )
      .catch((error: unknown) => this.log.warn(`old request keys not forgotten: ${(error as Error).message}`));
  }

  private add(workspaceId: string, metric: 'api.calls' | 'activity.actions', dimension: string, day: string): void {
    const key = `${workspaceId}|${metric}|${dimension}|${day}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** The UTC day and the São Paulo hour, worked out once a minute rather than per request. */
  private now(): { day: string; hour: string } {
    const at = Date.now();
    const minute = Math.floor(at / 60_000);
    if (minute !== this.clock.minute) {
      const date = new Date(at);
      this.clock = { minute, day: date.toISOString().slice(0, 10), hour: saoPauloHour.format(date).padStart(2, '0') };
    }
    return this.clock;
  }
}

function samplesOf(counts: ReadonlyMap<string, number>, sourceKey: string): MetricSample[] {
  return [...counts].map(([key, value]) => {
    const [workspaceId, metric, dimension, day] = key.split('|') as [string, 'api.calls' | 'activity.actions', string, string];
    return { workspaceId, metric, dimension, value, at: new Date(`${day}T12:00:00.000Z`), sourceKey };
  });
}
