import { ApiError } from './api-error.js';

/**
 * Jobs: a plugin names its jobs in its manifest, registers a processor for each in its module,
 * and enqueues through `JobQueue`. The core supplies the driver: BullMQ on Redis, or an inline
 * driver running the same processors in-process when no Redis is configured.
 */
export interface JobDefinition<Payload, Result> {
  readonly name: string;
  /** Type carriers only; never read at run time. */
  readonly __payload?: Payload;
  readonly __result?: Result;
}

export function defineJob<Payload, Result = void>(name: string): JobDefinition<Payload, Result> {
  return { name };
}

export interface EnqueueOptions {
  /** Total tries, the first included (default 3). */
  attempts?: number;
  /** First retry delay in ms, doubled on each retry (default 2000). */
  backoffMs?: number;
  delayMs?: number;
  /** Same id twice means one job: use it to make an enqueue idempotent. */
  jobId?: string;
  /**
   * The workspace the job works for. Such jobs of one queue take turns across workspaces: a job
   * queued while its workspace has n jobs waiting goes behind the other workspaces' first n+1, so
   * one workspace's burst delays another's job by at most one job. Jobs without it run first.
   */
  workspaceId?: string;
}

export interface JobContext {
  id: string;
  attempt: number;
  /**
   * The workspace the job was queued for (`EnqueueOptions.workspaceId`). The host runs a plugin's
   * job for a workspace only where that plugin is in use (instance, plan and switch); a job it
   * skips completes without its processor, and its waiters get no result (undefined, or null on BullMQ).
   */
  workspaceId?: string;
  reportProgress(progress: number | Record<string, unknown>): Promise<void>;
}

export type JobProcessor<Payload, Result> = (payload: Payload, context: JobContext) => Promise<Result>;

export interface ProcessorOptions {
  concurrency?: number;
  /**
   * The job also runs for a workspace that no longer uses the plugin (as `subscribe`'s option of
   * the same name): for the work that follows its use, such as pausing a schedule and saying why.
   * The processor then asks `EntitlementsPort.pluginInUse` itself.
   */
  afterUse?: boolean;
}

/**
 * Thrown by a processor that cannot do its job now because this process is stopping: the job
 * goes back to the queue without counting a try (BullMQ), or is left for the owner to queue
 * again at the next start (the inline driver keeps nothing across restarts).
 */
export class JobDeferredError extends Error {
  constructor(reason = 'the process is stopping') {
    super(reason);
    this.name = 'JobDeferredError';
  }
}

/** What `enqueue` throws when the queue cannot take a job within a couple of seconds (Redis unreachable). */
export function jobQueueUnavailable(): ApiError {
  return new ApiError('API_UNAVAILABLE', 503, {
    pt: 'A fila de processamento está indisponível no momento. Nada foi registrado; tente novamente em instantes.',
    en: 'The job queue is unavailable right now. Nothing was recorded; please try again in a moment.',
  });
}

export abstract class JobQueue {
  abstract readonly driver: 'bullmq' | 'inline';
  /** Throws `jobQueueUnavailable()` (503) within about 2 s when the queue cannot take the job. */
  abstract enqueue<P, R>(job: JobDefinition<P, R>, payload: P, options?: EnqueueOptions): Promise<{ id: string }>;
  /** Resolves with the job's result, or rejects with its final error or after `timeoutMs`. */
  abstract waitForResult<P, R>(job: JobDefinition<P, R>, id: string, timeoutMs: number): Promise<R>;
  /** Registers the processor; it runs only in processes whose role consumes jobs. */
  abstract process<P, R>(job: JobDefinition<P, R>, processor: JobProcessor<P, R>, options?: ProcessorOptions): void;
  /**
   * `listener` runs when the process begins to stop, before the queue waits for its running jobs:
   * let go of whatever those jobs wait for (an audit waiting for the browser throws
   * `JobDeferredError`), so that only the work truly in flight is finished.
   */
  abstract onStopping(listener: () => void): void;
}
