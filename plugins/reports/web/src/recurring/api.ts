import type { CreateRecurringReport, RecurringReportView, RecurringRunView, UpdateRecurringReport } from '@otimiza/plugin-reports-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

export const recurringQueryKeys = {
  all: ['reports', 'recurring'] as const,
  list: ['reports', 'recurring', 'list'] as const,
  runs: (id: string) => ['reports', 'recurring', 'runs', id] as const,
};

/** `GET /api/recurring-reports` (402 SUBSCRIPTION_REQUIRED without the Enterprise feature `recurringReports`). */
export const recurringReportsQueryOptions = () =>
  queryOptions({
    queryKey: recurringQueryKeys.list,
    queryFn: ({ signal }) => apiFetch<RecurringReportView[]>('/api/recurring-reports', { signal }),
    retry: false,
    // While a run is going on, its outcome shows up by itself.
    refetchInterval: (query) => (query.state.data?.some((report) => report.lastRun?.status === 'running') ? 5000 : false),
  });

/** `GET /api/recurring-reports/:id/runs`: the runs of one report, newest first. */
export const recurringRunsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: recurringQueryKeys.runs(id),
    queryFn: ({ signal }) => apiFetch<RecurringRunView[]>(`/api/recurring-reports/${encodeURIComponent(id)}/runs`, { signal }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.some((run) => run.status === 'running') ? 5000 : false),
  });

/** `POST /api/enterprise/recurring-reports`. */
export function createRecurringReport(request: CreateRecurringReport): Promise<RecurringReportView> {
  return apiFetch('/api/enterprise/recurring-reports', { method: 'POST', json: request });
}

/** `PATCH /api/recurring-reports/:id` {isActive}: pause or resume. */
export function setRecurringReportActive({ id, isActive }: { id: string; isActive: boolean }): Promise<RecurringReportView> {
  return apiFetch(`/api/recurring-reports/${encodeURIComponent(id)}`, { method: 'PATCH', json: { isActive } });
}

/**
 * `PATCH /api/recurring-reports/:id` with a configuration: the fields given replace the stored
 * ones, checked like a new report; a new frequency restarts the schedule.
 */
export function updateRecurringReport({ id, changes }: { id: string; changes: UpdateRecurringReport }): Promise<RecurringReportView> {
  return apiFetch(`/api/recurring-reports/${encodeURIComponent(id)}`, { method: 'PATCH', json: changes });
}

/** `DELETE /api/recurring-reports/:id`; the answer may be empty. */
export async function deleteRecurringReport(id: string): Promise<void> {
  await apiFetchAllowingEmpty(`/api/recurring-reports/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** `POST /api/recurring-reports/:id/run` (202): one run now, outside the schedule. */
export function runRecurringReportNow(id: string): Promise<RecurringRunView> {
  return apiFetch(`/api/recurring-reports/${encodeURIComponent(id)}/run`, { method: 'POST' });
}

export function invalidateRecurringReports(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: recurringQueryKeys.all });
}

/** `apiFetch`, except that a 204 (or an empty 2xx answer) counts as success. */
async function apiFetchAllowingEmpty(path: string, init: RequestInit): Promise<void> {
  try {
    await apiFetch<unknown>(path, init);
  } catch (error) {
    if (error instanceof Error && 'status' in error && typeof error.status === 'number' && error.status >= 200 && error.status < 300) return;
    throw error;
  }
}
