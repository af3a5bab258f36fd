import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAnnouncement, EventsPort, type PublishedEvent } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { createTestUser, type TestApp, type TestUser, eventually } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

type AnnouncementEvent = PublishedEvent<{ title: LocalizedText; message: LocalizedText; actionUrl: string | null }>;

const adminEmail = 'announcements-admin@otimiza.test';

const valid = {
  title: { pt: 'Manutenção no domingo', en: 'Maintenance on Sunday' },
  message: { pt: 'O serviço ficará fora do ar das 2h às 3h.', en: 'The service will be down from 2 to 3 a.m.' },
  actionUrl: '/status',
};

describe('POST /api/admin/announcements', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let user: TestUser;
  const received: AnnouncementEvent[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { ADMIN_EMAILS: adminEmail } });
    testApp.app.get(EventsPort).subscribe(adminAnnouncement, 'core.spec-announcement-probe', async (event) => void received.push(event));
    admin = await createTestUser(testApp, { email: adminEmail });
    user = await createTestUser(testApp);
  });
  afterAll(() => testApp?.close());

  it('publishes an announcement to every workspace', async () => {
    const answer = await admin.agent.post('/api/admin/announcements').send(valid).expect(201);
    expect(answer.body).toEqual({ announcement: { id: expect.any(String), workspaceId: null } });
    const event = await eventually(() => received.find((entry) => entry.id === answer.body.announcement.id), 'adminAnnouncement');
    expect(event.workspaceId).toBeNull();
    expect(event.payload).toEqual({ title: valid.title, message: valid.message, actionUrl: '/status' });
  });

  it('publishes to one workspace, without a link', async () => {
    const { actionUrl: _, ...withoutLink } = valid;
    const answer = await admin.agent
      .post('/api/admin/announcements')
      .send({ ...withoutLink, workspaceId: user.workspaceId })
      .expect(201);
    const event = await eventually(() => received.find((entry) => entry.id === answer.body.announcement.id), 'adminAnnouncement');
    expect(event.workspaceId).toBe(user.workspaceId);
    expect(event.payload.actionUrl).toBeNull();
    await admin.agent
      .post('/api/admin/announcements')
      .send({ ...valid, workspaceId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
  });

  it('refuses what is not a valid announcement with 400 (415 for a body that is not JSON, as every route)', async () => {
    const post = () => admin.agent.post('/api/admin/announcements');
    const notJson = await post().set('Content-Type', 'text/plain').send('Manutenção no domingo').expect(415);
    expect(notJson.body.error.type).toBe('VALIDATION_ERROR');
    await post().set('Content-Type', 'application/json').send('{"title":').expect(400);
    await post()
      .send({ ...valid, title: { pt: 'Manutenção\u0000', en: 'Maintenance' } })
      .expect(400);
    await post()
      .send({ ...valid, title: { pt: 'Manutenção\nno domingo', en: 'Maintenance' } })
      .expect(400);
    await post()
      .send({ ...valid, title: { pt: 'Manutenção' } })
      .expect(400);
    await post()
      .send({ ...valid, message: { en: 'Only English' } })
      .expect(400);
    await post()
      .send({ ...valid, title: { pt: 'x'.repeat(121), en: 'Maintenance' } })
      .expect(400);
    await post()
      .send({ ...valid, message: { pt: 'x'.repeat(2001), en: 'y' } })
      .expect(400);
    await post()
      .send({ ...valid, actionUrl: 'javascript:alert(1)' })
      .expect(400);
    await post()
      .send({ ...valid, actionUrl: '//evil.example' })
      .expect(400);
    await post()
      .send({ ...valid, workspaceId: 'not-a-uuid' })
      .expect(400);
    const failure = await post().send({}).expect(400);
    expect(failure.body.error.type).toBe('VALIDATION_ERROR');
  });

  it('is for instance administrators only: 403 for a user, 401 for a visitor', async () => {
    await user.agent.post('/api/admin/announcements').send(valid).expect(403);
    await request(testApp.server as never)
      .post('/api/admin/announcements')
      .send(valid)
      .expect(401);
    expect(received.every((entry) => entry.payload.title.pt === valid.title.pt)).toBe(true);
  });
});
