import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { EntitlementsPort, WorkspaceSchema, forWorkspace, type AllowanceHolder, type AnalysisAllowance, type AuthContext } from '@otimiza/sdk/server';
import {
  featuresOfPlan,
  temporaryEnterpriseDays,
  usageMonthOf,
  type EntitlementsResponse,
  type FeatureKey,
  type PlanCatalogue,
  type PlanId,
  type PluginManifest,
} from '@otimiza/sdk/shared';
import { effectivePluginIds, MOUNTED_PLUGIN_MANIFESTS } from '../../kernel/index.js';
import { WorkspacePluginSchema } from '../../data/workspace-plugin.entity.js';
import type { Identity } from '../accounts/identity.service.js';
import { PLAN_CATALOGUE } from '../plans/plan-catalogue.js';
import { UsageReservationsService } from './usage-reservations.service.js';
import { WorkspacePlanService } from './workspace-plan.service.js';

const DAY_MS = 24 * 3600 * 1000;

/** Plan features, analysis limits and usage — decided here, on the server, for every request. */
@Injectable()
export class EntitlementsService extends EntitlementsPort {
  constructor(
    private readonly em: EntityManager,
    private readonly reservations: UsageReservationsService,
    private readonly workspacePlans: WorkspacePlanService,
    @Inject(PLAN_CATALOGUE) private readonly catalogue: PlanCatalogue,
    @Inject(MOUNTED_PLUGIN_MANIFESTS) private readonly mounted: readonly PluginManifest[],
  ) {
    super();
  }

  analysisAllowance(auth: AuthContext): Promise<AnalysisAllowance> {
    return this.reservations.allowance(auth.workspaceId, auth.plan);
  }

  reserveAnalyses(holder: AllowanceHolder, count: number, options?: { sequential?: boolean }): Promise<string[]> {
    return this.reservations.reserve(holder, count, options);
  }

  consumeReservation(reservationId: string): Promise<void> {
    return this.reservations.consume(reservationId);
  }

  releaseReservation(reservationId: string): Promise<void> {
    return this.reservations.release(reservationId);
  }

  planOf(workspaceId: string): Promise<PlanId> {
    return this.workspacePlans.planOf(workspaceId);
  }

  async featuresOf(workspaceId: string): Promise<ReadonlySet<FeatureKey>> {
    return featuresOfPlan(this.catalogue, await this.workspacePlans.planOf(workspaceId));
  }

  async pluginInUse(workspaceId: string, pluginId: string): Promise<boolean> {
    const manifest = this.mounted.find((mounted) => mounted.id === pluginId);
    if (!manifest) return false;
    const off = await forWorkspace(this.em, workspaceId).find(WorkspacePluginSchema, { workspace: workspaceId, enabled: false }, { fields: ['pluginId'] });
    if (
      !effectivePluginIds(
        this.mounted,
        off.map((row) => row.pluginId),
      ).has(pluginId)
    )
      return false;
    return manifest.requiredFeature === null || (await this.featuresOf(workspaceId)).has(manifest.requiredFeature);
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
        inFlight: allowance.inFlight,
        remaining: allowance.limit === null ? null : Math.max(0, allowance.limit - allowance.used - allowance.inFlight),
        month: usageMonthOf(new Date()),
      },
      temporaryEnterprise:
        until && until.getTime() > now ? { expiresAt: until.toISOString(), daysRemaining: Math.ceil((until.getTime() - now) / DAY_MS) } : null,
      trialAvailable: identity.trialStartedAt === null && identity.basePlan !== 'enterprise' && auth.mode === 'user',
    };
  }

  /** Starts the 7-day temporary enterprise access, once per workspace; it ends by itself. */
  async startTrial(workspaceId: string): Promise<boolean> {
    // Once per workspace: the condition and the write are one statement, so parallel requests start it once.
    const started = await this.em.nativeUpdate(
      WorkspaceSchema,
      { id: workspaceId, trialStartedAt: null, plan: { $ne: 'enterprise' }, $or: [{ grantedPlan: null }, { grantedPlan: { $ne: 'enterprise' } }] },
      { trialStartedAt: raw('now()'), temporaryEnterpriseUntil: raw('now() + make_interval(days => ?)', [temporaryEnterpriseDays]) },
    );
    return started > 0;
  }
}
