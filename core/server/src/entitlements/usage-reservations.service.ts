import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AllowanceHolder, AnalysisAllowance } from '@otimiza/sdk/server';
import { plans, usageMonthOf, type PlanId } from '@otimiza/sdk/shared';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { limitReachedError, tooManyInFlightError } from './limit-reached-error.js';
import { WorkspacePlanService } from './workspace-plan.service.js';

/** A reservation still counts this long when nobody settles it (a process died mid-analysis). */
const RESERVATION_TTL_HOURS = 2;
/** Expired reservations no longer count; they are deleted now and then. */
const PURGE_INTERVAL_MS = 15 * 60_000;
/** What a 429 for too many analyses in flight suggests: about one audit's time. */
const IN_FLIGHT_RETRY_AFTER_SECONDS = 30;

type Executor = Pick<EntityManager, 'getConnection' | 'getTransactionContext'>;

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

  async allowance(workspaceId: string, plan: PlanId, executor: Executor = this.em): Promise<AnalysisAllowance> {
    const { limit, period } = plans[plan].analyses;
    const [used, reserved] = await Promise.all([this.used(workspaceId, period, executor), this.reserved(workspaceId, executor)]);
    return { allowed: limit === null || used + reserved.all < limit, limit, used, inFlight: reserved.all, period };
  }

  async reserve(holder: AllowanceHolder, count: number, options: { sequential?: boolean } = {}): Promise<string[]> {
    const plan = 'plan' in holder ? holder.plan : await this.workspacePlans.planOf(holder.workspaceId);
    const holdsSlot = !options.sequential;
    return this.em.transactional(async (em) => {
      await this.run(em, 'select id from core_workspace where id = ? for update', [holder.workspaceId]);
      const allowance = await this.allowance(holder.workspaceId, plan, em);
      const { slots } = await this.reserved(holder.workspaceId, em);
      if (holdsSlot && slots + count > this.config.MAX_QUEUED_ANALYSES_PER_WORKSPACE) throw tooManyInFlightError(slots, IN_FLIGHT_RETRY_AFTER_SECONDS);
      if (allowance.limit !== null && allowance.used + allowance.inFlight + count > allowance.limit) throw limitReachedError(plan, allowance, count);
      const ids = Array.from({ length: count }, () => randomUUID());
      for (const id of ids) {
        await this.run(em, `insert into core_usage_reservation (id, workspace_id, holds_slot, expires_at) values (?, ?, ?, now() + make_interval(hours => ?))`, [
          id,
          holder.workspaceId,
          holdsSlot,
          RESERVATION_TTL_HOURS,
        ]);
      }
      return ids;
    });
  }

  /** Turns the reservation into a used analysis in one transaction, so it never stops counting in between. */
  async consume(reservationId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const [reservation] = await this.run<{ workspace_id: string }>(em, 'delete from core_usage_reservation where id = ? returning workspace_id', [reservationId]);
      if (!reservation) return;
      await this.run(
        em,
        `insert into core_monthly_usage (workspace_id, month, analyses) values (?, ?, 1)
         on conflict (workspace_id, month) do update set analyses = core_monthly_usage.analyses + 1`,
        [reservation.workspace_id, usageMonthOf(new Date())],
      );
    });
  }

  async release(reservationId: string): Promise<void> {
    await this.em.getConnection().execute('delete from core_usage_reservation where id = ?', [reservationId]);
  }

  /** Drops reservations nobody settled before they expired (they no longer count anyway). */
  async purgeExpired(): Promise<number> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>('delete from core_usage_reservation where expires_at <= now() returning id');
    return rows.length;
  }

  private async reserved(workspaceId: string, executor: Executor): Promise<{ all: number; slots: number }> {
    const [row] = await this.run<{ total: number; slots: number }>(
      executor,
      'select count(*)::int as total, (count(*) filter (where holds_slot))::int as slots from core_usage_reservation where workspace_id = ? and expires_at > now()',
      [workspaceId],
    );
    return { all: row?.total ?? 0, slots: row?.slots ?? 0 };
  }

  private async used(workspaceId: string, period: 'total' | 'month', executor: Executor): Promise<number> {
    const [row] =
      period === 'total'
        ? await this.run<{ used: string | null }>(executor, 'select sum(analyses) as used from core_monthly_usage where workspace_id = ?', [workspaceId])
        : await this.run<{ used: string | null }>(executor, 'select analyses as used from core_monthly_usage where workspace_id = ? and month = ?', [
            workspaceId,
            usageMonthOf(new Date()),
          ]);
    return Number(row?.used ?? 0);
  }

  private run<Row>(executor: Executor, sql: string, params: unknown[]): Promise<Row[]> {
    return executor.getConnection().execute<Row[]>(sql, params, 'all', executor.getTransactionContext());
  }
}
