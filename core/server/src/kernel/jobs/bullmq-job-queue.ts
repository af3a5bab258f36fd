import { randomUUID } from 'node:crypto';
import { DelayedError, Queue, QueueEvents, Worker } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import {
  JobDeferredError,
  JobQueue,
  jobQueueUnavailable,
  type EnqueueOptions,
  type JobDefinition,
  type JobProcessor,
  type ProcessorOptions,
} from '@otimiza/sdk/server';
import type { QueueState } from '@otimiza/sdk/server';
import { FairPriorities } from './fair-priorities.js';
import { RedisOutageLog, isConnectionError } from './redis-outage-log.js';
import { settlesWithin, withinRunningTime, withTimeout } from './with-timeout.js';

/** How long a request may wait for Redis to take a job or answer a ping before it is told the queue is down. */
export const QUEUE_ANSWER_TIMEOUT_MS = 2000;
/** A deferred job (its process was stopping) runs again after this delay. */
const DEFERRED_DELAY_MS = 1000;

/** Producers fail at once while Redis is unreachable, instead of queuing commands until it returns. */
const producerOptions: RedisOptions = { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: QUEUE_ANSWER_TIMEOUT_MS };
/** Workers and event streams block on their connection and retry forever: they resume by themselves when Redis returns. */
const consumerOptions: RedisOptions = { maxRetriesPerRequest: null };

/**
 * Jobs on Redis with BullMQ: one queue per job name; workers only in processes that consume jobs.
 * Jobs queued for a workspace take turns across workspaces (FairPriorities).
 */
export class BullmqJobQueue extends JobQueue {
  readonly driver = 'bullmq' as const;
  private readonly connections = new Set<Redis>();
  private readonly queues = new Map<string, { queue: Queue; connection: Redis }>();
  private readonly events = new Map<string, QueueEvents>();
  private readonly eventsStarting = new Map<string, Promise<QueueEvents>>();
  /** Every job name this process knows (processed or enqueued), for the queue-depth gauges. */
  private readonly knownNames = new Set<string>();
  /** Queues read for their counts only, on one shared connection (GET /metrics, the realtime dashboard). */
  private readonly countQueues = new Map<string, Queue>();
  private countConnection: Redis | null = null;
  private readonly workers: Worker[] = [];
  private readonly outage: RedisOutageLog;
  private readonly fair: FairPriorities;
  private readonly stoppingListeners: (() => void)[] = [];
  /** The jobs this process runs now, `name id`: a stop that cannot wait for them names them. */
  private readonly runningJobs = new Set<string>();
  /** Waiting for `runningJobs` to be empty (`noJobsRunning`). */
  private readonly idleWaiters: (() => void)[] = [];
  /** The workers' connections and BullMQ's blocking copies of them (`workerConnection`). */
  private readonly workerConnections: Redis[] = [];
  private closed: Promise<boolean> | null = null;
  /** The connections were dropped under running jobs: their errors are expected, not logged. */
  private dropped = false;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly consumes: boolean,
    private readonly log: Logger,
    private readonly defaultAttempts: number,
    private readonly lockMs: number,
  ) {
    super();
    this.outage = new RedisOutageLog(log);
    this.fair = new FairPriorities(prefix);
  }

  private connect(options: RedisOptions): Redis {
    const connection = new Redis(this.redisUrl, { ...options, lazyConnect: false });
    connection.on('error', (error) => {
      if (this.dropped) return;
      if (isConnectionError(error)) this.outage.failed(error);
      else this.log.warn({ err: error }, 'redis connection error');
    });
    connection.on('ready', () => this.outage.ready());
    this.connections.add(connection);
    return connection;
  }

  /**
   * A worker's connection. BullMQ makes its blocking client as a duplicate of it, out of reach of the worker's own
   * disconnect while that client reconnects (it waits for the client to be ready first): the copies are kept here, so a
   * stop can end them.
   */
  private workerConnection(): Redis {
    const connection = this.connect(consumerOptions);
    const duplicate = connection.duplicate.bind(connection);
    connection.duplicate = (override) => {
      const copy = duplicate(override);
      this.workerConnections.push(copy);
      return copy;
    };
    this.workerConnections.push(connection);
    return connection;
  }

  process<P, R>(job: JobDefinition<P, R>, processor: JobProcessor<P, R>, options: ProcessorOptions = {}): void {
    this.knownNames.add(job.name);
    if (!this.consumes) return;
    const worker = new Worker<P, R>(
      job.name,
      async (bullJob, token) => {
        const workspaceId = FairPriorities.workspaceOf(bullJob.name);
        const running = `${job.name} ${bullJob.id ?? ''}`;
        this.runningJobs.add(running);
        try {
          if (workspaceId && bullJob.id) await this.leaveTurn(job.name, workspaceId, bullJob.id);
          return await processor(bullJob.data, {
            id: bullJob.id ?? '',
            attempt: bullJob.attemptsMade + 1,
            workspaceId,
            reportProgress: (progress) => bullJob.updateProgress(progress),
          });
        } catch (error) {
          if (!(error instanceof JobDeferredError)) throw error;
          // Back to the queue without counting a try: another worker (or this one after its restart) takes it.
          await bullJob.moveToDelayed(Date.now() + DEFERRED_DELAY_MS, token);
          throw new DelayedError();
        } finally {
          this.runningJobs.delete(running);
          if (this.runningJobs.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
        }
      },
      {
        connection: this.workerConnection(),
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
    worker.on('error', (error) => {
      if (this.dropped) return;
      if (isConnectionError(error)) this.outage.failed(error);
      else this.log.error({ job: job.name, err: error }, 'worker error');
    });
    this.workers.push(worker);
  }

  async enqueue<P, R>(job: JobDefinition<P, R>, payload: P, options: EnqueueOptions = {}): Promise<{ id: string }> {
    this.knownNames.add(job.name);
    const { queue, connection } = this.queue(job.name);
    const { workspaceId } = options;
    // A workspace's job is counted under its id before it is added, so its id is known first.
    const jobId = options.jobId ?? (workspaceId ? randomUUID() : undefined);
    try {
      const added = await withinRunningTime(
        (async () => {
          if (workspaceId) await queue.waitUntilReady();
          const priority = workspaceId ? await this.fair.priority(connection, queue.toKey(jobId!), job.name, workspaceId, jobId!) : undefined;
          return queue.add(FairPriorities.jobName(job.name, workspaceId), payload, {
            attempts: options.attempts ?? this.defaultAttempts,
            backoff: { type: 'exponential', delay: options.backoffMs ?? 2000 },
            delay: options.delayMs,
            jobId,
            priority,
            removeOnComplete: { age: 24 * 3600, count: 1000 },
            removeOnFail: { age: 7 * 24 * 3600 },
          });
        })(),
        QUEUE_ANSWER_TIMEOUT_MS,
        'enqueue',
      );
      return { id: added.id ?? '' };
    } catch (error) {
      if (workspaceId) void this.leaveTurn(job.name, workspaceId, jobId!);
      if (isConnectionError(error)) this.outage.failed(error);
      else this.log.warn({ job: job.name, err: error }, 'could not enqueue: the queue is unavailable');
      this.discardQueue(job.name);
      throw jobQueueUnavailable();
    }
  }

  async waitForResult<P, R>(job: JobDefinition<P, R>, id: string, timeoutMs: number): Promise<R> {
    const { queue } = this.queue(job.name);
    const events = await withTimeout(this.queueEvents(job.name), QUEUE_ANSWER_TIMEOUT_MS, 'queue events');
    await withTimeout(events.waitUntilReady(), QUEUE_ANSWER_TIMEOUT_MS, 'queue events');
    const bullJob = await withTimeout(queue.getJob(id), QUEUE_ANSWER_TIMEOUT_MS, 'get job');
    if (!bullJob) throw new Error(`job ${id} is unknown`);
    return (await bullJob.waitUntilFinished(events, timeoutMs)) as R;
  }

  /** Answers within QUEUE_ANSWER_TIMEOUT_MS: resolves when Redis answered, rejects otherwise. */
  async ping(): Promise<void> {
    const name = 'core.queue-probe';
    try {
      await withTimeout(this.queue(name).queue.getJobCounts('waiting'), QUEUE_ANSWER_TIMEOUT_MS, 'ping');
    } catch (error) {
      this.discardQueue(name);
      throw error;
    }
  }

  /** The jobs of every known queue now, sorted by name; rejects when Redis does not answer within QUEUE_ANSWER_TIMEOUT_MS. */
  async queueDepths(): Promise<QueueState[]> {
    this.countConnection ??= this.connect(producerOptions);
    const connection = this.countConnection;
    const names = [...this.knownNames].sort();
    const counts = await withTimeout(
      Promise.all(
        names.map((name) => {
          let queue = this.countQueues.get(name);
          if (!queue) {
            queue = new Queue(name, { connection, prefix: this.prefix });
            queue.on('error', () => undefined);
            this.countQueues.set(name, queue);
          }
          return queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        }),
      ),
      QUEUE_ANSWER_TIMEOUT_MS,
      'queue depths',
    );
    return names.map((queue, index) => {
      const count = counts[index]!;
      return {
        queue,
        waiting: (count['waiting'] ?? 0) + (count['prioritized'] ?? 0),
        active: count['active'] ?? 0,
        delayed: count['delayed'] ?? 0,
        failed: count['failed'] ?? 0,
      };
    });
  }

  onStopping(listener: () => void): void {
    this.stoppingListeners.push(listener);
  }

  /**
   * Stops taking jobs and waits for the running ones up to `waitMs`, then closes every connection;
   * resolves true when the running jobs finished. Past `waitMs` they are left running and the
   * connections are dropped: their locks are no longer renewed, and once JOB_LOCK_MS has passed
   * BullMQ hands them, as stalled, to another worker (or to this one after its restart).
   * Closing twice waits once.
   */
  close(waitMs = Number.POSITIVE_INFINITY): Promise<boolean> {
    this.closed ??= (async () => {
      const workersClosed = Promise.all(this.workers.map((worker) => worker.close()));
      for (const listener of this.stoppingListeners) listener();
      if (!(await settlesWithin(Promise.race([workersClosed, this.workersIdle(workersClosed)]), waitMs))) {
        this.dropped = true;
        this.log.warn(
          { waitedMs: waitMs, running: [...this.runningJobs] },
          'running jobs left unfinished: they run again after JOB_LOCK_MS, on the next worker',
        );
        // The blocking copies first: BullMQ's own disconnect of one still reconnecting would wait for it forever.
        for (const connection of this.workerConnections) connection.disconnect();
        const clients = [...this.workers, ...this.events.values(), ...[...this.queues.values()].map(({ queue }) => queue), ...this.countQueues.values()];
        await settlesWithin(Promise.all(clients.map((client) => client.disconnect().catch(() => undefined))), QUEUE_ANSWER_TIMEOUT_MS);
        for (const connection of this.connections) connection.disconnect();
        return false;
      }
      if (!(await settlesWithin(workersClosed, 0))) {
        this.dropped = true;
        this.log.debug('workers idle but not closed (a blocking connection after a Redis restart): disconnected');
        for (const connection of this.workerConnections) connection.disconnect();
        await settlesWithin(workersClosed, QUEUE_ANSWER_TIMEOUT_MS);
      }
      const graceful = (async () => {
        await Promise.all([...this.events.values()].map((events) => events.close()));
        await Promise.all([...this.queues.values()].map(({ queue }) => queue.close().catch(() => undefined)));
        await Promise.all([...this.countQueues.values()].map((queue) => queue.close().catch(() => undefined)));
        await Promise.all([...this.connections].map((connection) => connection.quit().catch(() => connection.disconnect())));
      })();
      // A connection still reconnecting after an outage never answers QUIT: past the queue's own bound, drop them all.
      if (!(await settlesWithin(graceful, QUEUE_ANSWER_TIMEOUT_MS))) {
        const clients = [...this.events.values(), ...[...this.queues.values()].map(({ queue }) => queue), ...this.countQueues.values()];
        await Promise.all(clients.map((client) => client.disconnect().catch(() => undefined)));
        for (const connection of this.connections) connection.disconnect();
      }
      return true;
    })();
    return this.closed;
  }

  /**
   * Resolves once this process has run no job for the queue's answer time while its workers still have not closed.
   * A worker's close waits for its running jobs, then for its blocking connection to end; right after a Redis restart
   * that connection can stay in its reconnection and never end, and the stop waited its whole drain with no job running.
   * A job the workers took just before the stop starts within that time, so it is waited for, and a job that just ended
   * has its completion written meanwhile (BullMQ writes it after the processor returns). Counted in this process's
   * running time: a stalled event loop (a trace processed in the same process) would otherwise spend it all at once.
   */
  private async workersIdle(workersClosed: Promise<unknown>): Promise<void> {
    const settled = workersClosed.then(
      () => undefined,
      () => undefined,
    );
    for (;;) {
      await this.noJobsRunning();
      const closedMeanwhile = await withinRunningTime(settled, QUEUE_ANSWER_TIMEOUT_MS, 'the workers’ close').then(
        () => true,
        () => false,
      );
      if (closedMeanwhile || this.runningJobs.size === 0) return;
    }
  }

  private noJobsRunning(): Promise<void> {
    if (this.runningJobs.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private queue(name: string): { queue: Queue; connection: Redis } {
    let entry = this.queues.get(name);
    if (!entry) {
      const connection = this.connect(producerOptions);
      entry = { queue: new Queue(name, { connection, prefix: this.prefix }), connection };
      entry.queue.on('error', (error) => (isConnectionError(error) ? this.outage.failed(error) : this.log.warn({ queue: name, err: error }, 'queue error')));
      this.queues.set(name, entry);
    }
    return entry;
  }

  /** Takes the job out of its workspace's waiting count; a failure only leaves it counted until its member expires. */
  private async leaveTurn(name: string, workspaceId: string, jobId: string): Promise<void> {
    const { queue, connection } = this.queue(name);
    await (async () => {
      await queue.waitUntilReady();
      await this.fair.leave(connection, name, workspaceId, jobId);
    })().catch((error: unknown) => this.log.debug({ job: name, err: error }, 'fair turn not released'));
  }

  /** A queue whose connection failed may keep a failed start: the next call builds a fresh one. */
  private discardQueue(name: string): void {
    const entry = this.queues.get(name);
    if (!entry) return;
    this.queues.delete(name);
    this.connections.delete(entry.connection);
    void entry.queue.close().catch(() => undefined);
    entry.connection.disconnect();
  }

  /**
   * The queue's event stream, read from its last entry at the time it is made. A QueueEvents left at
   * '$' sends its first XREAD some time after it says it is ready; BullMQ's waitUntilFinished checks
   * the job before that read begins, so a job finishing in between was never heard of.
   */
  private queueEvents(name: string): Promise<QueueEvents> {
    let starting = this.eventsStarting.get(name);
    if (!starting) {
      starting = (async () => {
        const { queue, connection } = this.queue(name);
        await queue.waitUntilReady();
        const [last] = await connection.xrevrange(queue.keys['events']!, '+', '-', 'COUNT', 1);
        const events = new QueueEvents(name, { connection: this.connect(consumerOptions), prefix: this.prefix, lastEventId: last?.[0] ?? '0-0' });
        this.events.set(name, events);
        return events;
      })();
      this.eventsStarting.set(name, starting);
      starting.catch(() => this.eventsStarting.delete(name));
    }
    return starting;
  }
}
