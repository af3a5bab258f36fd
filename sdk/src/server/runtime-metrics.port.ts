/** One job queue's jobs at the moment of reading. */
export interface QueueState {
  /** The job name (one BullMQ queue per job name), e.g. `analysis.run`. */
  queue: string;
  /** Waiting to be taken (prioritised ones included). */
  waiting: number;
  /** Being processed now. */
  active: number;
  /** Scheduled for later (retries after a backoff, delayed jobs). */
  delayed: number;
  /** Failed for good and kept for inspection (BullMQ keeps them 7 days; the inline driver keeps none). */
  failed: number;
}

/** What the running instance is doing now, read in-process (the same figures GET /metrics exports). */
export interface RuntimeSnapshot {
  collectedAt: string;
  /** `inline`: the queues are this process's in-memory ones (no Redis). */
  queueDriver: 'bullmq' | 'inline';
  /** Every known job queue, or null when the queue did not answer within about 2 s (Redis down). */
  queues: QueueState[] | null;
  /** This process's API requests over the last `windowSeconds`: how many, and their duration percentiles (null without requests). */
  api: { windowSeconds: number; requests: number; p50Ms: number | null; p95Ms: number | null };
  /** The workspace's audits (analyses) completed in the last 5 minutes. */
  auditsLast5Minutes: number;
  /** The workspace's signed-in sessions seen in the last 5 minutes (a session's last sighting is written at most once a minute). */
  activeSessionsLast5Minutes: number;
}

/**
 * The running instance's own measurements (SDK port, provided by the core's observability
 * module with prom-client): job queues, API latency, recent audits and sessions. Instance-wide
 * figures (queues, latency) describe the service, not any tenant; counts of audits and sessions
 * are the given workspace's.
 */
export abstract class RuntimeMetricsPort {
  abstract snapshot(workspaceId: string): Promise<RuntimeSnapshot>;
}
