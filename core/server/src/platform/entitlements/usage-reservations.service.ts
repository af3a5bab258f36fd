import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { acrossWorkspaces, type AllowanceHolder, type AnalysisAllowance } from '@otimiza/sdk/server';
import { plans, usageMonthOf, type PlanId } from '@otimiza/sdk/shared';
import { APP_CONFIG, type AppConfig, coreSql } from '../../kernel/index.js';
import { limitReachedError, tooManyInFlightError } from './limit-reached-error.js';
import { UsageReservationSchema } from '../../data/usage.entities.js';
import { WorkspacePlanService } from './workspace-plan.service.js';

/** A reservation still counts this long when nobody settles it (a process died mid-analysis). */
const RESERVATION_TTL_HOURS = 2;
/** Expired reservations no longer count; they are deleted now and then. */
const PURGE_INTERVAL_MS = 15 * 60_000;
/** What a 429 for too many analyses in flight suggests: about one audit's time. */
const IN_FLIGHT_RETRY_AFTER_SECONDS = 30;

/**
 * The analysis allowance: completed analyses (core_monthly_usage) plus reserved ones. Every
 * reservation takes the workspace's row lock first, so parallel requests are counted one after
 * the other and can never take more than the plan allows.
 */
@Injectable()
export class UsageReservationsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private purgeTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly workspacePlans: WorkspacePlanService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.purgeTimer = setInterval(() => void this.purgeExpired().catch(() => undefined), PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
  }

  onApplicationShutdown(): void {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
  }

  async allowance(workspaceId: string, plan: PlanId, executor: EntityManager = this.em): Promise<AnalysisAllowance> {
    const { limit, period } = plans[plan].analyses;
    const [used, reserved] = await Promise.all([this.used(workspaceId, period, executor), this.reserved(workspaceId, executor)]);
    return { allowed: limit === null || used + reserved.all < limit, limit, used, inFlight: reserved.all, period };
  }

  async reserve(holder: AllowanceHolder, count: number, options: { sequential?: boolean } = {}): Promise<string[]> {
    const plan = 'plan' in holder ? holder.plan : await this.workspacePlans.planOf(holder.workspaceId);
    const holdsSlot = !options.sequential;
    return this.em.transactional(async (em) => {
      await coreSql(em).selectFrom('core_workspace').select('id').where('id', '=', holder.workspaceId).forUpdate().execute();
      const allowance = await this.allowance(holder.workspaceId, plan, em);
      const { slots } = await this.reserved(holder.workspaceId, em);
      if (holdsSlot && slots + count > this.config.MAX_QUEUED_ANALYSES_PER_WORKSPACE) throw tooManyInFlightError(slots, IN_FLIGHT_RETRY_AFTER_SECONDS);
      if (allowance.limit !== null && allowance.used + allowance.inFlight + count > allowance.limit) throw limitReachedError(plan, allowance, count);
      const ids = Array.from({ length: count }, () => randomUUID());
      await em.insertMany(
        UsageReservationSchema,
        ids.map((id) => ({ id, workspace: holder.workspaceId, holdsSlot, expiresAt: raw('now() + make_interval(hours => ?)', [RESERVATION_TTL_HOURS]) })),
      );
      return ids;
    });
  }

  /** Turns the reservation into a used analysis in one transaction, so it never stops counting in between. */
  async consume(reservationId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const db = coreSql(em);
      const reservation = await db.deleteFrom('core_usage_reservation').where('id', '=', reservationId).returning('workspace_id').executeTakeFirst();
      if (!reservation) return;
      await db
        .insertInto('core_monthly_usage')
        .values({ workspace_id: reservation.workspace_id, month: usageMonthOf(new Date()), analyses: 1 })
        .onConflict((conflict) => conflict.columns(['workspace_id', 'month']).doUpdateSet({ analyses: sql`core_monthly_usage.analyses + 1` }))
        .execute();
    });
  }

  async release(reservationId: string): Promise<void> {
    await this.em.nativeDelete(UsageReservationSchema, { id: reservationId }, acrossWorkspaces);
  }

  /** Drops reservations nobody settled before they expired (they no longer count anyway). */
  async purgeExpired(): Promise<number> {
    return this.em.fork().nativeDelete(UsageReservationSchema, { expiresAt: { $lte: raw('now()') } }, acrossWorkspaces);
  }

  private async reserved(workspaceId: string, executor: EntityManager): Promise<{ all: number; slots: number }> {
    const row = await coreSql(executor)
      .selectFrom('core_usage_reservation')
      .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.countAll<string>().filterWhere('holds_slot', '=', true).as('slots')])
      .where('workspace_id', '=', workspaceId)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return { all: Number(row?.total ?? 0), slots: Number(row?.slots ?? 0) };
  }

  private async used(workspaceId: string, period: 'total' | 'month', executor: EntityManager): Promise<number> {
    let query = coreSql(executor)
      .selectFrom('core_monthly_usage')
      .select((eb) => eb.fn.sum<string | null>('analyses').as('used'))
      .where('workspace_id', '=', workspaceId);
    if (period === 'month') query = query.where('month', '=', usageMonthOf(new Date()));
    const row = await query.executeTakeFirst();
    return Number(row?.used ?? 0);
  }
}
