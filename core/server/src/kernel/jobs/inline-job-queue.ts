import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  JobDeferredError,
  JobQueue,
  type EnqueueOptions,
  type JobDefinition,
  type JobProcessor,
  type ProcessorOptions,
  type QueueState,
} from '@otimiza/sdk/server';
import { settlesWithin } from './with-timeout.js';
import { FairReadyList } from './fair-ready-list.js';

interface InlineJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  backoffMs: number;
  attempt: number;
  workspaceId: string | undefined;
  settle: { promise: Promise<unknown>; resolve(value: unknown): void; reject(error: unknown): void };
}

interface InlineProcessor {
  run: JobProcessor<unknown, unknown>;
  concurrency: number;
  active: number;
  ready: FairReadyList<InlineJob>;
}

/**
 * Runs the same processors as BullMQ, in this process, when no Redis is configured (like
 * Laravel's sync queue, but asynchronous, with retries, backoff and each processor's
 * concurrency: a job waits its turn, as in BullMQ, instead of all starting at once; workspaces' jobs
 * take turns, see FairReadyList). Jobs live in memory:
 * a job still waiting when the process stops is gone, so a plugin whose work must survive a
 * restart queues it again at start from its own records (the analysis plugin does).
 */
export class InlineJobQueue extends JobQueue {
  readonly driver = 'inline' as const;
  private readonly processors = new Map<string, InlineProcessor>();
  private readonly jobs = new Map<string, InlineJob>();
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closing = false;
  private closed: Promise<boolean> | null = null;
  private readonly stoppingListeners: (() => void)[] = [];
  /** Jobs waiting for their delay (a retry's backoff) per job name. */
  private readonly delayed = new Map<string, number>();

  constructor(
    private readonly log: Logger,
    private readonly defaultAttempts: number,
  ) {
    super();
  }

  process<P, R>(job: JobDefinition<P, R>, processor: JobProcessor<P, R>, options: ProcessorOptions = {}): void {
    this.processors.set(job.name, {
      run: processor as JobProcessor<unknown, unknown>,
      concurrency: options.concurrency ?? 1,
      active: 0,
      ready: new FairReadyList(),
    });
  }

  async enqueue<P, R>(job: JobDefinition<P, R>, payload: P, options: EnqueueOptions = {}): Promise<{ id: string }> {
    if (this.closing) throw new JobDeferredError('the job queue is shutting down');
    const id = options.jobId ?? randomUUID();
    if (this.jobs.has(id)) return { id };
    let resolve!: (value: unknown) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    promise.catch(() => undefined);
    const entry: InlineJob = {
      id,
      name: job.name,
      payload,
      attempts: options.attempts ?? this.defaultAttempts,
      backoffMs: options.backoffMs ?? 2000,
      attempt: 0,
      workspaceId: options.workspaceId,
      settle: { promise, resolve, reject },
    };
    this.jobs.set(id, entry);
    this.schedule(entry, options.delayMs ?? 0);
    return { id };
  }

  async waitForResult<P, R>(_job: JobDefinition<P, R>, id: string, timeoutMs: number): Promise<R> {
    const entry = this.jobs.get(id);
    if (!entry) throw new Error(`job ${id} is unknown`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`job ${id} did not finish within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return (await Promise.race([entry.settle.promise, timeout])) as R;
    } finally {
      clearTimeout(timer);
    }
  }

  /** This process's in-memory jobs per job name, sorted by name (no failed jobs are kept). */
  async queueDepths(): Promise<QueueState[]> {
    return [...this.processors.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([queue, processor]) => ({ queue, waiting: processor.ready.length, active: processor.active, delayed: this.delayed.get(queue) ?? 0, failed: 0 }));
  }

  onStopping(listener: () => void): void {
    this.stoppingListeners.push(listener);
  }

  /**
   * Stops taking jobs, drops scheduled retries and waiting jobs, and waits for the running ones up
   * to `waitMs`; resolves true when they finished (past `waitMs` they are left to the process' exit).
   * Closing twice waits once.
   */
  close(waitMs = Number.POSITIVE_INFINITY): Promise<boolean> {
    this.closed ??= (async () => {
      this.closing = true;
      for (const timer of this.timers) clearTimeout(timer);
      const waiting = [...this.processors.values()].reduce((sum, processor) => sum + processor.ready.length, 0);
      if (waiting > 0) this.log.info({ waiting }, 'waiting jobs left for the next start');
      for (const listener of this.stoppingListeners) listener();
      const finished = await settlesWithin(Promise.allSettled([...this.running]), waitMs);
      if (!finished) this.log.warn({ running: this.running.size, waitedMs: waitMs }, 'running jobs left unfinished: the process is stopping');
      return finished;
    })();
    return this.closed;
  }

  private schedule(entry: InlineJob, delayMs: number): void {
    const counted = delayMs > 0;
    if (counted) this.delayed.set(entry.name, (this.delayed.get(entry.name) ?? 0) + 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (counted) this.delayed.set(entry.name, (this.delayed.get(entry.name) ?? 1) - 1);
      const processor = this.processors.get(entry.name);
      if (!processor) return entry.settle.reject(new Error(`no processor for job "${entry.name}"`));
      processor.ready.push(entry, entry.workspaceId);
      this.pump(processor);
    }, delayMs);
    this.timers.add(timer);
  }

  /** Starts ready jobs while the processor has room; a stopping queue starts nothing more. */
  private pump(processor: InlineProcessor): void {
    while (!this.closing && processor.active < processor.concurrency && processor.ready.length > 0) {
      const entry = processor.ready.shift()!;
      processor.active += 1;
      const run = this.run(entry, processor).finally(() => {
        this.running.delete(run);
        processor.active -= 1;
        this.pump(processor);
      });
      this.running.add(run);
    }
  }

  private async run(entry: InlineJob, processor: InlineProcessor): Promise<void> {
    entry.attempt += 1;
    try {
      const result = await processor.run(entry.payload, {
        id: entry.id,
        attempt: entry.attempt,
        workspaceId: entry.workspaceId,
        reportProgress: async () => undefined,
      });
      entry.settle.resolve(result);
      this.forgetLater(entry.id);
    } catch (error) {
      if (error instanceof JobDeferredError) {
        this.log.info({ job: entry.name, id: entry.id }, 'job left for the next start: the process is stopping');
        entry.settle.reject(error);
        return;
      }
      if (entry.attempt < entry.attempts && !this.closing) {
        const delay = entry.backoffMs * 2 ** (entry.attempt - 1);
        this.log.warn({ job: entry.name, id: entry.id, attempt: entry.attempt, err: error }, `job failed, retrying in ${delay} ms`);
        this.schedule(entry, delay);
      } else {
        this.log.error({ job: entry.name, id: entry.id, attempt: entry.attempt, err: error }, 'job failed for good');
        entry.settle.reject(error);
        this.forgetLater(entry.id);
      }
    }
  }

  /** Keeps a finished job long enough for a waiter to read its result. */
  private forgetLater(id: string): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.jobs.delete(id);
    }, 60_000);
    timer.unref();
    this.timers.add(timer);
  }
}
