import type { AudienceCriteria, CampaignInput, CampaignList, CampaignStatus, CampaignView } from '@otimiza/plugin-notifications-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { notificationQueryKeys } from './queryKeys';

/** `GET /api/notifications/campaigns?status`. */
export const campaignsQueryOptions = (status?: CampaignStatus) =>
  queryOptions({
    queryKey: notificationQueryKeys.campaignList(status),
    queryFn: ({ signal }) => apiFetch<CampaignList>(`/api/notifications/campaigns${status ? `?status=${encodeURIComponent(status)}` : ''}`, { signal }),
    retry: false,
  });

/** `POST /api/notifications/campaigns`: a draft. */
export function createCampaign(input: CampaignInput): Promise<CampaignView> {
  return apiFetch('/api/notifications/campaigns', { method: 'POST', json: input });
}

/** `PUT /api/notifications/campaigns/:id`. */
export function updateCampaign(id: string, input: CampaignInput): Promise<CampaignView> {
  return apiFetch(`/api/notifications/campaigns/${encodeURIComponent(id)}`, { method: 'PUT', json: input });
}

/** `DELETE /api/notifications/campaigns/:id`. */
export function deleteCampaign(id: string): Promise<unknown> {
  return apiFetch(`/api/notifications/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** `POST /api/notifications/campaigns/:id/status`: activate, pause or complete. */
export function changeCampaignStatus(id: string, status: Exclude<CampaignStatus, 'draft'>): Promise<CampaignView> {
  return apiFetch(`/api/notifications/campaigns/${encodeURIComponent(id)}/status`, { method: 'POST', json: { status } });
}

/** `POST /api/notifications/campaigns/audience`: how many people the criteria reach now. */
export const audienceSizeQueryOptions = (criteria: AudienceCriteria) =>
  queryOptions({
    queryKey: [...notificationQueryKeys.campaigns, 'audience', criteria] as const,
    queryFn: ({ signal }) => apiFetch<{ segmentSize: number }>('/api/notifications/campaigns/audience', { method: 'POST', json: { criteria }, signal }),
    retry: false,
  });
