import {
  finishedRunStatuses,
  type SiteAuditProgress,
  type SiteAuditReport,
  type SiteAuditRunList,
  type SiteAuditRunView,
  type SitePageList,
  type SitePagesQuery,
  type StartSiteAudit,
} from '@otimiza/plugin-site-audit-shared';
import type { WorkspacePluginSettingsResponse } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { pagesSearchParams } from '../lib/pagesQuery';

const base = '/api/site-audit/runs';
const runBase = (id: string) => `${base}/${encodeURIComponent(id)}`;

/**
 * Query keys of the plugin. A run's detail, report and pages share the prefix `run(id)`; the
 * report and the pages are refreshed together as the run's progress moves.
 */
export const siteAuditQueryKeys = {
  all: ['site-audit'] as const,
  list: ['site-audit', 'runs'] as const,
  run: (id: string) => ['site-audit', 'run', id] as const,
  detail: (id: string) => ['site-audit', 'run', id, 'detail'] as const,
  report: (id: string) => ['site-audit', 'run', id, 'report'] as const,
  allPages: (id: string) => ['site-audit', 'run', id, 'pages'] as const,
  pages: (id: string, query: SitePagesQuery) => ['site-audit', 'run', id, 'pages', query] as const,
};

export const isFinished = (status: SiteAuditRunView['status']) => finishedRunStatuses.includes(status);

/** `GET /api/site-audit/runs`: newest first, with the month's allowance; read again every 5 s while a run is going. */
export const runsQueryOptions = () =>
  queryOptions({
    queryKey: siteAuditQueryKeys.list,
    queryFn: ({ signal }) => apiFetch<SiteAuditRunList>(base, { signal }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.runs.some((run) => !isFinished(run.status)) ? 5000 : false),
  });

/** `GET /api/site-audit/runs/:id`: one run with its figures so far (read again by the page while its live stream is down). */
export const runQueryOptions = (id: string) =>
  queryOptions({
    queryKey: siteAuditQueryKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<SiteAuditRunView>(runBase(id), { signal }),
    retry: false,
  });

/** A finished run whose groups' proofs (re-audits after the fixes) still run: its progress no longer moves to refresh the report. */
const proofsPendingAfterRun = (report: SiteAuditReport | undefined) =>
  report !== undefined &&
  isFinished(report.run.status) &&
  report.groups.some((group) => group.proof?.status === 'pending' || group.proof?.status === 'running');

/** `GET /api/site-audit/runs/:id/report`: the site report, also while the run is going; read again every 10 s while a proof runs after the run. */
export const reportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: siteAuditQueryKeys.report(id),
    queryFn: ({ signal }) => apiFetch<SiteAuditReport>(`${runBase(id)}/report`, { signal }),
    retry: false,
    refetchInterval: (query) => (proofsPendingAfterRun(query.state.data) ? 10_000 : false),
  });

/** `GET /api/site-audit/runs/:id/pages`: one page of the pages table; the previous page stays on screen while the next loads. */
export const pagesQueryOptions = (id: string, query: SitePagesQuery) =>
  queryOptions({
    queryKey: siteAuditQueryKeys.pages(id, query),
    queryFn: ({ signal }) => apiFetch<SitePageList>(`${runBase(id)}/pages?${pagesSearchParams(query)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** `POST /api/site-audit/runs` → 201 with the new run. */
export function startRun(input: StartSiteAudit): Promise<SiteAuditRunView> {
  return apiFetch(base, { method: 'POST', json: input });
}

/** `POST /api/site-audit/runs/:id/cancel`: queued pages are dropped, audited ones kept. */
export function cancelRun(id: string): Promise<SiteAuditRunView> {
  return apiFetch(`${runBase(id)}/cancel`, { method: 'POST' });
}

/** The run's Server-Sent Events (`progress`), until it ends. */
export function runEventsUrl(id: string): string {
  return `${runBase(id)}/events`;
}

/** A progress figure from the stream, written into the run's detail and into the runs list, so every view shows the same count. */
export function shareProgress(queryClient: QueryClient, progress: SiteAuditProgress): void {
  const apply = <T extends SiteAuditRunView>(run: T): T => (run.id === progress.runId ? { ...run, status: progress.status, progress } : run);
  queryClient.setQueryData<SiteAuditRunView>(siteAuditQueryKeys.detail(progress.runId), (run) => (run ? apply(run) : run));
  queryClient.setQueryData<SiteAuditRunList>(siteAuditQueryKeys.list, (list) => (list ? { ...list, runs: list.runs.map(apply) } : list));
}

/** After a run ends or is cancelled: its figures, report and pages, and the runs list (with the month's allowance) are read again. */
export function refreshRun(queryClient: QueryClient, id: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: siteAuditQueryKeys.run(id) }),
    queryClient.invalidateQueries({ queryKey: siteAuditQueryKeys.list }),
  ]).then(() => undefined);
}

/**
 * `GET /api/workspace/plugins/site-audit/settings` (the host's route): the workspace's defaults for a
 * new run, which the start form begins with. Same key as the host's settings form, so a save there is seen here.
 */
export const siteAuditWorkspaceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['workspace', 'plugins', 'site-audit', 'settings'] as const,
    queryFn: ({ signal }) => apiFetch<WorkspacePluginSettingsResponse>('/api/workspace/plugins/site-audit/settings', { signal }),
    retry: false,
  });
