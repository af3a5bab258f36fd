import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testRunTag } from './test-run.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** The test PostgreSQL server's own database (DATABASE_URL), where spec databases are created and dropped. */
export function testServerUrl(): URL {
  const value = process.env['DATABASE_URL'];
  if (!value) throw new Error('Tests need DATABASE_URL (npm test sets it; see README "Testing").');
  return new URL(value);
}

/**
 * A database of its own on the test PostgreSQL server, dropped after use: empty, or a copy of
 * `template` (a migrated template database of the host's test kit, which copies in a tenth of a second
 * what its migrations take seconds to build).
 */
export async function createTestDatabase(template?: string): Promise<TestDatabase> {
  const admin = testServerUrl();
  const name = `otimiza_test_${testRunTag()}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(template ? `create database ${name} template "${template}"` : `create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Runs one statement on a test database (to arrange rows or read what the app stored). */
export async function queryDatabase<Row = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * Connections each test app and spawned server keeps in its pool, unless a spec sets
 * DATABASE_POOL_SIZE: the production default. 4 was tried against PostgreSQL's 'too many clients'
 * (met once under stress): the one clean-clone run with it took 1295 s for the integration tier
 * instead of about 700, so the run's peak is now reported instead (scripts/testing/connection-peak.mjs).
 */
export const TEST_POOL_SIZE = '10';
