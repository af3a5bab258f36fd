import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acrossWorkspaces } from '@otimiza/sdk/server';
import { createTestUser, type TestUser } from '@otimiza/sdk/testing';
import { defaultPushConfig, type PushConfigAnswer } from '@otimiza/plugin-notifications-shared';
import { refusedBody, startNotificationsApp, type NotificationsApp } from '../../test/notifications-test-kit.js';
import { PushConfigSchema } from '../data/push-config.entity.js';

/** The settings tab's push configuration against the real host. */
describe('/api/notifications/push-config', () => {
  let kit: NotificationsApp;

  beforeAll(async () => {
    kit = await startNotificationsApp();
  });
  afterAll(() => kit?.testApp.close());

  const enterprise = () => createTestUser(kit.testApp, { plan: 'enterprise' });
  const configOf = async (user: TestUser) => (await user.agent.get('/api/notifications/push-config').expect(200)).body as PushConfigAnswer;
  const stored = (user: TestUser) => kit.em().count(PushConfigSchema, { user: user.userId }, acrossWorkspaces);

  it('answers the defaults as a one-item list, SMS and push (no browser subscribed) unavailable, and saves the whole configuration', async () => {
    const user = await enterprise();
    expect(await configOf(user)).toEqual([
      {
        ...defaultPushConfig,
        unavailableChannels: { sms: { available: false, reason: 'no-provider' }, push: { available: false, reason: 'no-subscription' } },
      },
    ]);
    const change = {
      ...defaultPushConfig,
      preferences: { ...defaultPushConfig.preferences, marketing_update: false },
      quietHours: { enabled: true, start: '23:00', end: '06:30' },
      frequency: 'daily',
      timeZone: 'Europe/Lisbon',
    };
    const saved = (await user.agent.put('/api/notifications/push-config').send(change).expect(200)).body as PushConfigAnswer;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject(change);
    expect(await configOf(user)).toEqual(saved);
    // Saving again replaces the member's one row.
    await user.agent
      .put('/api/notifications/push-config')
      .send({ ...change, frequency: 'weekly' })
      .expect(200);
    expect((await configOf(user))[0].frequency).toBe('weekly');
    expect(await stored(user)).toBe(1);
    // Another member of another workspace still has the defaults.
    expect((await configOf(await enterprise()))[0]).toMatchObject(defaultPushConfig);
  });

  it('refuses bad input with 400 in the request’s language and writes nothing', async () => {
    const user = await enterprise();
    const refused = (body: unknown, language = 'pt', contentType = 'application/json', status = 400) =>
      refusedBody(user.agent.put('/api/notifications/push-config'), body, { language, contentType, status });
    // Not JSON: a broken document, another media type (415, as every JSON route of the host answers), nothing.
    expect((await refused('{"preferences": ')).type).toBeTruthy();
    expect((await refused('preferences=1', 'pt', 'application/x-www-form-urlencoded', 415)).type).toBeTruthy();
    expect((await refused('', 'pt')).type).toBeTruthy();
    const nul = await refused({ ...defaultPushConfig, timeZone: 'America/Sao_Paulo\u0000' });
    expect(nul.type).toBe('VALIDATION_ERROR');
    const unknownKey = await refused({ ...defaultPushConfig, extra: true });
    expect(unknownKey.type).toBe('VALIDATION_ERROR');
    const unknownType = await refused({ ...defaultPushConfig, preferences: { ...defaultPushConfig.preferences, spam: true } });
    expect(unknownType.type).toBe('VALIDATION_ERROR');
    const zone = await refused({ ...defaultPushConfig, timeZone: 'Marte/Olympus' });
    expect(zone.details?.fields?.[0]).toEqual({ path: 'timeZone', message: 'Fuso horário desconhecido.' });
    const clock = await refused({ ...defaultPushConfig, quietHours: { enabled: true, start: '24:00', end: '07:00' } }, 'en');
    expect(clock.details?.fields?.[0]).toEqual({ path: 'quietHours.start', message: 'Enter the time as HH:MM.' });
    const sms = await refused({ ...defaultPushConfig, channels: { ...defaultPushConfig.channels, sms: true } });
    expect(sms.details?.fields?.[0]).toEqual({ path: 'channels.sms', message: 'SMS indisponível: nenhum provedor de SMS está configurado.' });
    const smsEn = await refused({ ...defaultPushConfig, channels: { ...defaultPushConfig.channels, sms: true } }, 'en');
    expect(smsEn.message).toContain('SMS unavailable');
    await refused({ ...defaultPushConfig, frequency: 'monthly' });
    await refused({ ...defaultPushConfig, channels: { in_app: true } });
    expect(await stored(user)).toBe(0);
    expect((await configOf(user))[0]).toMatchObject(defaultPushConfig);
  });
});
