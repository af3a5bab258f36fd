import { defineJob } from '@otimiza/sdk/server';

export interface CampaignSendPayload {
  workspaceId: string;
  campaignId: string;
}

export interface CampaignSendResult {
  /** Recipients gone through in this run (a resumed run goes through the earlier ones again, as no-ops). */
  processed: number;
  total: number;
  /** Whether the run ended the campaign (every recipient done); false when it was paused or ended otherwise. */
  completed: boolean;
}

/** Sends an active campaign to its audience; queued on activation (delayed to its scheduledAt). */
export const campaignSendJob = defineJob<CampaignSendPayload, CampaignSendResult>('notifications.campaign-send');
export const CAMPAIGN_SEND_ATTEMPTS = 5;
export const CAMPAIGN_SEND_BACKOFF_MS = 5000;
