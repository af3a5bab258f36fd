import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, startStripeStub, type StripeStub, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { deliverStripeEvent } from '../../../test/billing/stripe-webhook.js';
import { WorkspacePlanService } from '../entitlements/workspace-plan.service.js';

const apiKey = 'sk_test_otimiza_stub';
const webhookSecret = 'whsec_otimiza_test';
const adminEmail = 'grant-admin@otimiza.test';

let eventSequence = 0;
function stripeEvent(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
  eventSequence += 1;
  return { id: `evt_grant_${Date.now()}_${eventSequence}`, object: 'event', api_version: '2026-10-28.endive', type, created, data: { object } };
}

describe('a plan granted by an administrator is a grant of its own, which billing events do not overwrite', () => {
  let stub: StripeStub;
  let testApp: TestApp;
  let admin: TestUser;

  const deliver = (event: object) => deliverStripeEvent(testApp.server, event, { secret: webhookSecret });

  async function entitlementsOf(user: TestUser) {
    return (await user.agent.get('/api/me/entitlements').expect(200)).body as {
      plan: string;
      basePlan: string;
      analyses: { limit: number | null };
      trialAvailable: boolean;
    };
  }

  async function adminRowOf(user: TestUser) {
    const { users } = (await admin.agent.get('/api/admin/users').expect(200)).body as { users: { email: string }[] };
    return users.find((row) => row.email === user.email);
  }

  beforeAll(async () => {
    stub = await startStripeStub({ apiKey, planAmounts: { lite: 4900, pro: 7900, enterprise: 29900 } });
    testApp = await createTestApp({
      plugins: [],
      env: {
        STRIPE_SECRET_KEY: apiKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_BASE_URL: stub.url,
        PUBLIC_URL: 'https://app.otimiza.test',
        ADMIN_EMAILS: adminEmail,
      },
    });
    admin = await createTestUser(testApp, { email: adminEmail });
  });
  afterAll(async () => {
    await testApp?.close();
    await stub?.close();
  });

  it('keeps enterprise through a paid pro subscription, shows both in the admin list, and falls back to pro when removed', async () => {
    const user = await createTestUser(testApp);

    const granted = await admin.agent.patch(`/api/admin/users/${user.userId}`).send({ plan: 'enterprise' }).expect(200);
    expect(granted.body.user).toMatchObject({ email: user.email, plan: 'enterprise' });
    expect(await entitlementsOf(user)).toMatchObject({ plan: 'enterprise', basePlan: 'enterprise', analyses: { limit: null }, trialAvailable: false });
    expect(await testApp.app.get(WorkspacePlanService).planOf(user.workspaceId)).toBe('enterprise');

    // The user buys pro: the checkout completes and Stripe tells about the subscription.
    const created = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(200);
    const { session, subscription } = stub.completeCheckout(created.body.sessionId as string);
    await deliver(stripeEvent('checkout.session.completed', session)).expect(200);
    const later = Math.floor(Date.now() / 1000) + 5;
    await deliver(stripeEvent('customer.subscription.updated', { ...subscription, status: 'active' }, later)).expect(200);

    expect(await entitlementsOf(user)).toMatchObject({ plan: 'enterprise', basePlan: 'enterprise', analyses: { limit: null } });
    expect((await user.agent.get('/api/auth/user').expect(200)).body.user.plan.name).toBe('enterprise');
    expect(await testApp.app.get(WorkspacePlanService).planOf(user.workspaceId)).toBe('enterprise');
    expect(await adminRowOf(user)).toMatchObject({
      plan: 'enterprise',
      paidPlan: 'pro',
      planGrant: { plan: 'enterprise', grantedBy: adminEmail, grantedAt: expect.any(String) },
    });
    const [stored] = await queryDatabase(testApp.database.url, 'select plan, granted_plan from core_workspace where id = $1', [user.workspaceId]);
    expect(stored).toEqual({ plan: 'pro', granted_plan: 'enterprise' });

    const removed = await admin.agent.delete(`/api/admin/users/${user.userId}/plan-grant`).expect(200);
    expect(removed.body.user).toMatchObject({ plan: 'pro', paidPlan: 'pro', planGrant: null });
    expect(await entitlementsOf(user)).toMatchObject({ plan: 'pro', basePlan: 'pro', analyses: { limit: 100 } });
    expect(await testApp.app.get(WorkspacePlanService).planOf(user.workspaceId)).toBe('pro');
  });

  it('never lowers a paid plan, treats a free grant as none, and is for administrators only', async () => {
    const user = await createTestUser(testApp, { plan: 'pro' });
    const lower = await admin.agent.patch(`/api/admin/users/${user.userId}`).send({ plan: 'lite' }).expect(200);
    expect(lower.body.user).toMatchObject({ plan: 'pro', paidPlan: 'pro', planGrant: { plan: 'lite' } });
    expect((await entitlementsOf(user)).plan).toBe('pro');

    const none = await admin.agent.patch(`/api/admin/users/${user.userId}`).send({ plan: 'free' }).expect(200);
    expect(none.body.user).toMatchObject({ plan: 'pro', planGrant: null });

    await user.agent.patch(`/api/admin/users/${user.userId}`).send({ plan: 'enterprise' }).expect(403);
    await user.agent.delete(`/api/admin/users/${user.userId}/plan-grant`).expect(403);
    await admin.agent.delete('/api/admin/users/00000000-0000-4000-8000-000000000000/plan-grant').expect(404);
    expect((await entitlementsOf(user)).plan).toBe('pro');
  });
});
