import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { AccountDataPort, forWorkspace, pagedEntities, UserSchema, WorkspaceSchema, type AccountDataScope, type AccountDataWriter } from '@otimiza/sdk/server';
import { MembershipSchema } from '../../../data/accounts.entities.js';
import { EmailTokenSchema } from '../../../data/email-token.entity.js';
import { SessionSchema } from '../../../data/session.entity.js';
import { CheckoutSessionSchema, SubscriptionSchema } from '../../../data/billing.entities.js';
import { MonthlyUsageSchema } from '../../../data/usage.entities.js';
import { AiUsageSchema } from '../../../data/ai-usage.entity.js';
import { WorkspacePluginSchema } from '../../../data/workspace-plugin.entity.js';
import { WorkspacePluginSettingsSchema } from '../../../data/workspace-plugin-settings.entity.js';

const PAGE = 500;

/**
 * The core's part of the export: the user, the workspace, memberships, sessions (when and how
 * long, never their token hashes), subscriptions and checkouts, usage, and the workspace's plugin
 * choices (the plugins switched off, and the values saved for each plugin's workspace settings).
 * Password hashes and e-mail tokens are never read.
 */
@Injectable()
export class CoreAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({ section: 'account', export: (scope, writer) => this.export(scope, writer) });
  }

  private async export(scope: AccountDataScope, writer: AccountDataWriter): Promise<void> {
    const { userId, workspaceId } = scope;
    const em = this.em.fork();
    const scoped = forWorkspace(this.em, workspaceId);
    const user = await em.findOneOrFail(UserSchema, { id: userId });
    const pending = await em.findOne(
      EmailTokenSchema,
      { user: userId, purpose: 'change-email', usedAt: null, expiresAt: { $gt: raw('now()') } },
      { orderBy: { createdAt: 'desc' } },
    );
    const { id, email, firstName, lastName, profileImageUrl, emailVerifiedAt, createdAt, updatedAt } = user;
    await writer.file('user.json', {
      id,
      email,
      firstName,
      lastName,
      profileImageUrl: profileImageUrl ?? null,
      emailVerifiedAt: emailVerifiedAt ?? null,
      createdAt,
      updatedAt,
      pendingEmailChange: pending ? { email: pending.newEmail, requestedAt: pending.createdAt, expiresAt: pending.expiresAt } : null,
    });
    const workspace = await em.findOneOrFail(WorkspaceSchema, { id: workspaceId });
    await writer.file('workspace.json', {
      id: workspace.id,
      name: workspace.name,
      paidPlan: workspace.plan,
      grantedPlan: workspace.grantedPlan ?? null,
      planGrantedAt: workspace.planGrantedAt ?? null,
      pendingPlan: workspace.pendingPlan ?? null,
      trialStartedAt: workspace.trialStartedAt ?? null,
      temporaryEnterpriseUntil: workspace.temporaryEnterpriseUntil ?? null,
      createdAt: workspace.createdAt,
    });
    const memberships = await em.find(MembershipSchema, { user: userId }, { populate: ['workspace'], orderBy: { createdAt: 'asc' } });
    await writer.file(
      'memberships.json',
      memberships.map((membership) => ({
        workspaceId: membership.workspace.id,
        workspaceName: membership.workspace.name,
        role: membership.role,
        since: membership.createdAt,
      })),
    );
    // When and how long, never the token hashes.
    const sessions = await em.find(SessionSchema, { user: userId }, { orderBy: { createdAt: 'desc' } });
    await writer.file(
      'sessions.json',
      sessions.map((session) => ({ createdAt: session.createdAt, lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt, demo: session.isDemo })),
    );
    const subscriptions = await scoped.find(SubscriptionSchema, {}, { orderBy: { createdAt: 'asc' } });
    await writer.file(
      'billing/subscriptions.json',
      subscriptions.map((subscription) => ({
        id: subscription.id,
        provider: subscription.provider,
        plan: subscription.plan,
        status: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd ?? null,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        createdAt: subscription.createdAt,
        updatedAt: subscription.updatedAt,
      })),
    );
    const checkouts = await scoped.find(CheckoutSessionSchema, {}, { orderBy: { createdAt: 'asc' } });
    await writer.file(
      'billing/checkout-sessions.json',
      checkouts.map((checkout) => ({
        id: checkout.id,
        provider: checkout.provider,
        plan: checkout.plan,
        status: checkout.status,
        language: checkout.language,
        createdAt: checkout.createdAt,
        completedAt: checkout.completedAt ?? null,
      })),
    );
    const usage = await scoped.find(MonthlyUsageSchema, {}, { orderBy: { month: 'asc' } });
    await writer.file(
      'usage/monthly-analyses.json',
      usage.map(({ month, analyses }) => ({ month, analyses })),
    );
    const switches = await scoped.find(WorkspacePluginSchema, {}, { orderBy: { pluginId: 'asc' } });
    const settings = await scoped.find(WorkspacePluginSettingsSchema, {}, { orderBy: { pluginId: 'asc' } });
    await writer.file('workspace-plugins.json', {
      // Without a row a plugin is on: only what an owner or admin switched is stored.
      switches: switches.map(({ pluginId, enabled, updatedAt }) => ({ pluginId, enabled, updatedAt })),
      settings: settings.map(({ pluginId, values, updatedAt }) => ({ pluginId, values, updatedAt })),
    });
    await writer.lines(
      'usage/ai-usage.jsonl',
      pagedEntities(
        forWorkspace(this.em, workspaceId),
        AiUsageSchema,
        ({ id, tool, model, outcome, inputTokens, outputTokens, createdAt }) => ({
          id,
          tool,
          model,
          outcome,
          inputTokens,
          outputTokens,
          createdAt,
        }),
        { pageSize: PAGE },
      ),
    );
  }
}
