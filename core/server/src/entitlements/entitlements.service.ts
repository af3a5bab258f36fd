import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EntitlementsPort, type AnalysisAllowance, type AuthContext } from '@otimiza/sdk/server';
import { plans, temporaryEnterpriseDays, usageMonthOf, type EntitlementsResponse } from '@otimiza/sdk/shared';
import type { Identity } from '../accounts/identity.service.js';

const DAY_MS = 24 * 3600 * 1000;

/** Plan features, analysis limits and usage — decided here, on the server, for every request. */
@Injectable()
export class EntitlementsService extends EntitlementsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async analysisAllowance(auth: AuthContext): Promise<AnalysisAllowance> {
    const { limit, period } = plans[auth.plan].analyses;
    const used = await this.used(auth.workspaceId, period);
    return { allowed: limit === null || used < limit, limit, used, period };
  }

  async recordAnalysis(workspaceId: string): Promise<void> {
    await this.em.getConnection().execute(
      `insert into core_monthly_usage (workspace_id, month, analyses) values (?, ?, 1)
       on conflict (workspace_id, month) do update set analyses = core_monthly_usage.analyses + 1`,
      [workspaceId, usageMonthOf(new Date())],
    );
  }

  async describe(identity: Identity): Promise<EntitlementsResponse> {
    const { auth } = identity;
    const allowance = await this.analysisAllowance(auth);
    const until = identity.temporaryEnterpriseUntil;
    const now = Date.now();
    return {
      plan: auth.plan,
      basePlan: identity.basePlan,
      mode: auth.mode,
      features: [...auth.features],
      analyses: {
        limit: allowance.limit,
        period: allowance.period,
        used: allowance.used,
        remaining: allowance.limit === null ? null : Math.max(0, allowance.limit - allowance.used),
        month: usageMonthOf(new Date()),
      },
      temporaryEnterprise: until && until.getTime() > now ? { expiresAt: until.toISOString(), daysRemaining: Math.ceil((until.getTime() - now) / DAY_MS) } : null,
      trialAvailable: identity.trialStartedAt === null && identity.basePlan !== 'enterprise' && auth.mode === 'user',
    };
  }

  /** Starts the 7-day temporary enterprise access, once per workspace; it ends by itself. */
  async startTrial(workspaceId: string): Promise<boolean> {
    const result = await this.em.getConnection().execute<{ id: string }[]>(
      `update core_workspace set trial_started_at = now(), temporary_enterprise_until = now() + make_interval(days => ?)
       where id = ? and trial_started_at is null and plan <> 'enterprise' and granted_plan is distinct from 'enterprise' returning id`,
      [temporaryEnterpriseDays, workspaceId],
    );
    return result.length > 0;
  }

  private async used(workspaceId: string, period: 'total' | 'month'): Promise<number> {
    const [row] =
      period === 'total'
        ? await this.em.getConnection().execute<{ used: string | null }[]>(
            'select sum(analyses) as used from core_monthly_usage where workspace_id = ?',
            [workspaceId],
          )
        : await this.em.getConnection().execute<{ used: string | null }[]>(
            'select analyses as used from core_monthly_usage where workspace_id = ? and month = ?',
            [workspaceId, usageMonthOf(new Date())],
          );
    return Number(row?.used ?? 0);
  }
}
