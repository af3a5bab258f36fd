import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acrossWorkspaces, analysisCompleted, type PublishedEvent } from '@otimiza/sdk/server';
import { createTestUser, type TestUser } from '@otimiza/sdk/testing';
import { defaultPushConfig, type NotificationList, type UnreadCountMessage } from '@otimiza/plugin-notifications-shared';
import { analysisRecord, completedPayload, notifyMember, savePushConfig, startNotificationsApp } from '../../test/notifications-test-kit.js';
import type { NotificationsApp } from '../../test/notifications-test-kit.js';
import { listeningUrl, openEventStream, sessionCookie } from '../../test/sse-reader.js';
import { DeliverySchema } from '../data/delivery.entity.js';
import { AnalysisSubscriber } from '../subscribers/analysis.subscriber.js';
import { NotificationSchema } from '../data/notification.entity.js';
import type { NotifyInput } from './notifications.service.js';

/** The notification centre's list, reading and live count against the real host. */
describe('/api/notifications', () => {
  let kit: NotificationsApp;

  beforeAll(async () => {
    kit = await startNotificationsApp();
  });
  afterAll(() => kit?.testApp.close());

  const enterprise = () => createTestUser(kit.testApp, { plan: 'enterprise' });
  const listOf = async (user: TestUser, query = '', language = 'pt') =>
    (await user.agent.get(`/api/notifications${query}`).set('Accept-Language', language).expect(200)).body as NotificationList;
  const notify = (user: TestUser, change: Partial<NotifyInput> = {}) => notifyMember(kit, user, change);

  it('shows an owner’s audit with a low performance as an unread performance_issue, with actions from its failing audits', async () => {
    const owner = await enterprise();
    const payload = completedPayload(owner, 'https://loja.example/produtos', { scores: { performance: 42, seo: 88 }, lcpMs: 4100 });
    kit.analyses.add(owner.workspaceId, analysisRecord(payload.analysisId, payload.url, payload.scores));
    await kit.publish(analysisCompleted, owner.workspaceId, payload);

    // The list's total and its unread count are two reads: one may run before the notification's commit and the
    // other after it, so the answer is waited for until both see it.
    const list = await vi.waitFor(
      async () => {
        const answer = await listOf(owner);
        expect(answer.total).toBe(1);
        expect(answer.unread).toBe(1);
        return answer;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(list.notifications[0]).toMatchObject({
      type: 'performance_issue',
      priority: 'high',
      category: 'performance',
      title: 'Desempenho abaixo do ideal em loja.example',
      websiteUrl: payload.url,
      readStatus: false,
      actionUrl: '/analysis-history',
      actionText: 'Ver análise',
      actionRequired: true,
      metadata: { event: 'analysis.completed' },
    });
    expect(list.notifications[0]!.message).toContain('LCP de 4,1 s');
    expect(list.notifications[0]!.deliveryMethod).toEqual(['in_app', 'email']);
    // The performance audits that cost the most points, at most three.
    expect(list.notifications[0]!.metadata.recommendedActions.map((action) => action.title)).toEqual([
      'Elimine recursos que bloqueiam a renderização',
      'Codifique as imagens de forma eficiente',
      'Reduza o JavaScript não usado',
    ]);
    const english = await listOf(owner, '', 'en');
    expect(english.notifications[0]).toMatchObject({ title: 'Performance below target on loja.example', actionText: 'View analysis' });
    expect(english.notifications[0]!.metadata.recommendedActions[0]).toEqual({
      title: 'Eliminate render-blocking resources',
      description: 'Worth up to 12 performance points.',
    });
    expect((await owner.agent.get('/api/notifications/unread-count').expect(200)).body).toEqual({ unread: 1 });
  });

  it('makes an SEO alert, or a low-priority summary, when performance is fine', async () => {
    const owner = await enterprise();
    await kit.publish(analysisCompleted, owner.workspaceId, completedPayload(owner, 'https://seo.example/', { scores: { seo: 70 } }));
    await kit.publish(analysisCompleted, owner.workspaceId, completedPayload(owner, 'https://bom.example/', {}));
    const list = await vi.waitFor(
      async () => {
        const answer = await listOf(owner);
        expect(answer.total).toBe(2);
        return answer;
      },
      { timeout: 20_000, interval: 100 },
    );
    const byUrl = new Map(list.notifications.map((notification) => [notification.websiteUrl, notification]));
    expect(byUrl.get('https://seo.example/')).toMatchObject({ type: 'seo_alert', priority: 'medium', title: 'SEO abaixo do ideal em seo.example' });
    expect(byUrl.get('https://bom.example/')).toMatchObject({ type: 'seo_alert', priority: 'low', title: 'Análise concluída' });
  });

  it('writes one notification when the same event is delivered twice, even at once', async () => {
    const owner = await enterprise();
    const event: PublishedEvent<ReturnType<typeof completedPayload>> = {
      id: randomUUID(),
      name: analysisCompleted.name,
      workspaceId: owner.workspaceId,
      occurredAt: new Date().toISOString(),
      payload: completedPayload(owner, 'https://duas-vezes.example/', { scores: { performance: 60 } }),
    };
    const subscriber = kit.testApp.app.get(AnalysisSubscriber);
    await Promise.all([subscriber.completed(event), subscriber.completed(event)]);
    await subscriber.completed(event);
    const list = await listOf(owner);
    expect(list.total).toBe(1);
    const deliveries = await kit.em().find(DeliverySchema, { notification: list.notifications[0]!.id }, acrossWorkspaces);
    expect(deliveries.map((delivery) => delivery.channel).sort()).toEqual(['email', 'in_app']);
  });

  it('marks read (idempotently, also 20 times at once), drops the unread count and tells the live stream', async () => {
    const owner = await enterprise();
    // The stream signs in again: a security notice of that sign-in must not move the counts.
    await savePushConfig(owner, { preferences: { ...defaultPushConfig.preferences, security_notice: false } });
    const [first, second] = [await notify(owner), await notify(owner)];
    await notify(owner);
    const stream = await openEventStream(`${await listeningUrl(kit.testApp)}/api/notifications/stream`, await sessionCookie(kit.testApp, owner));
    try {
      expect(stream.response.headers['content-type']).toContain('text/event-stream');
      const initial = ((await stream.reader.next(() => true)) as UnreadCountMessage).unread;
      expect(initial).toBe(3);
      const unreadIs = (count: number) => (data: unknown) => (data as UnreadCountMessage).unread === count;

      const from = stream.reader.events.length;
      const read = await owner.agent.post(`/api/notifications/${first.notificationIds[0]}/read`).expect(200);
      expect(read.body).toMatchObject({ unread: initial - 1, notification: { id: first.notificationIds[0], readStatus: true } });
      await stream.reader.next(unreadIs(initial - 1), from);

      const answers = await Promise.all(Array.from({ length: 20 }, () => owner.agent.post(`/api/notifications/${second.notificationIds[0]}/read`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(answers.every((answer) => answer.body.notification.readStatus === true)).toBe(true);
      expect((await owner.agent.get('/api/notifications/unread-count').expect(200)).body).toEqual({ unread: initial - 2 });
      await stream.reader.next(unreadIs(initial - 2), from);

      // A new one arrives: the stream carries the count and the notification, in the stream's language.
      const arrived = stream.reader.events.length;
      const fourth = await notify(owner, { title: { pt: 'Chegou agora', en: 'Just arrived' } });
      const message = (await stream.reader.next(
        (data) => (data as UnreadCountMessage).latest?.id === fourth.notificationIds[0],
        arrived,
      )) as UnreadCountMessage;
      expect(message).toMatchObject({ unread: initial - 1, latest: { title: 'Chegou agora', readStatus: false } });

      expect((await owner.agent.post('/api/notifications/read-all').expect(200)).body).toEqual({ updated: initial - 1, unread: 0 });
      await stream.reader.next(unreadIs(0), arrived);
      expect((await owner.agent.post('/api/notifications/read-all').expect(200)).body).toEqual({ updated: 0, unread: 0 });
    } finally {
      stream.reader.close();
    }
  });

  it('reaches the reseller’s people in a client workspace, with the role they act with there (an owner as admin)', async () => {
    const reseller = await enterprise();
    const client = (await reseller.agent.post('/api/workspace/clients').send({ name: 'Padaria do Bairro' }).expect(201)).body as { id: string };
    const sent = await notify(
      { ...reseller, workspaceId: client.id },
      { userIds: null, roles: ['owner', 'admin'], title: { pt: 'Alerta do cliente', en: 'Client alert' } },
    );
    expect(sent.notificationIds).toHaveLength(1);
    expect((await notify({ ...reseller, workspaceId: client.id }, { userIds: null, roles: ['owner'] })).notificationIds).toEqual([]);

    await reseller.agent.post('/api/workspace/switch').send({ workspaceId: client.id }).expect(200);
    const list = await listOf(reseller);
    expect(list.notifications.map((item) => item.title)).toEqual(['Alerta do cliente']);
    await reseller.agent.post('/api/workspace/switch').send({ workspaceId: reseller.workspaceId }).expect(200);
    expect((await listOf(reseller)).notifications.map((item) => item.title)).not.toContain('Alerta do cliente');
  });

  it('answers another member’s or workspace’s notification exactly like a missing one, and leaves it unread', async () => {
    const owner = await enterprise();
    const stranger = await enterprise();
    const { notificationIds } = await notify(owner);
    const foreign = await stranger.agent.post(`/api/notifications/${notificationIds[0]}/read`).expect(404);
    const missing = await stranger.agent.post(`/api/notifications/${randomUUID()}/read`).expect(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.error).toMatchObject({ type: 'NOT_FOUND', message: 'Notificação não encontrada.' });
    expect((await listOf(stranger)).total).toBe(0);
    expect((await listOf(owner)).unread).toBe(1);
    await stranger.agent.post('/api/notifications/not-an-id/read').expect(400);
  });

  it('filters by type, priority, unread and a search in both languages, newest first, page by page', async () => {
    const owner = await enterprise();
    await notify(owner, { type: 'billing_alert', priority: 'critical', title: { pt: 'Falha no pagamento', en: 'Payment failed' } });
    await notify(owner, { type: 'security_notice', priority: 'high', title: { pt: 'Novo acesso', en: 'New sign-in' } });
    const third = await notify(owner, { type: 'billing_alert', priority: 'medium', title: { pt: 'Plano alterado', en: 'Plan changed' } });
    await owner.agent.post(`/api/notifications/${third.notificationIds[0]}/read`).expect(200);

    expect((await listOf(owner)).notifications.map((notification) => notification.title)).toEqual(['Plano alterado', 'Novo acesso', 'Falha no pagamento']);
    expect((await listOf(owner, '?type=billing_alert')).total).toBe(2);
    expect((await listOf(owner, '?type=billing_alert&priority=critical')).notifications.map((notification) => notification.title)).toEqual([
      'Falha no pagamento',
    ]);
    const unread = await listOf(owner, '?unreadOnly=true');
    expect([unread.total, unread.unread]).toEqual([2, 2]);
    // The English title finds it, and 50% is no pattern.
    expect((await listOf(owner, '?search=payment')).notifications.map((notification) => notification.title)).toEqual(['Falha no pagamento']);
    expect((await listOf(owner, '?search=ALTERADO', 'en')).notifications.map((notification) => notification.title)).toEqual(['Plan changed']);
    expect((await listOf(owner, '?search=50%25')).total).toBe(0);
    const page = await listOf(owner, '?page=2&limit=2');
    expect([page.total, page.page, page.limit, page.notifications.length]).toEqual([3, 2, 2, 1]);
    await owner.agent.get('/api/notifications?type=unknown').expect(400);
    await owner.agent.get('/api/notifications?limit=1000').expect(400);
  });

  it('follows the member’s configuration: a type turned off makes nothing; without in-app it is kept, already read, and no e-mail goes out with e-mail off', async () => {
    const owner = await enterprise();
    await savePushConfig(owner, {
      preferences: { ...(await owner.agent.get('/api/notifications/push-config').expect(200)).body[0].preferences, marketing_update: false },
      channels: { in_app: false, email: false, push: false, sms: false },
    });
    expect(await notify(owner, { type: 'marketing_update' })).toEqual({ notificationIds: [] });
    const { notificationIds } = await notify(owner);
    expect(notificationIds).toHaveLength(1);
    const list = await listOf(owner);
    expect(list).toMatchObject({ total: 1, unread: 0 });
    expect(list.notifications[0]).toMatchObject({ readStatus: true, deliveryMethod: [] });
    expect(await kit.em().count(DeliverySchema, { notification: notificationIds[0] }, acrossWorkspaces)).toBe(0);
  });

  it('makes nothing for a workspace whose plan lacks the notification centre, whose routes answer 402', async () => {
    const pro = await createTestUser(kit.testApp, { plan: 'pro' });
    expect(await notify(pro)).toEqual({ notificationIds: [] });
    expect(await kit.em().count(NotificationSchema, { user: pro.userId }, acrossWorkspaces)).toBe(0);
    const answer = await pro.agent.get('/api/notifications').expect(402);
    expect(answer.body.error.details.requiredFeature).toBe('monitoringAlerts');
  });
});
