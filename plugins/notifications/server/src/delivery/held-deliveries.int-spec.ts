import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acrossWorkspaces } from '@otimiza/sdk/server';
import { createTestUser, queryDatabase, type TestUser } from '@otimiza/sdk/testing';
import { defaultPushConfig } from '@otimiza/plugin-notifications-shared';
import { notifyMember, savePushConfig, startNotificationsApp, type NotificationsApp } from '../../test/notifications-test-kit.js';
import { DeliverySchema } from '../data/delivery.entity.js';
import { HeldDeliveriesScheduler } from './held-deliveries.scheduler.js';

const clock = (date: Date) => date.toISOString().slice(11, 16);

/** Quiet hours and digests: e-mails held, then released by the scheduler's tick. */
describe('held deliveries', () => {
  let kit: NotificationsApp;

  beforeAll(async () => {
    kit = await startNotificationsApp();
  });
  afterAll(() => kit?.testApp.close());

  // The outbox is the core's table, which no plugin entity maps: read with SQL (the notification e-mails, not the sign-up's).
  const mailsTo = (user: TestUser) =>
    queryDatabase<{ subject: string; text_body: string }>(
      kit.testApp.database.url,
      "select subject, text_body from core_mail_outbox where to_address = $1 and html_body like '%/api/public/notifications/%'",
      [user.email],
    );
  const notify = (user: TestUser, title: string) =>
    notifyMember(kit, user, { title: { pt: title, en: `${title} (en)` }, message: { pt: 'Mensagem.', en: 'Message.' } });
  const deliveries = (user: TestUser) => kit.em().find(DeliverySchema, { user: user.userId }, { ...acrossWorkspaces, orderBy: { createdAt: 'asc' } });

  it('holds e-mail during quiet hours (in-app at once) and sends it when the scheduler finds them over', async () => {
    const user = await createTestUser(kit.testApp, { plan: 'enterprise' });
    const now = new Date();
    // A window around now in UTC, crossing midnight or not.
    const start = new Date(now.getTime() - 60 * 60_000);
    const end = new Date(now.getTime() + 2 * 60 * 60_000);
    await savePushConfig(user, { quietHours: { enabled: true, start: clock(start), end: clock(end) }, timeZone: 'UTC' });
    await notify(user, 'Aviso noturno');
    const [inApp, email] = (await deliveries(user)).sort((a, b) => a.channel.localeCompare(b.channel)).reverse();
    expect(inApp).toMatchObject({ channel: 'in_app', status: 'delivered' });
    expect(email).toMatchObject({ channel: 'email', status: 'held', heldFor: 'quiet-hours' });
    expect(clock(email!.heldUntil!)).toBe(clock(end));
    expect(email!.heldUntil!.getTime()).toBeGreaterThan(now.getTime());

    const scheduler = kit.testApp.app.get(HeldDeliveriesScheduler);
    await scheduler.tick(new Date(email!.heldUntil!.getTime() - 60_000));
    expect((await deliveries(user)).find((delivery) => delivery.channel === 'email')!.status).toBe('held');
    expect(await mailsTo(user)).toEqual([]);

    const result = await scheduler.tick(new Date(email!.heldUntil!.getTime() + 1000));
    expect(result.released).toBeGreaterThanOrEqual(1);
    await vi.waitFor(
      async () => {
        expect((await deliveries(user)).find((delivery) => delivery.channel === 'email')!.status).toBe('sent');
        expect((await mailsTo(user)).map((mail) => mail.subject)).toEqual(['Aviso noturno']);
      },
      { timeout: 20_000, interval: 100 },
    );
    // Claimed once: another tick sends nothing more.
    await scheduler.tick(new Date(email!.heldUntil!.getTime() + 2000));
    expect(await mailsTo(user)).toHaveLength(1);
  });

  it('gathers the e-mails of a daily digest into one message at the digest time, every delivery marked sent', async () => {
    const user = await createTestUser(kit.testApp, { plan: 'enterprise' });
    await savePushConfig(user, { frequency: 'daily', timeZone: 'America/Sao_Paulo', quietHours: { ...defaultPushConfig.quietHours, enabled: false } });
    await notify(user, 'Primeira');
    await notify(user, 'Segunda');
    await notify(user, 'Terceira');
    const held = (await deliveries(user)).filter((delivery) => delivery.channel === 'email');
    expect(held.map((delivery) => [delivery.status, delivery.heldFor])).toEqual(Array(3).fill(['held', 'digest']));
    const due = held[0]!.heldUntil!;
    // 09:00 in São Paulo.
    expect(due.toISOString().slice(11, 16)).toBe('12:00');

    const scheduler = kit.testApp.app.get(HeldDeliveriesScheduler);
    expect((await scheduler.tick(new Date(due.getTime() + 1000))).digests).toBeGreaterThanOrEqual(1);
    await vi.waitFor(
      async () => {
        const sent = (await deliveries(user)).filter((delivery) => delivery.channel === 'email');
        expect(sent.map((delivery) => delivery.status)).toEqual(['sent', 'sent', 'sent']);
      },
      { timeout: 20_000, interval: 100 },
    );
    const mails = await mailsTo(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Otimiza: 3 notificações novas');
    for (const title of ['Primeira', 'Segunda', 'Terceira']) expect(mails[0]!.text_body).toContain(title);
    expect(mails[0]!.text_body).toContain('Você tem 3 notificações novas.');
    expect(mails[0]!.text_body).not.toContain('You have 3 new notifications.');
  });
});
