import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsPort, paymentFailed, planChanged, trialEnding, type DomainEvent, type PublishedEvent } from '@otimiza/sdk/server';
import { createTestUser, queryDatabase, type TestApp, type TestUser, eventually } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { TrialEndingScheduler } from './trial-ending.scheduler.js';

const adminEmail = 'billing-events-admin@otimiza.test';

describe('billing publishes planChanged, paymentFailed and trialEnding', () => {
  let testApp: TestApp;
  let admin: TestUser;
  const received: PublishedEvent<Record<string, unknown>>[] = [];
  const arrived = (name: string, workspaceId: string, count = 1) =>
    eventually(() => {
      const found = received.filter((event) => event.name === name && event.workspaceId === workspaceId);
      return found.length >= count ? found : undefined;
    }, name);
  const stored = (name: string, workspaceId: string) =>
    queryDatabase(testApp.database.url, 'select payload from core_domain_event where name = $1 and workspace_id = $2', [name, workspaceId]);

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { ADMIN_EMAILS: adminEmail } });
    const events = testApp.app.get(EventsPort);
    for (const event of [planChanged, paymentFailed, trialEnding] as DomainEvent<Record<string, unknown>>[]) {
      events.subscribe(event, `core.spec-billing-probe.${event.name}`, async (published) => void received.push(published));
    }
    admin = await createTestUser(testApp, { email: adminEmail });
  });
  afterAll(() => testApp?.close());

  it('a paid checkout changes the plan; a failed renewal is told once; the end of the subscription changes it back', async () => {
    const user = await createTestUser(testApp);
    const { sessionId } = (await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(200)).body as { sessionId: string };
    await user.agent.post(`/api/billing/sandbox/checkout/${sessionId}/pay`).expect(200);
    const [upgrade] = await arrived(planChanged.name, user.workspaceId);
    expect(upgrade!.payload).toEqual({ userId: user.userId, from: 'free', to: 'pro' });

    await user.agent.post('/api/billing/sandbox/subscription/payment-failed').expect(200);
    const [failed] = await arrived(paymentFailed.name, user.workspaceId);
    expect(failed!.payload).toEqual({ userId: user.userId, plan: 'pro' });
    // Stripe retries the invoice: the subscription is past due already, nothing new to tell.
    await user.agent.post('/api/billing/sandbox/subscription/payment-failed').expect(200);
    expect(await stored(paymentFailed.name, user.workspaceId)).toHaveLength(1);

    await user.agent.post('/api/billing/sandbox/subscription/cancel').expect(200);
    const changes = await arrived(planChanged.name, user.workspaceId, 2);
    expect(changes.map((event) => event.payload)).toContainEqual({ userId: user.userId, from: 'pro', to: 'free' });
  });

  it("an administrator's grant changes the plan in force; a grant below the paid plan does not", async () => {
    const user = await createTestUser(testApp);
    await admin.agent.patch(`/api/admin/users/${user.userId}`).send({ plan: 'enterprise' }).expect(200);
    const [granted] = await arrived(planChanged.name, user.workspaceId);
    expect(granted!.payload).toEqual({ userId: user.userId, from: 'free', to: 'enterprise' });
    await admin.agent.delete(`/api/admin/users/${user.userId}/plan-grant`).expect(200);
    const changes = await arrived(planChanged.name, user.workspaceId, 2);
    expect(changes.map((event) => event.payload)).toContainEqual({ userId: user.userId, from: 'enterprise', to: 'free' });

    const paying = await createTestUser(testApp, { plan: 'pro' });
    await admin.agent.patch(`/api/admin/users/${paying.userId}`).send({ plan: 'lite' }).expect(200);
    expect(await stored(planChanged.name, paying.workspaceId)).toHaveLength(0);
  });

  it('warns once about a trial ending within three days', async () => {
    const user = await createTestUser(testApp);
    await user.agent.post('/api/me/trial').expect(201);
    const scheduler = testApp.app.get(TrialEndingScheduler);
    // Seven days left: not yet.
    await scheduler.tick();
    expect(await stored(trialEnding.name, user.workspaceId)).toHaveLength(0);

    await queryDatabase(testApp.database.url, `update core_workspace set temporary_enterprise_until = now() + interval '2 days' where id = $1`, [
      user.workspaceId,
    ]);
    const [trial] = await queryDatabase<{ ends: Date }>(testApp.database.url, 'select temporary_enterprise_until as ends from core_workspace where id = $1', [
      user.workspaceId,
    ]);
    expect(await scheduler.tick()).toBeGreaterThanOrEqual(1);
    const [warning] = await arrived(trialEnding.name, user.workspaceId);
    expect(warning!.payload).toEqual({ userId: user.userId, plan: 'enterprise', endsAt: trial!.ends.toISOString() });
    // Every replica ticks: the warning was claimed once.
    await Promise.all([scheduler.tick(), scheduler.tick()]);
    expect(await stored(trialEnding.name, user.workspaceId)).toHaveLength(1);
  });
});
