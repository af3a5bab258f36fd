import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeysResponse } from '@otimiza/sdk/shared';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { ACTIVE_API_KEYS_CAP } from './api-keys.service.js';

/** The keys tab lists every key in force at once, so a workspace holds at most 50; revoked keys neither count nor show. */
describe('API keys: a workspace holds at most 50 in force', () => {
  let testApp: TestApp;
  let full: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [] });
    [full, other] = await Promise.all([createTestUser(testApp, { plan: 'enterprise' }), createTestUser(testApp, { plan: 'enterprise' })]);
    // cap − 1 keys in force, and revoked ones that no longer count.
    await queryDatabase(
      testApp.database.url,
      `insert into core_api_key (id, workspace_id, created_by, name, prefix, secret_hash, revoked_at, created_at)
       select gen_random_uuid(), $1, $2, 'Chave ' || n, 'fill' || n, 'no-secret', case when n > $3::int then now() end, now() - n * interval '1 minute'
       from generate_series(1, $3::int + 30) n`,
      [full.workspaceId, full.userId, ACTIVE_API_KEYS_CAP - 1],
    );
  });
  afterAll(() => testApp?.close());

  const create = (user: TestUser, language = 'pt') => user.agent.post('/api/workspace/api-keys').set('Accept-Language', language).send({ name: 'Integração' });
  const listed = async (user: TestUser) => ((await user.agent.get('/api/workspace/api-keys').expect(200)).body as ApiKeysResponse).keys;

  it('creates exactly one of 20 keys at once at cap − 1, refuses the rest with 409 ITEM_LIMIT in pt and en, and lists the 50 in force', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(full)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error).toEqual({
        type: 'VALIDATION_ERROR',
        message: 'Limite de 50 chaves de API ativas atingido. Revogue uma chave de API para criar outra.',
        details: { code: 'ITEM_LIMIT', limit: 50 },
      });
    }
    const english = await create(full, 'en').expect(409);
    expect(english.body.error.message).toBe('Limit of 50 active API keys reached. Revoke an API key to create another.');
    expect(await listed(full)).toHaveLength(ACTIVE_API_KEYS_CAP);
  });

  it('makes room when a key is revoked, and another workspace still creates', async () => {
    await create(other).expect(201);
    const [newest] = await listed(full);
    await full.agent.delete(`/api/workspace/api-keys/${newest!.id}`).expect(200);
    await create(full).expect(201);
    await create(full).expect(409);
  });
});
