import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@otimiza/host-testing';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import type { __PASCAL__ItemList, __PASCAL__ItemView } from '@otimiza/plugin-__ID__-shared';
import __CAMEL__Plugin from '../index.js';

describe('/api/__ID__/items against the real host', () => {
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [__CAMEL__Plugin] });
    user = await createTestUser(testApp, { plan: 'pro' });
  });
  afterAll(() => testApp?.close());

  const listOf = async (agent: TestUser['agent']) => ((await agent.get('/api/__ID__/items').expect(200)).body as __PASCAL__ItemList).items;

  it('creates an item, lists it, reads it and deletes it', async () => {
    const created = (await user.agent.post('/api/__ID__/items').send({ name: ' Primeiro item ', description: 'Uma nota' }).expect(201))
      .body as __PASCAL__ItemView;
    expect(created).toMatchObject({ name: 'Primeiro item', description: 'Uma nota' });
    expect((await listOf(user.agent)).map((item) => item.id)).toEqual([created.id]);
    expect((await user.agent.get(`/api/__ID__/items/${created.id}`).expect(200)).body).toEqual(created);

    await user.agent.delete(`/api/__ID__/items/${created.id}`).expect(200, { success: true });
    await user.agent.get(`/api/__ID__/items/${created.id}`).expect(404);
    expect(await listOf(user.agent)).toEqual([]);
  });

  it('answers 400 naming the field, in the request’s language, and stores nothing', async () => {
    const pt = await user.agent.post('/api/__ID__/items').send({ name: '   ' }).expect(400);
    expect(pt.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Informe o nome do item.' });
    expect(pt.body.error.details.fields[0].path).toBe('name');
    const en = await user.agent.post('/api/__ID__/items').set('Accept-Language', 'en').send({ name: 'x'.repeat(121) }).expect(400);
    expect(en.body.error.message).toBe('The name may have up to 120 characters.');
    await user.agent.get('/api/__ID__/items/not-an-id').expect(400);
    expect(await listOf(user.agent)).toEqual([]);
  });

  it('answers 404 for an id it does not have', async () => {
    const missing = await user.agent.get(`/api/__ID__/items/${randomUUID()}`).expect(404);
    expect(missing.body.error.type).toBe('NOT_FOUND');
    await user.agent.delete(`/api/__ID__/items/${randomUUID()}`).expect(404);
  });

  it('keeps each workspace’s items to itself', async () => {
    const stranger = await createTestUser(testApp, { plan: 'pro' });
    await user.agent.post('/api/__ID__/items').send({ name: 'Só meu' }).expect(201);
    expect(await listOf(stranger.agent)).toEqual([]);
  });

  it('answers 402 to a plan without the feature "__FEATURE__", on every route', async () => {
    const free = await createTestUser(testApp, { plan: 'free' });
    const answer = await free.agent.get('/api/__ID__/items').expect(402);
    expect(answer.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: '__FEATURE__' } });
    await free.agent.post('/api/__ID__/items').send({ name: 'Item' }).expect(402);
    await free.agent.get(`/api/__ID__/items/${randomUUID()}`).expect(402);
    await free.agent.delete(`/api/__ID__/items/${randomUUID()}`).expect(402);
  });
});
