import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { preparedQuery } from '@otimiza/sdk/server';
import { createTestDatabase, type TestDatabase } from '@otimiza/sdk/testing';
import { PreparedStatementClient } from './prepared-statement-client.js';

interface Tables {
  pg_prepared_statements: { name: string; statement: string };
}

describe('PreparedStatementClient', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Kysely<Tables>;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection: the prepared statements listed are those of the connection that ran the queries.
    pool = new pg.Pool({ connectionString: database.url, max: 1, Client: PreparedStatementClient });
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const statementsLike = preparedQuery((kysely: Kysely<Tables>, values: { pattern: string }) =>
    kysely.selectFrom('pg_prepared_statements').select(['name', 'statement']).where('statement', 'like', values.pattern),
  );

  it('sends a preparedQuery statement as one named statement per connection, with each call’s values, and other texts unnamed', async () => {
    await statementsLike(db, { pattern: 'none%' });
    const rows = await statementsLike(db, { pattern: '%pg_prepared_statements%' });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toMatch(/^otz_[0-9a-f]{24}$/);
    await sql`select 1`.execute(db);
    const names = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
    expect(names.rows.map((row) => row.name)).toEqual([rows[0]!.name]);
  });
});
