import type { PublicSharedReport, ShareReportRequest, ShareableAnalysis, SharedReportView } from '@otimiza/plugin-reports-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const sharedReportQueryKeys = {
  all: ['shared-reports'] as const,
  list: ['shared-reports', 'list'] as const,
  analyses: ['shared-reports', 'analyses'] as const,
  publicReport: (token: string) => ['shared-reports', 'public', token] as const,
};

/** `GET /api/reports/shared`: the workspace's links in force, newest first. */
export const sharedReportsQueryOptions = () =>
  queryOptions({
    queryKey: sharedReportQueryKeys.list,
    queryFn: ({ signal }) => apiFetch<{ reports: SharedReportView[] }>('/api/reports/shared', { signal }),
    retry: false,
  });

/** `GET /api/reports/analyses`: the completed analyses the create dialog offers. */
export const shareableAnalysesQueryOptions = () =>
  queryOptions({
    queryKey: sharedReportQueryKeys.analyses,
    queryFn: ({ signal }) => apiFetch<{ analyses: ShareableAnalysis[] }>('/api/reports/analyses', { signal }),
    retry: false,
  });

/** `GET /api/public/reports/:token`: the report as its visitors see it (each read counts one view of a non-member). */
export const publicReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedReportQueryKeys.publicReport(token),
    queryFn: ({ signal }) => apiFetch<PublicSharedReport>(`/api/public/reports/${encodeURIComponent(token)}`, { signal }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** `POST /api/reports/share`. */
export function createSharedReport(request: ShareReportRequest): Promise<SharedReportView> {
  return apiFetch('/api/reports/share', { method: 'POST', json: request });
}

/** `DELETE /api/reports/shared/:id`: revokes the link. */
export function revokeSharedReport(id: string): Promise<{ success: true }> {
  return apiFetch(`/api/reports/shared/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
