import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsPort, loginFromNewDevice, type PublishedEvent } from '@otimiza/sdk/server';
import { createTestUser, queryDatabase, type TestApp, type TestUser, eventually } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

type LoginEvent = PublishedEvent<{ userId: string; device: string; at: string }>;

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe('a sign-in from a browser the user had not signed in from', () => {
  let testApp: TestApp;
  let user: TestUser;
  const received: LoginEvent[] = [];

  const storedEvents = async (userId: string) =>
    queryDatabase(testApp.database.url, `select id from core_domain_event where name = $1 and payload->>'userId' = $2`, [loginFromNewDevice.name, userId]);

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [] });
    testApp.app.get(EventsPort).subscribe(loginFromNewDevice, 'core.spec-login-probe', async (event) => void received.push(event));
    user = await createTestUser(testApp);
  });
  afterAll(() => testApp?.close());

  it('records the first browser after sign-up without announcing it', async () => {
    const devices = await queryDatabase<{ description: string }>(testApp.database.url, 'select * from core_known_device where user_id = $1', [user.userId]);
    expect(devices).toHaveLength(1);
    expect(Object.keys(devices[0]!).sort()).toEqual(['description', 'first_seen_at', 'last_seen_at', 'token_hash', 'user_id']);
    expect(await storedEvents(user.userId)).toHaveLength(0);
  });

  it('publishes once for a new browser, and not again when the same browser (its cookie) signs in again', async () => {
    const laptop = request.agent(testApp.server as never);
    const first = await laptop.post('/api/auth/login').set('User-Agent', firefoxOnWindows).send({ email: user.email, password: user.password }).expect(200);
    const cookie = ([first.headers['set-cookie']].flat() as string[]).find((header) => header.startsWith('otz_device='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=\d{8}/);
    const token = /^otz_device=([^;]+)/.exec(cookie)![1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const event = await eventually(() => received.find((entry) => entry.payload.userId === user.userId), 'loginFromNewDevice');
    expect(event.workspaceId).toBe(user.workspaceId);
    expect(event.payload).toEqual({ userId: user.userId, device: 'Firefox on Windows', at: expect.any(String) });
    const devices = await queryDatabase<{ token_hash: string; description: string }>(
      testApp.database.url,
      'select token_hash, description from core_known_device where user_id = $1',
      [user.userId],
    );
    expect(devices).toContainEqual({ token_hash: createHash('sha256').update(token).digest('hex'), description: 'Firefox on Windows' });

    // The same browser again: the event is stored at sign-in, so none stored means none will arrive.
    const again = await laptop.post('/api/auth/login').set('User-Agent', firefoxOnWindows).send({ email: user.email, password: user.password }).expect(200);
    expect(([again.headers['set-cookie']].flat() as string[]).some((header) => header?.startsWith('otz_device='))).toBe(false);
    expect(await storedEvents(user.userId)).toHaveLength(1);
    expect(await queryDatabase(testApp.database.url, 'select 1 from core_known_device where user_id = $1', [user.userId])).toHaveLength(2);
  });

  it('treats a forged or malformed device cookie as a new browser, with a fresh token', async () => {
    const other = await createTestUser(testApp);
    const forged = await request(testApp.server as never)
      .post('/api/auth/login')
      .set('Cookie', 'otz_device=not-a-token')
      .send({ email: other.email, password: other.password })
      .expect(200);
    expect(([forged.headers['set-cookie']].flat() as string[]).some((header) => /^otz_device=[A-Za-z0-9_-]{22};/.test(header))).toBe(true);
    const event = await eventually(() => received.find((entry) => entry.payload.userId === other.userId), 'loginFromNewDevice');
    expect(event.payload.device).toBe('Unknown device');
  });
});
