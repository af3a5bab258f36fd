import { singleLine } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { deliveryChannels } from './notifications.js';

export const campaignStatuses = ['draft', 'active', 'paused', 'completed'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/**
 * Who a campaign reaches: the members of this workspace, or (an agency) the members of its client
 * workspaces; narrowed by role and by the sites' data.
 */
export const audienceCriteriaSchema = z.strictObject({
  scope: z.enum(['workspace', 'clients']).default('workspace'),
  roles: z
    .array(z.enum(['owner', 'admin', 'member', 'viewer']))
    .max(4)
    .default([]),
  /** Only workspaces whose latest audit is at least this many days old (0 = any). */
  inactiveDays: z.number().int().min(0).max(365).default(0),
  /** Only workspaces whose latest audit's performance score is below this (100 = any). */
  maxPerformanceScore: z.number().int().min(0).max(100).default(100),
});
export type AudienceCriteria = z.output<typeof audienceCriteriaSchema>;

export const campaignInputSchema = z.strictObject({
  name: singleLine(z.string().trim().min(1, { error: 'notifications.nameRequired' }).max(120, { error: 'notifications.nameTooLong' })),
  description: z.string().trim().max(2000, { error: 'notifications.descriptionTooLong' }).default(''),
  type: z.enum(['announcement', 'engagement', 'retention', 'upsell']).default('announcement'),
  templateId: z.uuid(),
  channels: z
    .array(z.enum(deliveryChannels))
    .min(1)
    .max(4)
    .refine((channels) => !channels.includes('sms'), { error: 'notifications.smsUnavailable' }),
  criteria: audienceCriteriaSchema,
  /** When it starts sending once activated; now when null. */
  scheduledAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

/** `POST /api/notifications/campaigns/audience`: the segment size of criteria, before saving a campaign. */
export const campaignAudienceSchema = z.strictObject({ criteria: audienceCriteriaSchema });

export interface CampaignAudienceSize {
  segmentSize: number;
}

export const campaignListQuerySchema = z.object({ status: z.enum(campaignStatuses).optional() });

/** `POST /api/notifications/campaigns/:id/status`: draft → active → paused ⇄ active → completed. */
export const campaignStatusChangeSchema = z.strictObject({ status: z.enum(['active', 'paused', 'completed']) });

/** A campaign; figures from its delivery records. `roi` is null: no value can be attributed to a delivery yet. */
export interface CampaignView {
  id: string;
  name: string;
  description: string;
  status: CampaignStatus;
  type: string;
  channels: string[];
  templateId: string | null;
  scheduledAt: string | null;
  performance: { sent: number; delivered: number; opened: number; clicked: number };
  analytics: { openRate: number | null; clickRate: number | null; roi: number | null };
  targetAudience: { criteria: AudienceCriteria; segmentSize: number };
  createdAt: string;
}

export interface CampaignList {
  campaigns: CampaignView[];
}
