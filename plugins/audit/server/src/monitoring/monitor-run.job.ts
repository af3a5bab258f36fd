import { defineJob } from '@otimiza/sdk/server';

/** One scheduled run of a monitor, claimed by the scheduler for the time it was due. */
export const monitorRunJob = defineJob<{ workspaceId: string; monitorId: string; dueAt: number }>('audit.monitor-tick');
export const MONITOR_RUN_ATTEMPTS = 3;
export const MONITOR_RUN_BACKOFF_MS = 10_000;
