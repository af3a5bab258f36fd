import { defineJob } from '@otimiza/sdk/server';

/** One scheduled run of a monitor, claimed by the scheduler for the time it was due; `deferrals`: times the workspace's caps put it off. */
export interface MonitorRunPayload {
  workspaceId: string;
  monitorId: string;
  dueAt: number;
  deferrals?: number;
}
export const monitorRunJob = defineJob<MonitorRunPayload>('audit.monitor-tick');
export const MONITOR_RUN_ATTEMPTS = 3;
export const MONITOR_RUN_BACKOFF_MS = 10_000;
/** A run the workspace's caps refused (too many reports or pages in flight) is tried again this much later… */
export const MONITOR_RUN_DEFER_MS = 5 * 60_000;
/** …at most this many times (an hour), then left to the next period. */
export const MONITOR_RUN_MAX_DEFERRALS = 12;

/** The job id of a monitor's run due at `dueAt`, put off `deferrals` times. */
export const monitorRunJobId = (monitorId: string, dueAt: number, deferrals = 0) =>
  deferrals === 0 ? `audit-monitor-${monitorId}-${dueAt}` : `audit-monitor-${monitorId}-${dueAt}-${deferrals}`;
