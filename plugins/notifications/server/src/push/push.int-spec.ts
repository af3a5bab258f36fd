import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { acrossWorkspaces } from '@otimiza/sdk/server';
import { createTestUser, type TestUser } from '@otimiza/sdk/testing';
import { defaultPushConfig, type PushConfigAnswer } from '@otimiza/plugin-notifications-shared';
import { notifyMember, PUBLIC_URL, savePushConfig, startNotificationsApp, type NotificationsApp } from '../../test/notifications-test-kit.js';
import { startPushServiceDouble, type BrowserSubscription, type PushServiceDouble } from '../../test/push-service-double.js';
import { DeliverySchema } from '../data/delivery.entity.js';
import { PushSubscriptionSchema } from '../data/push-subscription.entity.js';
import { VapidKeySchema } from '../data/vapid-key.entity.js';

/** Web Push end to end: the VAPID key, subscriptions, encrypted and signed messages to a push service on loopback. */
describe('Web Push', () => {
  let kit: NotificationsApp;
  let pushService: PushServiceDouble;

  beforeAll(async () => {
    [kit, pushService] = await Promise.all([startNotificationsApp(), startPushServiceDouble()]);
  });
  afterAll(async () => {
    await kit?.testApp.close();
    await pushService?.close();
  });

  const toJson = (subscription: BrowserSubscription) => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys });
  const notify = (user: TestUser, title = { pt: 'Queda de pontuação', en: 'Score drop' }) =>
    notifyMember(kit, user, {
      type: 'performance_issue',
      priority: 'high',
      category: 'spec',
      title,
      message: { pt: 'O desempenho caiu para 61.', en: 'Performance dropped to 61.' },
      websiteUrl: 'https://loja.example/',
      channels: ['in_app', 'push'],
    });
  const subscribedUser = async () => {
    const user = await createTestUser(kit.testApp, { plan: 'enterprise' });
    await savePushConfig(user, { channels: { ...defaultPushConfig.channels, push: true } });
    const browser = pushService.subscribe();
    await user.agent.post('/api/notifications/push-subscriptions').set('User-Agent', 'Navegador de teste').send(toJson(browser)).expect(201);
    return { user, browser };
  };

  it('answers one VAPID key however many ask for it at once, its private half stored encrypted', async () => {
    const user = await createTestUser(kit.testApp, { plan: 'enterprise' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => user.agent.get('/api/notifications/push-key').expect(200)));
    const keys = new Set(answers.map((answer) => answer.body.publicKey as string));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const stored = await kit.em().find(VapidKeySchema, {});
    expect(stored).toHaveLength(1);
    expect(stored[0]!.publicKey).toBe([...keys][0]);
    expect(stored[0]!.privateKeyEncrypted.split('.')).toHaveLength(3);
  });

  it('delivers a notification to the subscribed browser: signed with the VAPID key, decrypted with the browser’s keys', async () => {
    const { user, browser } = await subscribedUser();
    expect((await user.agent.get('/api/notifications/push-config').expect(200)).body[0].unavailableChannels).toEqual({
      sms: { available: false, reason: 'no-provider' },
    } satisfies PushConfigAnswer[0]['unavailableChannels']);
    const { notificationIds } = await notify(user);
    const received = await vi.waitFor(
      () => {
        const found = pushService.received.find((push) => push.endpoint === browser.endpoint);
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(pushService.refused).toEqual([]);
    expect(received.payload).toMatchObject({ title: 'Queda de pontuação', body: 'O desempenho caiu para 61.' });
    // A click opens the centre through the tracked redirect on the app.
    expect((received.payload as { url: string }).url).toMatch(new RegExp(`^${PUBLIC_URL}/api/public/notifications/click/`));
    expect(received.vapidKey).toBe((await user.agent.get('/api/notifications/push-key').expect(200)).body.publicKey);
    expect(received.claims.sub).toBe('mailto:nao-responda@otimiza.com.br');
    expect(received.headers['urgency']).toBe('high');
    await vi.waitFor(
      async () => {
        const delivery = await kit.em().findOneOrFail(DeliverySchema, { notification: notificationIds[0], channel: 'push' }, acrossWorkspaces);
        expect(delivery.status).toBe('sent');
      },
      { timeout: 10_000, interval: 100 },
    );
    const subscription = await kit.em().findOneOrFail(PushSubscriptionSchema, { endpoint: browser.endpoint }, acrossWorkspaces);
    expect(subscription.lastSuccessAt).not.toBeNull();
    expect(subscription.userAgent).toBe('Navegador de teste');
  });

  it('drops a subscription the push service says is gone (410)', async () => {
    const { user, browser } = await subscribedUser();
    pushService.answerWith(browser.endpoint, 410);
    const { notificationIds } = await notify(user);
    await vi.waitFor(
      async () => {
        const delivery = await kit.em().findOneOrFail(DeliverySchema, { notification: notificationIds[0], channel: 'push' }, acrossWorkspaces);
        expect([delivery.status, delivery.error]).toEqual(['failed', 'subscription-gone']);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await kit.em().count(PushSubscriptionSchema, { endpoint: browser.endpoint }, acrossWorkspaces)).toBe(0);
    // Without a browser, push makes no delivery at all.
    const next = await notify(user);
    expect(await kit.em().count(DeliverySchema, { notification: next.notificationIds[0], channel: 'push' }, acrossWorkspaces)).toBe(0);
  });

  it('refuses a push service on a private address and a malformed subscription, keeping nothing; forgets a subscription on request', async () => {
    const user = await createTestUser(kit.testApp, { plan: 'enterprise' });
    const browser = pushService.subscribe();
    const privateTarget = await user.agent
      .post('/api/notifications/push-subscriptions')
      .send({ ...toJson(browser), endpoint: 'http://10.1.2.3/push/abc' })
      .expect(400);
    expect(privateTarget.body.error.type).toBe('INVALID_URL');
    await user.agent
      .post('/api/notifications/push-subscriptions')
      .send({ ...toJson(browser), keys: { p256dh: 'curta', auth: browser.keys.auth } })
      .expect(400);
    await user.agent.post('/api/notifications/push-subscriptions').send({ endpoint: browser.endpoint }).expect(400);
    await user.agent.post('/api/notifications/push-subscriptions').set('Content-Type', 'text/plain').send('endpoint').expect(415);
    expect(await kit.em().count(PushSubscriptionSchema, { user: user.userId }, acrossWorkspaces)).toBe(0);

    await user.agent.post('/api/notifications/push-subscriptions').send(toJson(browser)).expect(201);
    // The same browser again: one subscription, its keys replaced.
    await user.agent.post('/api/notifications/push-subscriptions').send(toJson(browser)).expect(201);
    expect(await kit.em().count(PushSubscriptionSchema, { user: user.userId }, acrossWorkspaces)).toBe(1);
    await user.agent.delete('/api/notifications/push-subscriptions').send({ endpoint: browser.endpoint }).expect(200);
    expect(await kit.em().count(PushSubscriptionSchema, { user: user.userId }, acrossWorkspaces)).toBe(0);
    await user.agent.delete('/api/notifications/push-subscriptions').send({ endpoint: browser.endpoint }).expect(200);
  });

  it('serves the service worker for the whole site, without a session', async () => {
    const answer = await request(kit.testApp.server as never)
      .get('/api/public/notifications/sw.js')
      .expect(200);
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(answer.headers['service-worker-allowed']).toBe('/');
    expect(answer.text).toContain("addEventListener('push'");
    expect(answer.text).toContain('showNotification');
    expect(answer.text).toContain('openWindow');
  });
});
