import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { JobQueue, type EnqueueOptions, type JobDefinition, type JobProcessor } from '@otimiza/sdk/server';

interface InlineJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  backoffMs: number;
  attempt: number;
  settle: { promise: Promise<unknown>; resolve(value: unknown): void; reject(error: unknown): void };
}

/**
 * Runs the same processors as BullMQ, in this process, when no Redis is configured (like
 * Laravel's sync queue, but asynchronous, with retries and backoff). Jobs live in memory:
 * a job still waiting when the process stops is lost, which is why production uses BullMQ.
 */
export class InlineJobQueue extends JobQueue {
  readonly driver = 'inline' as const;
  private readonly processors = new Map<string, JobProcessor<unknown, unknown>>();
  private readonly jobs = new Map<string, InlineJob>();
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closing = false;

  constructor(
    private readonly log: Logger,
    private readonly defaultAttempts: number,
  ) {
    super();
  }

  process<P, R>(job: JobDefinition<P, R>, processor: JobProcessor<P, R>): void {
    this.processors.set(job.name, processor as JobProcessor<unknown, unknown>);
  }

  async enqueue<P, R>(job: JobDefinition<P, R>, payload: P, options: EnqueueOptions = {}): Promise<{ id: string }> {
    if (this.closing) throw new Error('the job queue is shutting down');
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

  /** Stops taking jobs, drops scheduled retries, and waits for the running ones. */
  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.allSettled([...this.running]);
  }

  private schedule(entry: InlineJob, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.run(entry).finally(() => this.running.delete(run));
      this.running.add(run);
    }, delayMs);
    this.timers.add(timer);
  }

  private async run(entry: InlineJob): Promise<void> {
    const processor = this.processors.get(entry.name);
    if (!processor) {
      entry.settle.reject(new Error(`no processor for job "${entry.name}"`));
      return;
    }
    entry.attempt += 1;
    try {
      const result = await processor(entry.payload, {
        id: entry.id,
        attempt: entry.attempt,
        reportProgress: async () => undefined,
      });
      entry.settle.resolve(result);
      this.forgetLater(entry.id);
    } catch (error) {
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
