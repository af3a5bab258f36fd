import type { AuditReportDetail, AuditReportList, AuditReportListItem, CreateAuditReport, ReportStatus } from '@otimiza/plugin-audit-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditQueryKeys, type ReportListFilters } from './queryKeys';
import { searchOf } from './search';

/** A report still being worked on: its progress is polled. */
export function isRunning(status: ReportStatus): boolean {
  return status === 'draft' || status === 'in_progress';
}

/** How often a running report is read again for its progress. */
const PROGRESS_POLL_MS = 2_000;

/** `GET /api/audit/reports`: the workspace's reports, newest first, filtered and paged; polled while one of them runs. */
export const reportListQueryOptions = (filters: ReportListFilters) =>
  queryOptions({
    queryKey: auditQueryKeys.reportList(filters),
    queryFn: ({ signal }) => apiFetch<AuditReportList>(`/api/audit/reports${searchOf({ ...filters })}`, { signal }),
    retry: false,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.reports.some((report) => isRunning(report.status)) ? PROGRESS_POLL_MS : false),
  });

/** `GET /api/audit/reports/:id`: the report with every check and its evidence; polled while it runs. */
export const reportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: auditQueryKeys.report(id),
    queryFn: ({ signal }) => apiFetch<AuditReportDetail>(`/api/audit/reports/${encodeURIComponent(id)}`, { signal }),
    retry: false,
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.status) ? PROGRESS_POLL_MS : false),
  });

/** `POST /api/audit/reports`: queues the audit; it starts as a draft and runs as a job. */
export function createReport(input: CreateAuditReport): Promise<AuditReportListItem> {
  return apiFetch<AuditReportListItem>('/api/audit/reports', { method: 'POST', json: input });
}

/** `DELETE /api/audit/reports/:id`. */
export function deleteReport(id: string): Promise<unknown> {
  return apiFetch(`/api/audit/reports/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * `POST /api/audit/reports/:id/publish`: the report becomes `published`, with a public link to its
 * PDF in this answer only (the server keeps its hash; publishing again replaces the link).
 */
export function publishReport(id: string): Promise<AuditReportDetail> {
  return apiFetch<AuditReportDetail>(`/api/audit/reports/${encodeURIComponent(id)}/publish`, { method: 'POST' });
}

/** The address of the report's PDF in a language (`GET /api/audit/reports/:id/pdf`), downloaded with the session cookie. */
export function reportPdfUrl(id: string, language: 'pt' | 'en'): string {
  return `/api/audit/reports/${encodeURIComponent(id)}/pdf?language=${language}`;
}
