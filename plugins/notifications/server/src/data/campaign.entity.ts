import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';
import type { AudienceCriteria, CampaignStatus, DeliveryChannel } from '@otimiza/plugin-notifications-shared';
import { TemplateSchema } from './template.entity.js';

/** A workspace's campaign: a template sent through channels to an audience. */
export const CampaignSchema = defineEntity({
  name: 'NotificationsCampaign',
  ...workspaceOwnedTable('notifications_campaign'),
  properties: {
    ...workspaceOwnedRowProperties(),
    name: p.text(),
    description: p.text().default(''),
    type: p.text(),
    status: p.text().$type<CampaignStatus>(),
    template: () => p.manyToOne(TemplateSchema).fieldName('template_id').nullable().deleteRule('set null').updateRule('no action'),
    channels: p.json<DeliveryChannel[]>(),
    criteria: p.json<AudienceCriteria>(),
    /** The audience's size when it was last computed (on save and when sending starts). */
    segmentSize: p.integer().fieldName('segment_size').default(0),
    scheduledAt: p.datetime().fieldName('scheduled_at').nullable(),
    startedAt: p.datetime().fieldName('started_at').nullable(),
    completedAt: p.datetime().fieldName('completed_at').nullable(),
  },
});
export type CampaignRow = InferEntity<typeof CampaignSchema>;
