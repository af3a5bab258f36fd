import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';

/** What pg-pool keeps of its clients and waiters (not in its typings); the socket of each client. */
interface PoolInternals {
  _clients?: (pg.Client & { connection?: { stream?: { destroy(): void } } })[];
  _pendingQueue?: { callback(error: Error): void }[];
}

/**
 * Closes the sockets of every connection of the ORM's pool, in use or idle, without waiting for
 * the database: their queries fail at once ("Connection terminated"), their holders give up,
 * and the pool can end; requests waiting for a connection are refused. For a stopping process whose queries still hang at its deadline (a lock
 * that is never released, a database that stopped answering): a graceful pool end would wait for
 * them for ever. Returns how many connections were dropped.
 */
export async function dropPoolConnections(orm: MikroORM): Promise<number> {
  const connection = orm.em.getConnection();
  // Not connected (closed already, or never opened): asking for the pool would open one.
  if (!(connection as unknown as { connected: boolean }).connected) return 0;
  const pool = (await connection.getNativeClient().catch(() => null)) as (pg.Pool & PoolInternals) | null;
  // Waiters first: a dropped connection frees its place, which would open a fresh one for them.
  for (const waiter of pool?._pendingQueue?.splice(0) ?? []) waiter.callback(new Error('the process is stopping: no database connection is given out'));
  const clients = [...(pool?._clients ?? [])];
  for (const client of clients) client.connection?.stream?.destroy();
  return clients.length;
}
