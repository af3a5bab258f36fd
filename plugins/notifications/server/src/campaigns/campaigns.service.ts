import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue, forWorkspace, storeWithinCap, type AuthContext, type WorkspaceCap } from '@otimiza/sdk/server';
import type {
  AudienceCriteria,
  CampaignAudienceSize,
  CampaignList,
  CampaignStatus,
  CampaignView,
  campaignInputSchema,
  campaignStatusChangeSchema,
} from '@otimiza/plugin-notifications-shared';
import type { z } from 'zod';
import { deliveryCounts, totalsOf, type DeliveryTotals } from '../analytics/delivery-counts.js';
import { notificationsSql } from '../analytics/notifications-sql.js';
import { TemplateSchema } from '../data/template.entity.js';
import { CampaignAudience } from './campaign-audience.service.js';
import { activeNotDeletable, campaignNotFound, illegalTransition, noClientWorkspaces, onlyDraftsEditable, templateMissing } from './campaign-messages.js';
import { CAMPAIGN_SEND_ATTEMPTS, CAMPAIGN_SEND_BACKOFF_MS, campaignSendJob } from './campaign-send.job.js';
import { toCampaignView } from './campaign-view.js';
import { CampaignSchema, type CampaignRow } from '../data/campaign.entity.js';

type CampaignFields = z.output<typeof campaignInputSchema>;
type TargetStatus = z.output<typeof campaignStatusChangeSchema>['status'];

/** Campaigns a workspace may keep, sent or not: the list is read whole, with each one's delivery figures. */
export const MAX_CAMPAIGNS = 500;

const campaignsCap = (workspaceId: string): WorkspaceCap => ({
  workspaceId,
  name: 'notifications:campaigns',
  limit: MAX_CAMPAIGNS,
  items: { pt: { one: 'uma campanha', many: 'campanhas', another: 'outra' }, en: { one: 'a campaign', many: 'campaigns' } },
  count: (tx) => tx.count(CampaignSchema, {}),
});

/** The statuses each change may start from: draft → active → paused ⇄ active → completed (from active or paused). */
export const allowedFrom: Record<TargetStatus, readonly CampaignStatus[]> = {
  active: ['draft', 'paused'],
  paused: ['active'],
  completed: ['active', 'paused'],
};

/**
 * A workspace's campaigns (`/api/notifications/campaigns`): drafts are edited, then activated —
 * which queues the sending job (at `scheduledAt` when it is in the future) — paused, resumed and
 * completed. Performance is counted from the campaign's delivery records, which live in the
 * recipients' workspaces (an agency's clients): read by campaign id once the campaign is known to
 * be the caller's.
 */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audience: CampaignAudience,
    private readonly jobs: JobQueue,
  ) {}

  async list(auth: AuthContext, status: CampaignStatus | undefined): Promise<CampaignList> {
    const campaigns = await forWorkspace(this.em, auth.workspaceId).find(CampaignSchema, status ? { status } : {}, {
      orderBy: { createdAt: 'desc', id: 'asc' },
    });
    const totals = await this.totalsOf(campaigns.map((campaign) => campaign.id));
    return { campaigns: campaigns.map((campaign) => toCampaignView(campaign, totals.get(campaign.id) ?? totalsOf(undefined))) };
  }

  async get(auth: AuthContext, id: string): Promise<CampaignView> {
    const campaign = await this.find(auth.workspaceId, id);
    return toCampaignView(campaign, (await this.totalsOf([id])).get(id) ?? totalsOf(undefined));
  }

  async audienceSize(auth: AuthContext, criteria: AudienceCriteria): Promise<CampaignAudienceSize> {
    await this.checkScope(auth.workspaceId, criteria, 'criteria.scope');
    return { segmentSize: await this.audience.segmentSize(auth.workspaceId, criteria) };
  }

  /** Stores a draft; 409 ITEM_LIMIT when the workspace already keeps MAX_CAMPAIGNS. */
  async create(auth: AuthContext, input: CampaignFields): Promise<CampaignView> {
    await this.checkInput(auth.workspaceId, input);
    const segmentSize = await this.audience.segmentSize(auth.workspaceId, input.criteria);
    return storeWithinCap(forWorkspace(this.em, auth.workspaceId), campaignsCap(auth.workspaceId), async (tx) => {
      const campaign = tx.create(CampaignSchema, {
        workspace: auth.workspaceId,
        name: input.name,
        description: input.description,
        type: input.type,
        status: 'draft',
        template: input.templateId,
        channels: input.channels,
        criteria: input.criteria,
        segmentSize,
        scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
        startedAt: null,
        completedAt: null,
      });
      await tx.flush();
      return toCampaignView(campaign, totalsOf(undefined));
    });
  }

  async update(auth: AuthContext, id: string, input: CampaignFields): Promise<CampaignView> {
    const em = forWorkspace(this.em, auth.workspaceId);
    const campaign = await em.findOne(CampaignSchema, { id });
    if (!campaign) throw campaignNotFound();
    if (campaign.status !== 'draft') throw onlyDraftsEditable(campaign.status);
    await this.checkInput(auth.workspaceId, input);
    const segmentSize = await this.audience.segmentSize(auth.workspaceId, input.criteria);
    // Still a draft: an activation between the read and this write wins, and the edit is refused.
    const changed = await em.nativeUpdate(
      CampaignSchema,
      { id, status: 'draft' },
      {
        name: input.name,
        description: input.description,
        type: input.type,
        template: input.templateId,
        channels: input.channels,
        criteria: input.criteria,
        segmentSize,
        scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
        updatedAt: new Date(),
      },
    );
    if (changed === 0) throw onlyDraftsEditable((await this.find(auth.workspaceId, id)).status);
    return this.get(auth, id);
  }

  /** Deletes a campaign that is not sending; its delivery records stay (their campaign becomes null). */
  async remove(auth: AuthContext, id: string): Promise<void> {
    const em = forWorkspace(this.em, auth.workspaceId);
    const deleted = await em.nativeDelete(CampaignSchema, { id, status: { $ne: 'active' } });
    if (deleted > 0) return;
    await this.find(auth.workspaceId, id);
    throw activeNotDeletable();
  }

  /**
   * Moves the campaign to `to` when its status allows it (one conditional UPDATE: of two concurrent
   * changes one wins, the other gets 409). Activating counts the audience again and queues the
   * sending job (delayed to `scheduledAt`); a queue that cannot take it puts the status back (503).
   */
  async changeStatus(auth: AuthContext, id: string, to: TargetStatus): Promise<CampaignView> {
    const em = forWorkspace(this.em, auth.workspaceId);
    const campaign = await this.find(auth.workspaceId, id);
    const from = campaign.status;
    if (!allowedFrom[to].includes(from)) throw illegalTransition(from, to);
    const now = new Date();
    const changes = {
      status: to,
      updatedAt: now,
      ...(to === 'active' ? { startedAt: campaign.startedAt ?? now, segmentSize: await this.audience.segmentSize(auth.workspaceId, campaign.criteria) } : {}),
      ...(to === 'completed' ? { completedAt: now } : {}),
    };
    const changed = await em.nativeUpdate(CampaignSchema, { id, status: from }, changes);
    if (changed === 0) throw illegalTransition((await this.find(auth.workspaceId, id)).status, to);
    if (to === 'active') {
      try {
        await this.jobs.enqueue(
          campaignSendJob,
          { workspaceId: auth.workspaceId, campaignId: id },
          {
            jobId: `notifications-campaign-${id}-${now.getTime()}`,
            workspaceId: auth.workspaceId,
            delayMs: campaign.scheduledAt ? Math.max(0, campaign.scheduledAt.getTime() - now.getTime()) : 0,
            attempts: CAMPAIGN_SEND_ATTEMPTS,
            backoffMs: CAMPAIGN_SEND_BACKOFF_MS,
          },
        );
      } catch (error) {
        await em.nativeUpdate(CampaignSchema, { id, status: 'active' }, { status: from, startedAt: campaign.startedAt, updatedAt: new Date() });
        throw error;
      }
    }
    return this.get(auth, id);
  }

  async find(workspaceId: string, id: string): Promise<CampaignRow> {
    const campaign = await forWorkspace(this.em, workspaceId).findOne(CampaignSchema, { id });
    if (!campaign) throw campaignNotFound();
    return campaign;
  }

  private async checkInput(workspaceId: string, input: CampaignFields): Promise<void> {
    const template = await forWorkspace(this.em, workspaceId).count(TemplateSchema, { id: input.templateId });
    if (template === 0) throw templateMissing();
    await this.checkScope(workspaceId, input.criteria, 'criteria.scope');
  }

  /** The 'clients' audience exists only for a workspace that manages client workspaces (400 otherwise). */
  private async checkScope(workspaceId: string, criteria: AudienceCriteria, path: string): Promise<void> {
    if (criteria.scope === 'clients' && (await this.audience.clientWorkspacesOf(workspaceId)).length === 0) throw noClientWorkspaces(path);
  }

  /**
   * Each campaign's delivery counts in one aggregate. By campaign id, in every workspace: a
   * campaign to an agency's clients has its records in the clients' workspaces. The ids are the
   * caller's campaigns (read through the workspace filter), so nothing else is counted.
   */
  private async totalsOf(ids: readonly string[]): Promise<Map<string, DeliveryTotals>> {
    if (ids.length === 0) return new Map();
    const rows = await notificationsSql(this.em)
      .selectFrom('notifications_delivery')
      .select((eb) => ['notifications_delivery.campaign_id', ...deliveryCounts(eb)])
      .where('notifications_delivery.campaign_id', 'in', ids)
      .groupBy('notifications_delivery.campaign_id')
      .execute();
    return new Map(rows.map((row) => [row.campaign_id!, totalsOf(row)]));
  }
}
