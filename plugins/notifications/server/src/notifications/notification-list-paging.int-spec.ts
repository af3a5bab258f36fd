import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPageOffset } from '@otimiza/sdk/shared';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { NotificationList } from '@otimiza/plugin-notifications-shared';
import notificationsPlugin from '../index.js';

/** `count` notifications of the member, the n-th made n seconds ago and titled `Aviso n`. */
async function storedNotifications(testApp: TestApp, member: TestUser, count: number): Promise<void> {
  await queryDatabase(
    testApp.database.url,
    `insert into notifications_notification (id, workspace_id, user_id, source_key, type, priority, category, title, message, recommended_actions, channels, created_at)
     select gen_random_uuid(), $1, $2, 'paging-' || n, 'system_notification', 'low', 'system',
            jsonb_build_object('pt', 'Aviso ' || n, 'en', 'Notice ' || n), '{"pt":"Texto","en":"Text"}'::jsonb, '[]'::jsonb, '["in_app"]'::jsonb,
            now() - make_interval(secs => n)
     from generate_series(1, $3::int) as n`,
    [member.workspaceId, member.userId, count],
  );
}

describe('the notification list pages within the newest notifications', () => {
  let testApp: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [notificationsPlugin] });
    member = await createTestUser(testApp, { plan: 'enterprise' });
    await storedNotifications(testApp, member, maxPageOffset + 50);
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it(`reaches the ${maxPageOffset.toLocaleString('en')} newest notifications by page, the last page holding the oldest of them`, async () => {
    const last = (await member.agent.get(`/api/notifications?page=${maxPageOffset / 100}&limit=100`).expect(200)).body as NotificationList;
    expect(last.total).toBe(maxPageOffset + 50);
    expect(last.notifications.map((notification) => notification.title)).toEqual(
      Array.from({ length: 100 }, (_, index) => `Aviso ${maxPageOffset - 99 + index}`),
    );
  });

  it('refuses a page past them with 400 paging.tooDeep in the request’s language', async () => {
    const deeper = await member.agent.get(`/api/notifications?page=${maxPageOffset / 100 + 1}&limit=100`).set('Accept-Language', 'en');
    expect(deeper.status).toBe(400);
    expect(deeper.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: expect.stringContaining('10,000') });
    expect(deeper.body.error.message).toContain('use the filters');
    expect((await member.agent.get(`/api/notifications?page=${maxPageOffset}&limit=2`)).status).toBe(400);
  });
});
