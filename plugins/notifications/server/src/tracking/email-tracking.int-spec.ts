import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { acrossWorkspaces, analysisCompleted, MetricStorePort } from '@otimiza/sdk/server';
import { createTestUser, queryDatabase, type TestUser } from '@otimiza/sdk/testing';
import { completedPayload, notifyMember, PUBLIC_URL, startNotificationsApp, type NotificationsApp } from '../../test/notifications-test-kit.js';
import { DeliverySchema } from '../data/delivery.entity.js';
import { InstanceSecretService } from './instance-secret.service.js';
import { signTrackingToken, TRACKING_LINK_LIFETIME_MS } from './tracking-token.js';
import { TrackingService } from './tracking.service.js';

interface OutboxMail {
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
}

/** Notification e-mails: the message in the outbox, its tracking pixel and signed click redirects, and conversions. */
describe('notification e-mails and their tracking', () => {
  let kit: NotificationsApp;

  beforeAll(async () => {
    kit = await startNotificationsApp();
  });
  afterAll(() => kit?.testApp.close());

  const site = 'https://loja.example/produtos';
  // The outbox is the core's table, which no plugin entity maps: read with SQL (the notification e-mails, not the sign-up's).
  const mailsTo = (user: TestUser) =>
    queryDatabase<OutboxMail>(
      kit.testApp.database.url,
      "select subject, text_body, html_body, links from core_mail_outbox where to_address = $1 and html_body like '%/api/public/notifications/%'",
      [user.email],
    );
  const pathOf = (url: string) => url.slice(PUBLIC_URL.length);
  const deliveryOf = (notificationId: string) => kit.em().findOneOrFail(DeliverySchema, { notification: notificationId, channel: 'email' }, acrossWorkspaces);

  async function mailedNotification(language: 'pt' | 'en' = 'pt') {
    const user = await createTestUser(kit.testApp, { plan: 'enterprise' });
    // The language the member chose in the interface, stored on the account.
    if (language === 'en') await user.agent.put('/api/me/language').send({ language }).expect(200);
    const { notificationIds } = await notifyMember(kit, user, {
      type: 'seo_alert',
      category: 'seo',
      title: { pt: 'SEO abaixo do ideal em loja.example', en: 'SEO below target on loja.example' },
      message: { pt: 'A análise marcou SEO 71/100.', en: 'The analysis scored 71/100 for SEO.' },
      websiteUrl: site,
      recommendedActions: [{ title: { pt: 'Adicione uma metadescrição', en: 'Add a meta description' } }],
      actionUrl: '/analysis-history',
      actionText: { pt: 'Ver análise', en: 'View analysis' },
    });
    const mail = await vi.waitFor(
      async () => {
        const [found] = await mailsTo(user);
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 20_000, interval: 100 },
    );
    const clickLinks = mail.links.filter((link) => link.startsWith(`${PUBLIC_URL}/api/public/notifications/click/`));
    const pixel = /<img src="([^"]+\/api\/public\/notifications\/open\/[^"]+)"/.exec(mail.html_body)?.[1];
    return { user, notificationId: notificationIds[0]!, mail, clickLinks, pixel: pixel! };
  }

  it('sends the e-mail in the member’s language with a tracking pixel, every link a signed redirect, and records it sent', async () => {
    const { notificationId, mail, clickLinks, pixel } = await mailedNotification();
    expect(mail.subject).toBe('SEO abaixo do ideal em loja.example');
    expect(mail.text_body).toContain('A análise marcou SEO 71/100.');
    expect(mail.text_body).not.toContain('The analysis scored 71/100 for SEO.');
    expect(mail.html_body).toContain('Adicione uma metadescrição');
    expect(pixel).toMatch(new RegExp(`^${PUBLIC_URL}/api/public/notifications/open/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
    // The action, the site and the settings: no bare address of the site in the HTML's links.
    expect(clickLinks).toHaveLength(3);
    expect(mail.html_body).not.toContain(`href="${site}"`);
    await vi.waitFor(async () => expect((await deliveryOf(notificationId)).status).toBe('sent'), { timeout: 10_000, interval: 100 });
  });

  it('writes the whole e-mail in English to a member who switched the interface to English', async () => {
    const { mail } = await mailedNotification('en');
    expect(mail.subject).toBe('SEO below target on loja.example');
    expect(mail.text_body).toContain('Hello, Teste!');
    expect(mail.text_body).toContain('The analysis scored 71/100 for SEO.');
    expect(mail.html_body).toContain('Add a meta description');
    expect(`${mail.subject}${mail.text_body}${mail.html_body}`).not.toMatch(/análise|Olá|Ações recomendadas/);
  });

  it('records the first opening and the first click, redirects only to the signed address, and answers 404 to a forged link', async () => {
    const { user, notificationId, clickLinks, pixel } = await mailedNotification();
    const server = kit.testApp.server as never;
    const opened = await request(server).get(pathOf(pixel)).buffer(true).expect(200);
    expect(opened.headers['content-type']).toBe('image/gif');
    expect((opened.body as Buffer).subarray(0, 6).toString()).toBe('GIF89a');
    const afterOpen = await deliveryOf(notificationId);
    expect(afterOpen.openedAt).not.toBeNull();
    expect(afterOpen.deliveredAt).not.toBeNull();
    await request(server).get(pathOf(pixel)).expect(200);
    expect((await deliveryOf(notificationId)).openedAt).toEqual(afterOpen.openedAt);

    const targets: string[] = [];
    for (const link of clickLinks) targets.push((await request(server).get(pathOf(link)).expect(302)).headers['location'] as string);
    expect(targets.sort()).toEqual([`${PUBLIC_URL}/analysis-history`, `${PUBLIC_URL}/notification-center`, site].sort());
    const clicked = (await deliveryOf(notificationId)).clickedAt;
    expect(clicked).not.toBeNull();
    await request(server).get(pathOf(clickLinks[0]!)).expect(302);
    expect((await deliveryOf(notificationId)).clickedAt).toEqual(clicked);
    // The metric store counts the e-mail sent, its first opening and its first click: once each, however often they come.
    const store = kit.testApp.app.get(MetricStorePort);
    const today = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 86_400_000), dimension: 'email' };
    const count = async (metric: 'notifications.sent' | 'notifications.opened' | 'notifications.clicked') =>
      (await store.daily(user.workspaceId, { ...today, metric })).reduce((sum, point) => sum + point.sum, 0);
    await vi.waitFor(async () => expect(await count('notifications.sent')).toBe(1), { timeout: 10_000, interval: 100 });
    expect(await count('notifications.opened')).toBe(1);
    expect(await count('notifications.clicked')).toBe(1);

    const token = pathOf(clickLinks[0]!).split('/').at(-1)!;
    const [body, signature] = token.split('.') as [string, string];
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, string>;
    const elsewhere = Buffer.from(JSON.stringify({ ...claim, u: 'https://golpe.example/' })).toString('base64url');
    const forged = [`${elsewhere}.${signature}`, `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`, `${body}`, 'nada.disso'];
    for (const bad of forged) {
      const answer = await request(server).get(`/api/public/notifications/click/${bad}`).expect(404);
      expect(answer.body.error.type).toBe('NOT_FOUND');
    }
    // An open token is no click token, and the reverse.
    await request(server)
      .get(`/api/public/notifications/click/${pathOf(pixel).split('/').at(-1)!}`)
      .expect(404);
    await request(server).get(`/api/public/notifications/open/${token}`).expect(404);
  });

  it('binds each link to its message and a 30-day lifetime: another message’s signature, a link without a lifetime and an expired one are refused', async () => {
    const first = await mailedNotification();
    const second = await mailedNotification();
    const server = kit.testApp.server as never;
    const tokenOf = (url: string) => pathOf(url).split('/').at(-1)!;
    const siteLink = async (links: string[]) => {
      for (const link of links) {
        const token = tokenOf(link);
        const claim = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { u: string };
        if (claim.u === site) return token;
      }
      throw new Error('no link to the site');
    };
    const [firstToken, secondToken] = [await siteLink(first.clickLinks), await siteLink(second.clickLinks)];
    const firstDelivery = (await deliveryOf(first.notificationId)).id;

    // The second message's link with the first one's signature: both lead to the same site, the signature is the first message's.
    const swapped = `${secondToken.split('.')[0]!}.${firstToken.split('.')[1]!}`;
    expect((await request(server).get(`/api/public/notifications/click/${swapped}`).expect(404)).body.error.type).toBe('NOT_FOUND');

    // A link signed with the instance's key as links were before they had a lifetime (an HMAC of the claim alone): refused.
    const key = await kit.testApp.app.get(InstanceSecretService).keyFor('tracking-links');
    const body = Buffer.from(JSON.stringify({ k: 'click', d: firstDelivery, u: site })).toString('base64url');
    const ageless = `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
    await request(server).get(`/api/public/notifications/click/${ageless}`).expect(404);

    // The real link, 30 days and a minute after it was made: refused, and the click is not recorded.
    const tracking = kit.testApp.app.get(TrackingService);
    const later = new Date(Date.now() + TRACKING_LINK_LIFETIME_MS + 60_000);
    expect(await tracking.recordClick(firstToken, later)).toEqual({ refused: 'expired' });
    expect(await tracking.recordOpen(tokenOf(first.pixel), later)).toBe(false);
    expect((await deliveryOf(first.notificationId)).clickedAt).toBeNull();
    // Through the route: a link whose lifetime ended a minute ago, as JSON and as a page for a browser.
    const expired = signTrackingToken(key, { k: 'click', d: firstDelivery, x: Date.now() - 60_000, u: site });
    const answer = await request(server).get(`/api/public/notifications/click/${expired}`).set('Accept-Language', 'en').expect(404);
    expect(answer.body.error).toMatchObject({
      type: 'NOT_FOUND',
      message: 'This link has expired (e-mail links work for 30 days).',
      details: { code: 'LINK_EXPIRED' },
    });
    const page = await request(server).get(`/api/public/notifications/click/${expired}`).set('Accept', 'text/html').expect(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Este link expirou');
    expect(page.text).toContain(`${PUBLIC_URL}/notification-center`);
    expect((await deliveryOf(first.notificationId)).clickedAt).toBeNull();

    // Within its lifetime the link still leads to the site.
    expect((await request(server).get(`/api/public/notifications/click/${firstToken}`).expect(302)).headers['location']).toBe(site);
  });

  it('counts a conversion when the clicked site is audited again within 7 days', async () => {
    const { user, notificationId, clickLinks } = await mailedNotification();
    const server = kit.testApp.server as never;
    for (const link of clickLinks) await request(server).get(pathOf(link)).expect(302);
    expect((await deliveryOf(notificationId)).convertedAt).toBeNull();
    // Another site's audit converts nothing.
    await kit.publish(analysisCompleted, user.workspaceId, completedPayload(user, 'https://outra.example/'));
    await kit.publish(analysisCompleted, user.workspaceId, completedPayload(user, site));
    await vi.waitFor(async () => expect((await deliveryOf(notificationId)).convertedAt).not.toBeNull(), { timeout: 20_000, interval: 100 });
  });
});
