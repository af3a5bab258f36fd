import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { forWorkspace, WorkspaceSchema } from '@otimiza/sdk/server';
import type { AccountOverview } from '@otimiza/sdk/shared';
import { EmailTokenSchema } from '../../data/email-token.entity.js';
import { SubscriptionSchema } from '../../data/billing.entities.js';
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
    const [pending, workspace, subscription] = await Promise.all([
      this.em.findOne(
        EmailTokenSchema,
        { user: user.id, purpose: 'change-email', usedAt: null, expiresAt: { $gt: raw('now()') } },
        { fields: ['newEmail', 'expiresAt'], orderBy: { createdAt: 'desc' } },
      ),
      this.em.findOne(WorkspaceSchema, { id: workspaceId }, { fields: ['isDemo'] }),
      forWorkspace(this.em, workspaceId).findOne(
        SubscriptionSchema,
        { status: { $nin: ['canceled', 'incomplete_expired'] } },
        { fields: ['plan', 'status', 'provider'], orderBy: [{ stateAt: 'desc' }, { createdAt: 'desc' }] },
      ),
    ]);
    const plan = await this.planner.plan(user.id);
    return {
      user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, createdAt: user.createdAt },
      pendingEmail: pending ? { email: pending.newEmail!, expiresAt: pending.expiresAt.toISOString() } : null,
      workspace: { id: workspaceId, name: user.workspace.name, role: user.workspace.role, isDemo: workspace?.isDemo ?? false },
      subscription: subscription ? { plan: subscription.plan, status: subscription.status, provider: subscription.provider } : null,
      deletion: { allowed: plan.blockedBy === null, blockedBy: plan.blockedBy, deletesWorkspace: plan.workspacesToDelete.includes(workspaceId) },
    };
  }
}
