import type { Logger } from 'pino';
import { settlesWithin, withTimeout } from '../jobs/with-timeout.js';

/** `step`'s answer, or `fallback` when it has not answered within `ms` (or failed): a stuck step never holds the stop. */
const boundedStep = <T>(step: Promise<T>, ms: number, fallback: T): Promise<T> => withTimeout(step, Math.max(0, ms), 'shutdown step').catch(() => fallback);

/** What a stopping process closes, in this order. */
export interface ShutdownSteps {
  /** Stops taking requests and waits up to `ms` for those in flight; resolves how many handlers still run. */
  drainHttp(ms: number): Promise<number>;
  /** Stops taking jobs and waits up to `ms` for the running ones; resolves true when they finished. */
  closeJobs(ms: number): Promise<boolean>;
  /** Drops the database connections under whatever still waits on them (their queries fail at once). */
  dropDatabaseConnections(): Promise<number>;
  /** Closes the application (its modules, the ORM's pool). */
  closeApp(): Promise<void>;
  /** Stops the embedded PostgreSQL, forcing it past `ms`; absent with an external database. */
  stopDatabase?(ms: number): Promise<void>;
}

/**
 * The part of SHUTDOWN_TIMEOUT_MS kept for closing after the drain: the application, then the
 * embedded PostgreSQL's own stop (a checkpoint). A fifth of the limit, between 0.5 s and 5 s.
 */
export function closingReserveMs(timeoutMs: number): number {
  return Math.min(5000, Math.max(500, Math.floor(timeoutMs / 5)));
}

/**
 * Stops the process' work within `timeoutMs`: requests and jobs drain until the limit less the
 * closing reserve; whatever still runs then is cut (its database connections dropped, its jobs
 * left for the next start), the application is closed, and the embedded PostgreSQL is stopped
 * last — after the drain, never before it. Every wait is bounded: this resolves within `timeoutMs`.
 */
export async function shutDown(steps: ShutdownSteps, timeoutMs: number, log: Logger): Promise<void> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  const reserve = closingReserveMs(timeoutMs);
  const drainEnd = deadline - reserve;
  const appEnd = deadline - Math.floor(reserve / 2);
  const databaseEnd = deadline - Math.floor(reserve / 10);
  const left = (until: number) => Math.max(0, until - Date.now());

  // Each step is given its time, and is not waited for past it: a step that ignores its bound (a queue
  // client reconnecting to a Redis that went away) counts as unfinished, and the stop goes on.
  const handlers = await boundedStep(steps.drainHttp(left(drainEnd)), left(drainEnd) + 100, Number.POSITIVE_INFINITY);
  const jobsFinished = await boundedStep(steps.closeJobs(left(drainEnd)), left(drainEnd) + 100, false);
  let dropped = false;
  if (handlers === 0 && jobsFinished) {
    log.info({ ms: Date.now() - started }, 'drained: no request or job is running');
  } else {
    dropped = true;
    const connections = await boundedStep(steps.dropDatabaseConnections(), left(appEnd), -1);
    log.warn(
      { ms: Date.now() - started, handlers, jobsFinished, droppedConnections: connections, timeoutMs },
      'drain cut at SHUTDOWN_TIMEOUT_MS: requests and jobs still running were stopped (their database connections dropped)',
    );
  }

  const closing = steps.closeApp().catch((error: unknown) => log.warn({ err: error }, 'error while closing the application'));
  if (!(await settlesWithin(closing, left(appEnd)))) {
    // Something still holds a connection the pool's end waits for.
    if (!dropped) await boundedStep(steps.dropDatabaseConnections(), left(appEnd + Math.floor(reserve / 4)), -1);
    if (!(await settlesWithin(closing, left(appEnd + Math.floor(reserve / 4))))) log.warn('the application did not close in time: stopping without it');
  }

  if (steps.stopDatabase) await boundedStep(steps.stopDatabase(left(databaseEnd)), left(deadline), undefined);
}
