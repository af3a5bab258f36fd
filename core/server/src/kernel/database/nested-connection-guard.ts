import { AsyncLocalStorage } from 'node:async_hooks';
import { PostgreSqlDriver, type Configuration } from '@mikro-orm/postgresql';
import type pg from 'pg';

/** A transaction's callback while it runs: it holds the transaction's pooled connection. */
interface Holder {
  open: boolean;
  /** Where the transaction was opened. */
  openedAt: string;
}

/** One pooled connection asked for while the same async context held a transaction's. */
export interface NestedAcquisition {
  /** Where the transaction was opened. */
  openedAt: string;
  /** Where the second connection was asked for. */
  acquiredAt: string;
}

const holders = new AsyncLocalStorage<Holder>();
// On globalThis: a spec process may load this module twice (from the sources and from a build).
const registryKey = Symbol.for('otimiza.nestedConnectionAcquisitions');
const globals = globalThis as { [registryKey]?: NestedAcquisition[] };
const found = (globals[registryKey] ??= []);

/**
 * Thrown, in test runs, when code inside a transaction asks the pool for a second connection: with
 * as many such requests in parallel as the pool has connections, each holds one and waits for
 * another that never frees, and every route that needs the database hangs. Use the transaction's
 * EntityManager (the callback's argument, or `this.em`, which resolves to it) instead of a fork.
 */
export class NestedConnectionError extends Error {
  override readonly name = 'NestedConnectionError';
}

/** The nested acquisitions found in this process since the last `takeNestedAcquisitions()`, which empties the list. */
export function takeNestedAcquisitions(): NestedAcquisition[] {
  return found.splice(0, found.length);
}

/** The frames of the app's own code where `error` was made (MikroORM's, Kysely's, pg's and this file's left out). */
function appFrames(error: Error): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const own = frames.filter((line) => !/node_modules|node:|nested-connection-guard\.ts/.test(line));
  return (own.length > 0 ? own : frames).join('\n');
}

/** Makes the pool refuse a connection to a context that holds a transaction's (see NestedConnectionError). */
export function refuseNestedAcquisitions(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => unknown;
  pool.connect = ((callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => {
    const holder = holders.getStore();
    if (!holder?.open) return connect(callback);
    const acquiredAt = appFrames(new Error());
    found.push({ openedAt: holder.openedAt, acquiredAt });
    const error = new NestedConnectionError(
      `a second pooled connection was asked for inside a transaction (it deadlocks once the pool is full).\nTransaction opened at:\n${holder.openedAt}`,
    );
    if (callback) return void process.nextTick(() => callback(error));
    return Promise.reject(error);
  }) as typeof pool.connect;
}

/**
 * MikroORM's PostgreSQL driver whose transactions run their callback as the holder of their
 * connection (a savepoint, on the same connection, changes nothing), with a pool that refuses a
 * second connection to such a callback: the test runs' check that no code path can deadlock the pool.
 */
export class NestedConnectionGuardDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    const connection = this.connection;
    const transactional = connection.transactional.bind(connection);
    connection.transactional = ((cb: (trx: unknown) => Promise<unknown>, options: { ctx?: unknown } = {}) => {
      if (options.ctx) return transactional(cb as never, options as never);
      const openedAt = appFrames(new Error());
      return transactional(
        ((trx: unknown) => {
          const holder: Holder = { open: true, openedAt };
          return holders.run(holder, async () => {
            try {
              return await cb(trx);
            } finally {
              holder.open = false;
            }
          });
        }) as never,
        options as never,
      );
    }) as typeof connection.transactional;
  }
}
