import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery, type AuthContext } from '@otimiza/sdk/server';
import { sql, type Kysely } from 'kysely';
import { featuresOfPlan, isPlanId, roleInWorkspace, type AccessMode, type ApiUser, type PlanCatalogue, type PlanId } from '@otimiza/sdk/shared';
import { APP_CONFIG, type AppConfig, coreSql, type CoreTables } from '../../kernel/index.js';
import { effectivePlanOf, workspacePlanOf } from '../plans/effective-plan.js';
import { PLAN_CATALOGUE } from '../plans/plan-catalogue.js';
import { planningColumn } from '../plans/planning-column.js';
import type { SessionRow } from './session.service.js';

export interface Identity {
  auth: AuthContext;
  user: ApiUser;
  temporaryEnterpriseUntil: Date | null;
  trialStartedAt: Date | null;
  /** The workspace's own plan, before a temporary access or creator mode: the paid plan, or the administrator's grant when higher. */
  basePlan: PlanId;
  /** Installed plugins the workspace's owner switched off (see effectivePluginIds). */
  switchedOffPlugins: readonly string[];
}

/**
 * The session's user with their role and workspace (on every request: compiled once). The role is
 * their membership's, or the one they have through the reseller that manages the workspace (see
 * workspaceAccessOf); the plan is the reseller's for a client workspace: its subscription covers it.
 */
const memberAndWorkspace = preparedQuery((db: Kysely<CoreTables>, values: { userId: string; workspaceId: string }) =>
  db
    .selectFrom('core_workspace as w')
    .innerJoin('core_user as u', (join) => join.on('u.id', '=', values.userId))
    .leftJoin('core_workspace as r', 'r.id', 'w.managed_by')
    .leftJoin('core_membership as m', (join) => join.onRef('m.workspace_id', '=', 'w.id').on('m.user_id', '=', values.userId))
    .leftJoin('core_membership as rm', (join) => join.onRef('rm.workspace_id', '=', 'w.managed_by').on('rm.user_id', '=', values.userId))
    .select(['u.id as user_id', 'u.email', 'u.first_name', 'u.last_name', 'u.profile_image_url', 'u.email_verified_at', 'u.created_at as user_created_at'])
    .select([
      'w.id as workspace_id',
      'w.name as workspace_name',
      'w.managed_by',
      'w.demo_token',
      'm.role',
      'rm.role as reseller_role',
      'r.name as reseller_name',
    ])
    .select([
      planningColumn('plan'),
      planningColumn('granted_plan'),
      planningColumn('pending_plan'),
      planningColumn('temporary_enterprise_until'),
      planningColumn('trial_started_at'),
    ])
    .select((eb) =>
      eb
        .selectFrom('core_workspace_plugin as wp')
        .select(sql<string[]>`coalesce(json_agg(wp.plugin_id), '[]'::json)`.as('ids'))
        .whereRef('wp.workspace_id', '=', 'w.id')
        .where('wp.enabled', '=', false)
        .as('switched_off_plugins'),
    )
    .where('w.id', '=', values.workspaceId)
    .where((eb) => eb.or([eb('m.role', 'is not', null), eb('rm.role', 'is not', null)])),
);

/** Turns a session into who is calling: the user, the workspace, the plan in force and the access mode. */
@Injectable()
export class IdentityService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PLAN_CATALOGUE) private readonly catalogue: PlanCatalogue,
  ) {}

  isAdmin(email: string): boolean {
    return this.config.ADMIN_EMAILS.includes(email.toLowerCase());
  }

  async load(session: SessionRow): Promise<Identity | null> {
    const [row] = await memberAndWorkspace(coreSql(this.em), { userId: session.user_id, workspaceId: session.workspace_id });
    const role = row ? roleInWorkspace(row.role, row.reseller_role) : null;
    if (!row || !role) return null;
    const isAdmin = !session.is_demo && this.isAdmin(row.email);
    const mode: AccessMode = session.is_demo ? 'demo' : isAdmin && this.config.NODE_ENV !== 'production' && !session.creator_preview ? 'creator' : 'user';
    const paidPlan: PlanId = isPlanId(row.plan) ? row.plan : 'free';
    const grantedPlan: PlanId | null = isPlanId(row.granted_plan) ? row.granted_plan : null;
    const basePlan = workspacePlanOf(paidPlan, grantedPlan);
    const until = row.temporary_enterprise_until ? new Date(row.temporary_enterprise_until) : null;
    const plan = effectivePlanOf({ plan: paidPlan, grantedPlan, temporaryEnterpriseUntil: until, mode, now: new Date() });
    const auth: AuthContext = {
      userId: row.user_id,
      email: row.email,
      workspaceId: row.workspace_id,
      role,
      plan,
      features: featuresOfPlan(this.catalogue, plan),
      mode,
      isAdmin,
    };
    const user: ApiUser = {
      id: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url ?? null,
      isVerified: row.email_verified_at != null,
      createdAt: new Date(row.user_created_at).toISOString(),
      plan: { name: plan },
      selectedPlan: plan,
      pendingPlan: isPlanId(row.pending_plan) ? row.pending_plan : null,
      workspace: {
        id: row.workspace_id,
        name: row.workspace_name,
        role,
        managedBy: row.managed_by && row.reseller_name ? { id: row.managed_by, name: row.reseller_name } : null,
      },
      isAdmin,
      mode,
      // The investor's name is the one the demo was opened for (the creator's named link), null when it was opened without one.
      demo: session.is_demo && row.demo_token ? { token: row.demo_token, investorName: session.demo_investor_name ?? null } : null,
    };
    return {
      auth,
      user,
      temporaryEnterpriseUntil: until,
      trialStartedAt: row.trial_started_at ? new Date(row.trial_started_at) : null,
      basePlan,
      switchedOffPlugins: row.switched_off_plugins ?? [],
    };
  }
}
