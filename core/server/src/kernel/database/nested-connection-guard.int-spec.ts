import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '@otimiza/sdk/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { takeNestedAcquisitions } from './nested-connection-guard.js';
import { ormOptions } from './orm-options.js';

describe('nested connection guard (test runs)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  /** The global EntityManager, as services get it injected: inside a transaction it resolves to the transaction's. */
  let em: EntityManager;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init({ ...ormOptions({ url: database.url, plugins: [], poolSize: 2, refuseNestedConnections: true }), allowGlobalContext: true });
    em = orm.em;
  });

  // What this spec provokes on purpose is not a finding of the file.
  afterEach(() => void takeNestedAcquisitions());

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  const backendPid = async (manager: EntityManager) => ((await manager.execute('select pg_backend_pid() as pid')) as { pid: number }[])[0]!.pid;

  it('lets a transaction use its own connection: its EntityManager, the injected one (resolved to it) and a nested transaction (a savepoint)', async () => {
    const pids = await em.fork().transactional(async (tx) => {
      const nested = await tx.transactional((inner) => backendPid(inner));
      return [await backendPid(tx), await backendPid(em), nested];
    });
    expect(new Set(pids).size).toBe(1);
    expect(takeNestedAcquisitions()).toEqual([]);
  });

  it('refuses a second pooled connection to a transaction’s callback — a fork’s query, a new transaction of a fork — and records where', async () => {
    const outside = em.fork();
    // MikroORM wraps the pool's error in its DriverException.
    await expect(em.fork().transactional(() => backendPid(outside))).rejects.toThrow(/second pooled connection was asked for inside a transaction/);
    await expect(em.fork().transactional(() => em.fork().transactional((other) => backendPid(other)))).rejects.toThrow(/second pooled connection/);
    const found = takeNestedAcquisitions();
    expect(found).toHaveLength(2);
    expect(found[0]!.openedAt).toContain('nested-connection-guard.int-spec.ts');
  });

  it('gives connections again once the transaction has ended, and to parallel transactions beyond the pool (they wait their turn)', async () => {
    await em.fork().transactional((tx) => backendPid(tx));
    expect(await backendPid(em.fork())).toBeGreaterThan(0);
    const pids = await Promise.all(Array.from({ length: 6 }, () => em.fork().transactional((tx) => backendPid(tx))));
    expect(pids).toHaveLength(6);
    expect(takeNestedAcquisitions()).toEqual([]);
  });
});
