import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, startStripeStub, type StripeStub, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { deliverStripeEvent } from '../../../test/billing/stripe-webhook.js';

const apiKey = 'sk_test_otimiza_stub';
const webhookSecret = 'whsec_otimiza_test';
const planAmounts = { lite: 4900, pro: 7900, enterprise: 29900 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

describe('deleting an account that pays through Stripe', () => {
  let stub: StripeStub;
  let testApp: TestApp;

  /** A pro checkout paid in the stub, its completion delivered as Stripe's signed webhook. */
  async function subscribe(user: TestUser): Promise<string> {
    const created = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(200);
    const { session, subscription } = stub.completeCheckout(created.body.sessionId as string);
    const completed = {
      id: `evt_test_${Date.now()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    };
    await deliverStripeEvent(testApp.server, completed, { secret: webhookSecret }).expect(200);
    return subscription['id'] as string;
  }

  beforeAll(async () => {
    stub = await startStripeStub({ apiKey, planAmounts });
    testApp = await createTestApp({ plugins: [], env: { STRIPE_SECRET_KEY: apiKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_BASE_URL: stub.url } });
  });
  afterAll(async () => {
    await testApp?.close();
    await stub?.close();
  });

  it('cancels the subscription at Stripe before the workspace goes, then answers 401', async () => {
    const user = await createTestUser(testApp);
    const subscriptionId = await subscribe(user);
    expect((await user.agent.get('/api/me/account').expect(200)).body.subscription).toEqual({ plan: 'pro', status: 'active', provider: 'stripe' });

    await user.agent.delete('/api/me').send({ password: user.password, confirmation: 'EXCLUIR' }).expect(200);
    expect(stub.requests.filter((call) => call.method === 'DELETE')).toEqual([expect.objectContaining({ path: `/v1/subscriptions/${subscriptionId}` })]);
    expect(stub.subscriptions.get(subscriptionId)!['status']).toBe('canceled');
    expect(stub.refused).toEqual([]);
    expect(await sql(testApp, 'select 1 from core_workspace where id = $1', [user.workspaceId])).toHaveLength(0);
    await user.agent.get('/api/auth/user').expect(401);
  });

  it('deletes nothing when Stripe cannot be reached (the last test: it stops the stub)', async () => {
    const user = await createTestUser(testApp);
    await subscribe(user);
    await stub.close();
    const refused = await user.agent.delete('/api/me').set('Accept-Language', 'en').send({ password: user.password, confirmation: 'DELETE' }).expect(503);
    expect(refused.body.error.message).toBe('The subscription could not be cancelled right now. Nothing was deleted; try again in a few minutes.');
    expect(await sql(testApp, 'select 1 from core_workspace where id = $1', [user.workspaceId])).toHaveLength(1);
    expect(await sql(testApp, `select status from core_subscription where workspace_id = $1`, [user.workspaceId])).toEqual([{ status: 'active' }]);
    await user.agent.get('/api/auth/user').expect(200);
  }, 30_000);
});
