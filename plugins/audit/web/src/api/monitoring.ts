import type { CreateMonitor, MonitorHistory, MonitorList, MonitorStatus, MonitorView } from '@otimiza/plugin-audit-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { auditQueryKeys } from './queryKeys';
import { searchOf } from './search';

/** `GET /api/audit/monitoring`: the scheduled re-runs with their figures from past runs. */
export const monitorsQueryOptions = (status?: MonitorStatus) =>
  queryOptions({
    queryKey: auditQueryKeys.monitorList(status),
    queryFn: ({ signal }) => apiFetch<MonitorList>(`/api/audit/monitoring${searchOf({ status })}`, { signal }),
    retry: false,
  });

/** `GET /api/audit/monitoring/:id/runs`: the monitor's latest runs (a site monitor's with their medians). */
export const monitorHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: auditQueryKeys.monitorHistory(id),
    queryFn: ({ signal }) => apiFetch<MonitorHistory>(`/api/audit/monitoring/${encodeURIComponent(id)}/runs`, { signal }),
    retry: false,
  });

export function createMonitor(input: CreateMonitor): Promise<MonitorView> {
  return apiFetch<MonitorView>('/api/audit/monitoring', { method: 'POST', json: input });
}

/** Pause or resume (`PATCH /api/audit/monitoring/:id`). */
export function changeMonitorStatus(id: string, status: 'active' | 'paused'): Promise<MonitorView> {
  return apiFetch<MonitorView>(`/api/audit/monitoring/${encodeURIComponent(id)}`, { method: 'PATCH', json: { status } });
}

/** Runs the monitor now (`POST /api/audit/monitoring/:id/run`): a new report, or a site audit for a site monitor. */
export function runMonitor(id: string): Promise<unknown> {
  return apiFetch(`/api/audit/monitoring/${encodeURIComponent(id)}/run`, { method: 'POST' });
}

export function deleteMonitor(id: string): Promise<unknown> {
  return apiFetch(`/api/audit/monitoring/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
