import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue, UserSchema, forWorkspace, type JobContext } from '@otimiza/sdk/server';
import { renderTemplate, type TemplateVariable } from '@otimiza/plugin-notifications-shared';
import type { Language } from '@otimiza/sdk/shared';
import { NotificationsService } from '../notifications/notifications.service.js';
import { TemplateValues } from '../templates/template-values.service.js';
import { TemplateSchema } from '../data/template.entity.js';
import { CampaignAudience } from './campaign-audience.service.js';
import { campaignSendJob, type CampaignSendPayload, type CampaignSendResult } from './campaign-send.job.js';
import { CampaignSchema } from '../data/campaign.entity.js';

/**
 * Sends an active campaign (`notifications.campaign-send`): its template rendered for each
 * recipient of the audience (computed again when sending starts) through the campaign's channels,
 * one `notify` per member with the source key `campaign:<id>` — so a member gets it once, and a run
 * that goes through the recipients again (a retry, a resumed campaign) sends nothing twice. The
 * status is read before each recipient: a paused (or completed) campaign stops at once, and
 * re-activating it queues a run that goes through the list again, the members already reached
 * being no-ops. When the run reaches the end, the campaign becomes completed.
 */
@Injectable()
export class CampaignSender implements OnModuleInit {
  private readonly log = new Logger('Campaigns');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly audience: CampaignAudience,
    private readonly values: TemplateValues,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.jobs.process(campaignSendJob, (payload, context) => this.send(payload, context), { concurrency: 2 });
  }

  async send({ workspaceId, campaignId }: CampaignSendPayload, context: Pick<JobContext, 'reportProgress'>): Promise<CampaignSendResult> {
    const em = forWorkspace(this.em, workspaceId);
    const campaign = await em.findOne(CampaignSchema, { id: campaignId });
    if (!campaign || campaign.status !== 'active') return { processed: 0, total: 0, completed: false };
    const template = campaign.template ? await em.findOne(TemplateSchema, { id: campaign.template.id }) : null;
    if (!template) {
      // Its template was deleted: nothing to send. Paused, so that the owner sees it stopped.
      await em.nativeUpdate(CampaignSchema, { id: campaignId, status: 'active' }, { status: 'paused', updatedAt: new Date() });
      this.log.warn(`campaign ${campaignId} paused: its template no longer exists`);
      return { processed: 0, total: 0, completed: false };
    }

    const recipients = await this.audience.recipients(workspaceId, campaign.criteria);
    await em.nativeUpdate(CampaignSchema, { id: campaignId }, { segmentSize: recipients.length });
    const workspaceValues = new Map<string, Partial<Record<TemplateVariable, string>>>();
    const valuesOf = async (recipientWorkspace: string, language: Language) => {
      const key = `${recipientWorkspace}:${language}`;
      if (!workspaceValues.has(key)) workspaceValues.set(key, await this.values.of(recipientWorkspace, null, language));
      return workspaceValues.get(key)!;
    };

    let processed = 0;
    for (const recipient of recipients) {
      if (!(await this.stillActive(workspaceId, campaignId))) return { processed, total: recipients.length, completed: false };
      const user = await this.em.fork().findOne(UserSchema, { id: recipient.userId }, { fields: ['firstName'] });
      const render = async (language: Language) => {
        const values = { ...(await valuesOf(recipient.workspaceId, language)), ...(user?.firstName ? { userName: user.firstName } : {}) };
        return { subject: renderTemplate(template.subject, values), body: renderTemplate(template.body, values) };
      };
      const [pt, en] = await Promise.all([render('pt'), render('en')]);
      await this.notifications.notify({
        workspaceId: recipient.workspaceId,
        userIds: [recipient.userId],
        sourceKey: `campaign:${campaignId}`,
        type: 'marketing_update',
        priority: 'medium',
        category: 'campaign',
        title: { pt: pt.subject, en: en.subject },
        message: { pt: pt.body, en: en.body },
        channels: campaign.channels,
        templateId: template.id,
        campaignId,
        eventName: 'campaign',
      });
      processed += 1;
      await context.reportProgress({ processed, total: recipients.length });
    }
    const completed = await em.nativeUpdate(
      CampaignSchema,
      { id: campaignId, status: 'active' },
      { status: 'completed', completedAt: new Date(), updatedAt: new Date() },
    );
    return { processed, total: recipients.length, completed: completed > 0 };
  }

  /** The status as stored now (a new fork: not an identity map's earlier copy). */
  private async stillActive(workspaceId: string, campaignId: string): Promise<boolean> {
    const campaign = await forWorkspace(this.em, workspaceId).findOne(CampaignSchema, { id: campaignId }, { fields: ['status'] });
    return campaign?.status === 'active';
  }
}
