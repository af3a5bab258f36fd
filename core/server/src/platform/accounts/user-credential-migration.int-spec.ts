import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { CoreUserCredentialMigration } from '../../kernel/database/migrations/000-core-20261129183449-user-credential.js';
import { migrationStatements } from '../../../test/migrations/migration-statements.js';

const statementsOf = (direction: 'up' | 'down') => migrationStatements(CoreUserCredentialMigration, direction);

describe('migration 000-core-20261129183449-user-credential', () => {
  let testApp: TestApp;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
  const sql = (query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [] });
  });
  afterAll(() => testApp?.close());

  it('moves every password hash out of core_user, leaves the demo placeholder behind, and the same password still signs in', async () => {
    const user = await createTestUser(testApp);
    const [{ hash }] = await sql('select password_hash as hash from core_user_credential where user_id = $1', [user.userId]);
    expect(hash).toMatch(/^\$argon2id\$/);

    for (const statement of statementsOf('down')) await sql(statement);
    expect(await sql('select password_hash from core_user where id = $1', [user.userId])).toEqual([{ password_hash: hash }]);
    await sql(
      `insert into core_user (id, email, password_hash, first_name, last_name) values (gen_random_uuid(), 'demo-antigo@otimiza.test', '!disabled-0a1b', 'Investidor', 'Demo')`,
    );

    for (const statement of statementsOf('up')) await sql(statement);
    expect(await sql(`select column_name from information_schema.columns where table_name = 'core_user' and column_name like '%password%'`)).toEqual([]);
    expect(await sql('select password_hash from core_user_credential where user_id = $1', [user.userId])).toEqual([{ password_hash: hash }]);
    expect(
      await sql(`select count(*)::int as n from core_user_credential c join core_user u on u.id = c.user_id where u.email = 'demo-antigo@otimiza.test'`),
    ).toEqual([{ n: 0 }]);
    await request(testApp.server as never)
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    // The demo placeholder's user has no credential: no password signs it in.
    await request(testApp.server as never)
      .post('/api/auth/login')
      .send({ email: 'demo-antigo@otimiza.test', password: '!disabled-0a1b' })
      .expect(401);
  });
});
