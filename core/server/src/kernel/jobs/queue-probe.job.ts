import { hostname } from 'node:os';
import { defineJob } from '@otimiza/sdk/server';

export interface QueueProbeResult {
  processedBy: { pid: number; hostname: string; role: string };
  enqueuedAt: string;
  processedAt: string;
}

/** A no-op job that proves a worker is consuming: `GET /api/health/queue` round-trips it. */
export const queueProbeJob = defineJob<{ enqueuedAt: string }, QueueProbeResult>('core.queue-probe');

export function processQueueProbe(role: string) {
  return async (payload: { enqueuedAt: string }): Promise<QueueProbeResult> => ({
    processedBy: { pid: process.pid, hostname: hostname(), role },
    enqueuedAt: payload.enqueuedAt,
    processedAt: new Date().toISOString(),
  });
}
