import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, forWorkspace, pagedEntities, type AccountDataScope, type AccountDataWriter } from '@otimiza/sdk/server';
import { AiUsageSchema } from '../../ai/ai-usage.entity.js';

const PAGE = 500;

/**
 * The core's part of the export: the user, the workspace, memberships, sessions (when and how
 * long, never their token hashes), subscriptions and checkouts, and usage. Password hashes and
 * e-mail tokens are never read.
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
    const [user] = await this.rows(
      `select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.profile_image_url as "profileImageUrl",
              u.email_verified_at as "emailVerifiedAt", u.created_at as "createdAt", u.updated_at as "updatedAt",
              (select jsonb_build_object('email', t.new_email, 'requestedAt', t.created_at, 'expiresAt', t.expires_at)
                 from core_email_token t where t.user_id = u.id and t.purpose = 'change-email' and t.used_at is null and t.expires_at > now()
                 order by t.created_at desc limit 1) as "pendingEmailChange"
       from core_user u where u.id = ?`,
      [userId],
    );
    await writer.file('user.json', user);
    const [workspace] = await this.rows(
      `select id, name, plan as "paidPlan", granted_plan as "grantedPlan", plan_granted_at as "planGrantedAt", pending_plan as "pendingPlan",
              trial_started_at as "trialStartedAt", temporary_enterprise_until as "temporaryEnterpriseUntil", created_at as "createdAt"
       from core_workspace where id = ?`,
      [workspaceId],
    );
    await writer.file('workspace.json', workspace);
    await writer.file(
      'memberships.json',
      await this.rows(
        `select m.workspace_id as "workspaceId", w.name as "workspaceName", m.role, m.created_at as "since"
         from core_membership m join core_workspace w on w.id = m.workspace_id where m.user_id = ? order by m.created_at`,
        [userId],
      ),
    );
    await writer.file(
      'sessions.json',
      await this.rows(
        `select created_at as "createdAt", last_seen_at as "lastSeenAt", expires_at as "expiresAt", is_demo as "demo"
         from core_session where user_id = ? order by created_at desc`,
        [userId],
      ),
    );
    await writer.file(
      'billing/subscriptions.json',
      await this.rows(
        `select id, provider, plan, status, current_period_end as "currentPeriodEnd", cancel_at_period_end as "cancelAtPeriodEnd",
                created_at as "createdAt", updated_at as "updatedAt"
         from core_subscription where workspace_id = ? order by created_at`,
        [workspaceId],
      ),
    );
    await writer.file(
      'billing/checkout-sessions.json',
      await this.rows(
        `select id, provider, plan, status, language, created_at as "createdAt", completed_at as "completedAt"
         from core_checkout_session where workspace_id = ? order by created_at`,
        [workspaceId],
      ),
    );
    await writer.file(
      'usage/monthly-analyses.json',
      await this.rows('select month, analyses from core_monthly_usage where workspace_id = ? order by month', [workspaceId]),
    );
    await writer.lines(
      'usage/ai-usage.jsonl',
      pagedEntities(forWorkspace(this.em, workspaceId), AiUsageSchema, ({ id, tool, model, outcome, inputTokens, outputTokens, createdAt }) => ({
        id,
        tool,
        model,
        outcome,
        inputTokens,
        outputTokens,
        createdAt,
      }), { pageSize: PAGE }),
    );
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows go to JSON as they are read
  private rows<T = any>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }
}
