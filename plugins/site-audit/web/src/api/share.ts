import type { PublicSiteAuditReport, SiteAuditShareLink, SiteAuditShareState } from '@otimiza/plugin-site-audit-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { siteAuditQueryKeys } from './runs';

const sharePath = (runId: string) => `/api/site-audit/runs/${encodeURIComponent(runId)}/share`;

/** The run's share link: under the run's prefix, so reading the run again reads it too. */
export const shareQueryKey = (runId: string) => [...siteAuditQueryKeys.run(runId), 'share'] as const;

/** `GET /api/site-audit/runs/:id/share`: the link in force, or null. */
export const shareLinkQueryOptions = (runId: string) =>
  queryOptions({
    queryKey: shareQueryKey(runId),
    queryFn: ({ signal }) => apiFetch<SiteAuditShareState>(sharePath(runId), { signal }),
    retry: false,
  });

/** `POST …/share`: the run's link, made now or the one already in force. */
export function createShareLink(runId: string): Promise<SiteAuditShareLink> {
  return apiFetch(sharePath(runId), { method: 'POST' });
}

/** `DELETE …/share`: revokes the link; answers `{ link: null }`. */
export function revokeShareLink(runId: string): Promise<SiteAuditShareState> {
  return apiFetch(sharePath(runId), { method: 'DELETE' });
}

/** `GET /api/public/site-audits/:token`: the shared report, for anyone with the link. */
export const publicSiteReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['site-audit', 'shared', token] as const,
    queryFn: ({ signal }) => apiFetch<PublicSiteAuditReport>(`/api/public/site-audits/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
