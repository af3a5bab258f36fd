import type { CampaignView } from '@otimiza/plugin-notifications-shared';
import { percent } from '../analytics/notifications-sql.js';
import type { DeliveryTotals } from '../analytics/delivery-counts.js';
import type { CampaignRow } from '../data/campaign.entity.js';

/**
 * A campaign as the API answers it; performance and rates from its delivery records (opens and
 * clicks per message sent). `roi` is always null: no delivery carries a monetary value (there is
 * no attributed revenue or order to divide by the campaign's cost), so none is computed.
 */
export function toCampaignView(campaign: CampaignRow, totals: DeliveryTotals): CampaignView {
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    status: campaign.status,
    type: campaign.type,
    channels: campaign.channels,
    templateId: campaign.template?.id ?? null,
    scheduledAt: campaign.scheduledAt ? campaign.scheduledAt.toISOString() : null,
    performance: { sent: totals.sent, delivered: totals.delivered, opened: totals.opened, clicked: totals.clicked },
    analytics: { openRate: percent(totals.opened, totals.sent), clickRate: percent(totals.clicked, totals.sent), roi: null },
    targetAudience: { criteria: campaign.criteria, segmentSize: campaign.segmentSize },
    createdAt: campaign.createdAt.toISOString(),
  };
}
