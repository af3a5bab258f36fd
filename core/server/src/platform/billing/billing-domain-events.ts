import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsPort, paymentFailed, planChanged, trialEnding } from '@otimiza/sdk/server';
import type { PlanId } from '@otimiza/sdk/shared';
import { coreSql } from '../../kernel/index.js';

/** What a billing change is worth telling once its transaction has committed. */
export interface BillingNews {
  /** The workspace's own plan (paid, or an administrator's grant when higher) moved. */
  planChange?: { from: PlanId; to: PlanId } | null;
  /** A renewal failed: the subscription went past due (Stripe's retries of the same invoice do not tell it again). */
  paymentFailed?: { plan: string } | null;
  /** The workspace's trial (a temporary Enterprise access) ends soon. */
  trialEnding?: { endsAt: Date } | null;
}

/**
 * Publishes billing's domain events (`planChanged`, `paymentFailed`) after the change is
 * committed, addressed to the workspace's owner: the person who pays.
 */
@Injectable()
export class BillingDomainEvents {
  private readonly log = new Logger('BillingEvents');

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsPort,
  ) {}

  /** Never throws: the billing change is committed already, and its caller (a webhook) must not fail for an event. */
  async publish(workspaceId: string | null, news: BillingNews | undefined): Promise<void> {
    if (!workspaceId || !news || (!news.planChange && !news.paymentFailed && !news.trialEnding)) return;
    const userId = await this.ownerOf(workspaceId).catch((error: unknown) => {
      this.log.warn(`billing events of workspace ${workspaceId} not published: ${(error as Error).message}`);
      return null;
    });
    if (!userId) return;
    if (news.planChange) await this.events.publish(planChanged, workspaceId, { userId, from: news.planChange.from, to: news.planChange.to });
    if (news.paymentFailed) await this.events.publish(paymentFailed, workspaceId, { userId, plan: news.paymentFailed.plan });
    if (news.trialEnding) await this.events.publish(trialEnding, workspaceId, { userId, plan: 'enterprise', endsAt: news.trialEnding.endsAt.toISOString() });
  }

  /** The workspace's first owner; null for a workspace without one (a reseller's client workspace is paid for by the reseller). */
  private async ownerOf(workspaceId: string): Promise<string | null> {
    const row = await coreSql(this.em)
      .selectFrom('core_membership')
      .select('user_id')
      .where('workspace_id', '=', workspaceId)
      .where('role', '=', 'owner')
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }
}
