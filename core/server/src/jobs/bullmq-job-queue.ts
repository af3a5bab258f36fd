import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  JobQueue,
  type EnqueueOptions,
  type JobDefinition,
  type JobProcessor,
  type ProcessorOptions,
} from '@otimiza/sdk/server';

/** Jobs on Redis with BullMQ: one queue per job name; workers only in processes that consume jobs. */
export class BullmqJobQueue extends JobQueue {
  readonly driver = 'bullmq' as const;
  private readonly connections: Redis[] = [];
  private readonly queues = new Map<string, Queue>();
  private readonly events = new Map<string, QueueEvents>();
  private readonly workers: Worker[] = [];

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly consumes: boolean,
    private readonly log: Logger,
    private readonly defaultAttempts: number,
    private readonly lockMs: number,
  ) {
    super();
  }

  /** Each queue, event stream and worker gets its own connection: workers and events block on theirs. */
  private connect(): Redis {
    const connection = new Redis(this.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    connection.on('error', (error) => this.log.warn({ err: error }, 'redis connection error'));
    this.connections.push(connection);
    return connection;
  }

  process<P, R>(job: JobDefinition<P, R>, processor: JobProcessor<P, R>, options: ProcessorOptions = {}): void {
    if (!this.consumes) return;
    const worker = new Worker<P, R>(
      job.name,
      (bullJob) =>
        processor(bullJob.data, {
          id: bullJob.id ?? '',
          attempt: bullJob.attemptsMade + 1,
          reportProgress: (progress) => bullJob.updateProgress(progress),
        }),
      {
        connection: this.connect(),
        prefix: this.prefix,
        concurrency: options.concurrency ?? 1,
        autorun: true,
        // A job whose worker died is taken over by another worker after this long.
        lockDuration: this.lockMs,
        stalledInterval: this.lockMs,
      },
    );
    worker.on('failed', (bullJob, error) =>
      this.log.warn({ job: job.name, id: bullJob?.id, attempt: bullJob?.attemptsMade, err: error }, 'job attempt failed'),
    );
    worker.on('error', (error) => this.log.error({ job: job.name, err: error }, 'worker error'));
    this.workers.push(worker);
  }

  async enqueue<P, R>(job: JobDefinition<P, R>, payload: P, options: EnqueueOptions = {}): Promise<{ id: string }> {
    const added = await this.queue(job.name).add(job.name, payload, {
      attempts: options.attempts ?? this.defaultAttempts,
      backoff: { type: 'exponential', delay: options.backoffMs ?? 2000 },
      delay: options.delayMs,
      jobId: options.jobId,
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
    return { id: added.id ?? '' };
  }

  async waitForResult<P, R>(job: JobDefinition<P, R>, id: string, timeoutMs: number): Promise<R> {
    const queue = this.queue(job.name);
    const events = this.queueEvents(job.name);
    await events.waitUntilReady();
    const bullJob = await queue.getJob(id);
    if (!bullJob) throw new Error(`job ${id} is unknown`);
    return (await bullJob.waitUntilFinished(events, timeoutMs)) as R;
  }

  async ping(): Promise<void> {
    await this.queue('core.queue-probe').getJobCounts('waiting');
  }

  /** Waits for running jobs to finish, then closes every connection. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.events.values()].map((events) => events.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await Promise.all(this.connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connect(), prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  private queueEvents(name: string): QueueEvents {
    let events = this.events.get(name);
    if (!events) {
      events = new QueueEvents(name, { connection: this.connect(), prefix: this.prefix });
      this.events.set(name, events);
    }
    return events;
  }
}
