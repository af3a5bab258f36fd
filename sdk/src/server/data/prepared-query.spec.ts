import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type CompiledQuery, type DatabaseConnection, type Driver } from 'kysely';
import { describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared-query.js';
import { preparedStatementName } from './prepared-statements.js';

interface Tables {
  session: { token_hash: string; user_id: string; expires_at: Date };
}

/** A Kysely whose driver records what it is asked to run and answers one row. */
function recordingKysely() {
  const ran: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async (query) => {
      ran.push(query);
      return { rows: [{ user_id: 'u1' }] as never[] };
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const db = new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, ran };
}

describe('preparedQuery', () => {
  const sessionOf = preparedQuery((db: Kysely<Tables>, values: { tokenHash: string; limit: number }) =>
    db.selectFrom('session').select('user_id').where('token_hash', '=', values.tokenHash).where('expires_at', '>', new Date(0)).limit(values.limit),
  );

  it('runs the statement Kysely compiles, with each call’s values in place of the stand-ins and the fixed values kept', async () => {
    const { db, ran } = recordingKysely();
    expect(await sessionOf(db, { tokenHash: 'a', limit: 1 })).toEqual([{ user_id: 'u1' }]);
    await sessionOf(db, { tokenHash: 'b', limit: 2 });
    const fresh = db.selectFrom('session').select('user_id').where('token_hash', '=', 'b').where('expires_at', '>', new Date(0)).limit(2).compile();
    expect(ran[1]!.sql).toBe(fresh.sql);
    expect(ran[1]!.parameters).toEqual(fresh.parameters);
    expect(ran[0]!.parameters).toEqual(['a', new Date(0), 1]);
  });

  it('names its statement for PostgreSQL (one name per text), and no other text', async () => {
    const { db, ran } = recordingKysely();
    await sessionOf(db, { tokenHash: 'a', limit: 1 });
    expect(preparedStatementName(ran[0]!.sql)).toMatch(/^otz_[0-9a-f]{24}$/);
    expect(preparedStatementName(`${ran[0]!.sql} `)).toBeUndefined();
  });

  it('refuses a value that does not reach the query as a parameter', async () => {
    const { db } = recordingKysely();
    const spliced = preparedQuery((kysely: Kysely<Tables>, values: { tokenHash: string }) =>
      kysely.selectFrom('session').select('user_id').where('token_hash', '=', values.tokenHash.toUpperCase()),
    );
    await expect(spliced(db, { tokenHash: 'a' })).rejects.toThrow(/tokenHash did not reach the query as parameters/);
  });
});
