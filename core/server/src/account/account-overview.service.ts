import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountOverview, PaidPlanId, SubscriptionStatus } from '@otimiza/sdk/shared';
import type { Identity } from '../accounts/identity.service.js';
import { AccountDeletionPlanner } from './account-deletion.planner.js';

/** What the account page shows: profile, a pending e-mail change, the workspace, its subscription and what a deletion would remove. */
@Injectable()
export class AccountOverviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly planner: AccountDeletionPlanner,
  ) {}

  async overview(identity: Identity): Promise<AccountOverview> {
    const { user } = identity;
    const { workspaceId } = identity.auth;
    const connection = this.em.getConnection();
    const [pending] = await connection.execute<{ new_email: string; expires_at: Date }[]>(
      `select new_email, expires_at from core_email_token
       where user_id = ? and purpose = 'change-email' and used_at is null and expires_at > now() order by created_at desc limit 1`,
      [user.id],
    );
    const [workspace] = await connection.execute<{ is_demo: boolean }[]>('select is_demo from core_workspace where id = ?', [workspaceId]);
    const [subscription] = await connection.execute<{ plan: PaidPlanId; status: SubscriptionStatus; provider: 'stripe' | 'sandbox' }[]>(
      `select plan, status, provider from core_subscription
       where workspace_id = ? and status not in ('canceled', 'incomplete_expired') order by state_at desc, created_at desc limit 1`,
      [workspaceId],
    );
    const plan = await this.planner.plan(user.id);
    return {
      user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, createdAt: user.createdAt },
      pendingEmail: pending ? { email: pending.new_email, expiresAt: new Date(pending.expires_at).toISOString() } : null,
      workspace: { id: workspaceId, name: user.workspace.name, role: user.workspace.role, isDemo: workspace?.is_demo ?? false },
      subscription: subscription ?? null,
      deletion: { allowed: plan.blockedBy === null, blockedBy: plan.blockedBy, deletesWorkspace: plan.workspacesToDelete.includes(workspaceId) },
    };
  }
}
