import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { ApiError, WorkspaceSchema } from '@otimiza/sdk/server';
import { isPlanId, type AdminUserRow, type PlanId } from '@otimiza/sdk/shared';
import { BillingDomainEvents } from '../billing/billing-domain-events.js';
import { coreSql } from '../../kernel/index.js';
import { workspacePlanOf } from '../plans/effective-plan.js';

/** Every account with its first workspace (cross-workspace by design: instance administration), the demo's left out. */
function usersQuery(em: EntityManager) {
  return coreSql(em)
    .selectFrom('core_user as u')
    .innerJoinLateral(
      (eb) => eb.selectFrom('core_membership').select('workspace_id').whereRef('user_id', '=', 'u.id').orderBy('created_at').limit(1).as('m'),
      (join) => join.onTrue(),
    )
    .innerJoin('core_workspace as w', 'w.id', 'm.workspace_id')
    .leftJoin('core_user as g', 'g.id', 'w.plan_granted_by')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.email_verified_at', 'u.created_at'])
    .select(['w.plan', 'w.granted_plan', 'w.plan_granted_at', 'w.id as workspace_id', 'g.email as granted_by_email'])
    .where('w.is_demo', '=', false);
}

type AdminUserSqlRow = Awaited<ReturnType<ReturnType<typeof usersQuery>['executeTakeFirstOrThrow']>>;

function toRow(row: AdminUserSqlRow): AdminUserRow {
  const paidPlan: PlanId = isPlanId(row.plan) ? row.plan : 'free';
  const granted = isPlanId(row.granted_plan) && row.plan_granted_at ? row.granted_plan : null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isVerified: row.email_verified_at != null,
    plan: workspacePlanOf(paidPlan, granted),
    paidPlan,
    planGrant: granted ? { plan: granted, grantedAt: new Date(row.plan_granted_at!).toISOString(), grantedBy: row.granted_by_email } : null,
    workspaceId: row.workspace_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const userNotFound = { pt: 'Usuário não encontrado.', en: 'User not found.' };

/**
 * The accounts of the instance for its administrators, and the plans they grant. A grant lives
 * beside the paid plan (`granted_plan`, by whom, since when): billing writes only the paid plan,
 * so a subscription event never undoes a grant.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly billingEvents: BillingDomainEvents,
  ) {}

  async list(): Promise<AdminUserRow[]> {
    const rows = await usersQuery(this.em).orderBy('u.created_at', 'desc').limit(500).execute();
    return rows.map(toRow);
  }

  /** Grants `plan` to the user's workspace; `free` grants nothing and removes a grant. A paid plan still waiting for payment stops waiting. */
  async grantPlan(userId: string, plan: PlanId, grantedBy: string): Promise<AdminUserRow> {
    if (plan === 'free') return this.removeGrant(userId);
    const before = await this.row(userId);
    await this.em.nativeUpdate(
      WorkspaceSchema,
      { id: before.workspaceId },
      { grantedPlan: plan, planGrantedBy: grantedBy, planGrantedAt: raw('now()'), pendingPlan: null },
    );
    return this.changed(before);
  }

  /** The workspace goes back to its paid plan. */
  async removeGrant(userId: string): Promise<AdminUserRow> {
    const before = await this.row(userId);
    await this.em.nativeUpdate(WorkspaceSchema, { id: before.workspaceId }, { grantedPlan: null, planGrantedBy: null, planGrantedAt: null });
    return this.changed(before);
  }

  /** The user's row after a grant changed, with `planChanged` published when the plan in force moved. */
  private async changed(before: AdminUserRow): Promise<AdminUserRow> {
    const after = await this.row(before.id);
    if (after.plan !== before.plan) await this.billingEvents.publish(after.workspaceId, { planChange: { from: before.plan, to: after.plan } });
    return after;
  }

  private async row(userId: string): Promise<AdminUserRow> {
    const row = await usersQuery(this.em).where('u.id', '=', userId).executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND', 404, userNotFound);
    return toRow(row);
  }
}
