import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { RateLimitPort, type RateLimitDecision, type RateLimitRule } from '@otimiza/sdk/server';
import { PinoLogger } from 'nestjs-pino';
import { coreSql } from '../database/core-sql.js';
import { RateLimitSchema } from '../../data/rate-limit.entity.js';

/** How often each process deletes the counters whose window has ended. */
export const RATE_LIMIT_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * RateLimitPort on PostgreSQL: one upsert per consume, so parallel requests on any replica are
 * counted one by one by the row lock (the window restarts when it has ended). Counters whose
 * window has ended are deleted on a timer; one left over only counts as a fresh window.
 */
@Injectable()
export class RateLimitService extends RateLimitPort implements OnModuleInit, OnModuleDestroy {
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly logger: PinoLogger,
  ) {
    super();
  }

  async consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    if (!Number.isInteger(rule.points) || rule.points < 1 || !Number.isInteger(rule.windowSeconds) || rule.windowSeconds < 1) {
      throw new Error(`invalid rate-limit rule for ${key}: points and windowSeconds must be positive integers`);
    }
    // statement_timestamp(), not now(): a caller's open transaction must not freeze the clock.
    // One upsert counts the hit and opens a new window when the old one ended: parallel hits are counted one after the other.
    const ended = sql`core_rate_limit.window_ends_at <= statement_timestamp()`;
    const row = await coreSql(this.em)
      .insertInto('core_rate_limit')
      .values({ key, hits: 1, window_ends_at: sql<Date>`statement_timestamp() + make_interval(secs => ${rule.windowSeconds})` })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`case when ${ended} then 1 else core_rate_limit.hits + 1 end`,
          window_ends_at: sql<Date>`case when ${ended} then excluded.window_ends_at else core_rate_limit.window_ends_at end`,
        }),
      )
      .returning(['hits', sql<number>`ceil(extract(epoch from window_ends_at - statement_timestamp()))::int`.as('seconds_left')])
      .executeTakeFirstOrThrow();
    const hits = row.hits;
    const allowed = hits <= rule.points;
    // A statement that waited for the row lock started before the window did, so it can see a second more than the window.
    const retryAfterSeconds = allowed ? 0 : Math.min(rule.windowSeconds, Math.max(1, row.seconds_left));
    return { allowed, remaining: Math.max(0, rule.points - hits), retryAfterSeconds };
  }

  async reset(key: string): Promise<void> {
    await this.em.nativeDelete(RateLimitSchema, { key });
  }

  /** Deletes the counters whose window has ended; answers how many. */
  async sweep(): Promise<number> {
    return this.em.fork().nativeDelete(RateLimitSchema, { windowEndsAt: { $lte: raw('statement_timestamp()') } });
  }

  onModuleInit(): void {
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn({ err: error }, 'rate-limit sweep failed'));
    }, RATE_LIMIT_SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }
}
