import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '@otimiza/sdk/server';
import { isPlanId, type AdminUserRow, type PlanId } from '@otimiza/sdk/shared';
import { workspacePlanOf } from '../entitlements/effective-plan.js';

interface AdminUserSqlRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  email_verified_at: Date | null;
  plan: string;
  granted_plan: string | null;
  plan_granted_at: Date | null;
  granted_by_email: string | null;
  workspace_id: string;
  created_at: Date;
}

// Cross-workspace by design: instance administration lists every account (its first workspace).
const selectUsers = `
  select u.id, u.email, u.first_name, u.last_name, u.email_verified_at, w.plan, w.granted_plan, w.plan_granted_at,
         g.email as granted_by_email, w.id as workspace_id, u.created_at
  from core_user u
  join lateral (select workspace_id from core_membership where user_id = u.id order by created_at limit 1) m on true
  join core_workspace w on w.id = m.workspace_id
  left join core_user g on g.id = w.plan_granted_by
  where not w.is_demo`;

function toRow(row: AdminUserSqlRow): AdminUserRow {
  const paidPlan: PlanId = isPlanId(row.plan) ? row.plan : 'free';
  const granted = isPlanId(row.granted_plan) && row.plan_granted_at ? row.granted_plan : null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isVerified: row.email_verified_at !== null,
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
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<AdminUserRow[]> {
    const rows = await this.em.getConnection().execute<AdminUserSqlRow[]>(`${selectUsers} order by u.created_at desc limit 500`);
    return rows.map(toRow);
  }

  /** Grants `plan` to the user's workspace; `free` grants nothing and removes a grant. A paid plan still waiting for payment stops waiting. */
  async grantPlan(userId: string, plan: PlanId, grantedBy: string): Promise<AdminUserRow> {
    if (plan === 'free') return this.removeGrant(userId);
    const workspaceId = await this.workspaceOf(userId);
    await this.em
      .getConnection()
      .execute('update core_workspace set granted_plan = ?, plan_granted_by = ?, plan_granted_at = now(), pending_plan = null where id = ?', [plan, grantedBy, workspaceId]);
    return this.row(userId);
  }

  /** The workspace goes back to its paid plan. */
  async removeGrant(userId: string): Promise<AdminUserRow> {
    const workspaceId = await this.workspaceOf(userId);
    await this.em
      .getConnection()
      .execute('update core_workspace set granted_plan = null, plan_granted_by = null, plan_granted_at = null where id = ?', [workspaceId]);
    return this.row(userId);
  }

  private async workspaceOf(userId: string): Promise<string> {
    return (await this.row(userId)).workspaceId;
  }

  private async row(userId: string): Promise<AdminUserRow> {
    const [row] = await this.em.getConnection().execute<AdminUserSqlRow[]>(`${selectUsers} and u.id = ?`, [userId]);
    if (!row) throw new ApiError('NOT_FOUND', 404, userNotFound);
    return toRow(row);
  }
}
