import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, startStripeStub, type StripeStub, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { deliverStripeEvent } from '../../../test/billing/stripe-webhook.js';

const apiKey = 'sk_test_otimiza_stub';
const webhookSecret = 'whsec_otimiza_test';
const publicUrl = 'https://app.otimiza.test';
const planAmounts = { lite: 4900, pro: 7900, enterprise: 29900 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

let eventSequence = 0;
function stripeEvent(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
  eventSequence += 1;
  return { id: `evt_test_${Date.now()}_${eventSequence}`, object: 'event', api_version: '2026-10-28.endive', type, created, data: { object } };
}

describe('billing with Stripe: the real client against a loopback stub, signed webhooks', () => {
  let stub: StripeStub;
  let testApp: TestApp;
  let server: never;

  /** Posts an event to the webhook as Stripe would; `tamper` adds a space after Stripe signed it. */
  function deliver(event: object, options: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
    return deliverStripeEvent(server, event, {
      secret: options.secret ?? webhookSecret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      ...(options.tamper ? { afterSigning: (payload: string) => payload.replace('"created"', '"created" ') } : {}),
    });
  }

  async function planOf(user: TestUser): Promise<string> {
    const response = await user.agent.get('/api/auth/user').expect(200);
    return response.body.user.plan.name as string;
  }

  /** A checkout of `plan`, paid in the stub, and its completion event delivered. */
  async function subscribe(user: TestUser, plan: 'lite' | 'pro' | 'enterprise') {
    const created = await user.agent.post('/api/upgrade/create-checkout').send({ planType: plan }).expect(200);
    const { session, subscription } = stub.completeCheckout(created.body.sessionId as string);
    const event = stripeEvent('checkout.session.completed', session);
    await deliver(event).expect(200);
    return { session, subscription, event };
  }

  beforeAll(async () => {
    stub = await startStripeStub({ apiKey, planAmounts });
    testApp = await createTestApp({
      plugins: [],
      env: { STRIPE_SECRET_KEY: apiKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_BASE_URL: stub.url, PUBLIC_URL: publicUrl },
    });
    server = testApp.server as never;
  });
  afterAll(async () => {
    await testApp?.close();
    await stub?.close();
  });

  it('refuses visitors with 401 "Acesso negado" and unknown plans with 400 "Dados inválidos para o upgrade"', async () => {
    const visitor = await request(server).post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(401);
    expect(visitor.body.error).toMatchObject({ type: 'AUTHENTICATION_ERROR', message: 'Acesso negado' });
    const user = await createTestUser(testApp);
    for (const body of [{ planType: 'gold' }, { planType: 'free' }, {}]) {
      const refused = await user.agent.post('/api/payments/create-checkout').send(body).expect(400);
      expect(refused.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Dados inválidos para o upgrade' });
    }
    const english = await user.agent.post('/api/stripe/create-checkout').set('Accept-Language', 'en').send({ planId: 'platinum' }).expect(400);
    expect(english.body.error.message).toBe('Invalid upgrade data');
    expect(await sql(testApp, 'select id from core_checkout_session where workspace_id = $1', [user.workspaceId])).toEqual([]);
  });

  it('creates subscription checkouts in BRL for the session’s workspace from each of the three calls', async () => {
    const user = await createTestUser(testApp);
    const stripeCall = await user.agent
      .post('/api/stripe/create-checkout')
      .send({ planId: 'pro', email: 'someone-else@example.com', successUrl: 'https://evil.example/payment-success?plan=pro', cancelUrl: '/pricing' })
      .expect(200);
    expect(stripeCall.body).toMatchObject({ outcome: 'checkout', checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) });
    const payments = await user.agent.post('/api/payments/create-checkout').send({ planType: 'lite' }).expect(200);
    expect(payments.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const upgrade = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'enterprise' }).expect(200);
    expect(upgrade.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);

    // Prices were found or created by lookup key: monthly, BRL, the catalogue's amounts.
    const prices = [...stub.prices.values()];
    expect(
      prices.map((price) => [price['lookup_key'], price['currency'], price['unit_amount'], (price['recurring'] as { interval: string }).interval]).sort(),
    ).toEqual([
      ['otimiza_enterprise_monthly_brl', 'brl', 29900, 'month'],
      ['otimiza_lite_monthly_brl', 'brl', 4900, 'month'],
      ['otimiza_pro_monthly_brl', 'brl', 7900, 'month'],
    ]);

    const session = stub.checkoutSessions.get(stripeCall.body.sessionId as string)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.workspaceId,
      metadata: { workspaceId: user.workspaceId, plan: 'pro' },
      // The e-mail is the session's, not the one in the request body.
      customer_email: user.email,
      locale: 'pt-BR',
      // Only our own pages: the path is kept, the host is ours.
      success_url: `${publicUrl}/payment-success?plan=pro&session_id=${session['id'] as string}`,
      cancel_url: `${publicUrl}/pricing`,
    });
    expect(stub.refused).toEqual([]);
    expect(await sql(testApp, 'select plan, status from core_checkout_session where workspace_id = $1 order by created_at', [user.workspaceId])).toEqual([
      { plan: 'pro', status: 'open' },
      { plan: 'lite', status: 'open' },
      { plan: 'enterprise', status: 'open' },
    ]);
    expect(await planOf(user)).toBe('free');
  });

  it('activates the plan from a signed checkout.session.completed, once, and tells the buyer by e-mail', async () => {
    const user = await createTestUser(testApp);
    await sql(testApp, `update core_workspace set pending_plan = 'pro' where id = $1`, [user.workspaceId]);
    const { session, event } = await subscribe(user, 'pro');
    expect(await planOf(user)).toBe('pro');
    const me = await user.agent.get('/api/auth/user').expect(200);
    expect(me.body.user.pendingPlan).toBeNull();
    const entitlements = await user.agent.get('/api/me/entitlements').expect(200);
    expect(entitlements.body.features).toContain('prioritySupport');

    const again = await deliver(event).expect(200);
    expect(again.body).toEqual({ received: true, outcome: 'duplicate' });
    expect(await sql(testApp, 'select outcome from core_billing_event where id = $1', [event.id])).toEqual([{ outcome: 'applied' }]);
    const mails = await sql(testApp, 'select subject from core_mail_outbox where to_address = $1 and subject like $2', [user.email, 'Pagamento confirmado%']);
    expect(mails).toEqual([{ subject: 'Pagamento confirmado: plano Pro do Otimiza' }]);

    const status = await user.agent.get(`/api/billing/checkout-sessions/${session['id'] as string}`).expect(200);
    expect(status.body).toEqual({ id: session['id'], kind: 'checkout', plan: 'pro', previousPlan: null, status: 'complete', workspacePlan: 'pro' });
    const other = await createTestUser(testApp);
    await other.agent.get(`/api/billing/checkout-sessions/${session['id'] as string}`).expect(404);

    const billing = await user.agent.get('/api/billing/subscription').expect(200);
    expect(billing.body).toMatchObject({
      paymentsMode: 'stripe',
      basePlan: 'pro',
      canManage: true,
      subscription: { plan: 'pro', status: 'active', provider: 'stripe' },
    });
    const portal = await user.agent.post('/api/billing/portal').expect(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    await other.agent.post('/api/billing/portal').expect(404);
  });

  it('answers 400 to a bad signature, a stale timestamp, a changed body or no signature, and changes nothing', async () => {
    const user = await createTestUser(testApp);
    const created = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'lite' }).expect(200);
    const { session } = stub.completeCheckout(created.body.sessionId as string);
    const event = stripeEvent('checkout.session.completed', session);

    const wrongSecret = await deliver(event, { secret: 'whsec_someone_else' }).expect(400);
    expect(wrongSecret.body.error.type).toBe('VALIDATION_ERROR');
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }).expect(400);
    expect(stale.body.error.details.reason).toMatch(/tolerance/i);
    await deliver(event, { tamper: true }).expect(400);
    await request(server).post('/api/stripe/webhook').set('Content-Type', 'application/json').send(JSON.stringify(event)).expect(400);

    expect(await planOf(user)).toBe('free');
    expect(await sql(testApp, 'select id from core_billing_event where id = $1', [event.id])).toEqual([]);
  });

  it('confirms a paid checkout when the buyer returns before its webhook', async () => {
    const user = await createTestUser(testApp);
    const created = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'lite' }).expect(200);
    const open = await user.agent.get(`/api/billing/checkout-sessions/${created.body.sessionId as string}`).expect(200);
    expect(open.body).toMatchObject({ status: 'open', workspacePlan: 'free' });
    const { session } = stub.completeCheckout(created.body.sessionId as string);
    const returned = await user.agent.get(`/api/billing/checkout-sessions/${created.body.sessionId as string}`).expect(200);
    expect(returned.body).toMatchObject({ status: 'complete', plan: 'lite', workspacePlan: 'lite' });
    // The webhook arriving afterwards finds the work done.
    const late = await deliver(stripeEvent('checkout.session.completed', session)).expect(200);
    expect(['applied', 'stale']).toContain(late.body.outcome);
    expect(await planOf(user)).toBe('lite');
  });

  it('moves an existing subscription to a new plan instead of selling a second one', async () => {
    const user = await createTestUser(testApp);
    const { subscription } = await subscribe(user, 'pro');
    const changed = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'enterprise' }).expect(200);
    const changeId = changed.body.sessionId as string;
    expect(changed.body).toEqual({
      url: `/payment-success?plan=enterprise&session_id=${changeId}`,
      sessionId: expect.stringMatching(/^pc_/),
      outcome: 'plan-changed',
    });
    // /payment-success reads a plan change (no Stripe checkout to ask about), and the buyer is told by e-mail.
    expect((await user.agent.get(`/api/billing/checkout-sessions/${changeId}`).expect(200)).body).toMatchObject({
      kind: 'plan-change',
      plan: 'enterprise',
      previousPlan: 'pro',
      status: 'complete',
      workspacePlan: 'enterprise',
    });
    const [mail] = await sql(testApp, `select text_body from core_mail_outbox where to_address = $1 and subject = 'Plano alterado: Enterprise do Otimiza'`, [
      user.email,
    ]);
    expect(mail.text_body).toContain('entra na sua próxima fatura');
    expect(mail.text_body).not.toContain('Ambiente de teste');
    const item = (stub.subscriptions.get(subscription['id'] as string)!['items'] as { data: { price: { unit_amount: number } }[] }).data[0]!;
    expect(item.price.unit_amount).toBe(29900);
    expect(await planOf(user)).toBe('enterprise');
    const same = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'enterprise' }).expect(409);
    expect(same.body.error.message).toBe('Você já assina o plano Enterprise.');
    expect(await sql(testApp, 'select count(*)::int as n from core_subscription where workspace_id = $1', [user.workspaceId])).toEqual([{ n: 1 }]);
  });

  it('keeps the plan while a failed renewal is retried, and returns to free when the subscription is deleted', async () => {
    const user = await createTestUser(testApp);
    const { subscription } = await subscribe(user, 'pro');
    const later = Math.floor(Date.now() / 1000) + 5;
    await deliver(
      stripeEvent(
        'invoice.payment_failed',
        { id: 'in_test_1', object: 'invoice', parent: { subscription_details: { subscription: subscription['id'] } } },
        later,
      ),
    ).expect(200);
    expect(await planOf(user)).toBe('pro');
    const billing = await user.agent.get('/api/billing/subscription').expect(200);
    expect(billing.body.subscription.status).toBe('past_due');

    await deliver(stripeEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' }, later + 10)).expect(200);
    expect(await planOf(user)).toBe('free');
    const entitlements = await user.agent.get('/api/me/entitlements').expect(200);
    expect(entitlements.body.features).not.toContain('prioritySupport');
    expect((await user.agent.get('/api/billing/subscription').expect(200)).body.subscription).toBeNull();
  });

  it('ends in the right state when events arrive out of order', async () => {
    const user = await createTestUser(testApp);
    const created = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'lite' }).expect(200);
    const { session, subscription } = stub.completeCheckout(created.body.sessionId as string);
    const t = Math.floor(Date.now() / 1000);
    const completed = stripeEvent('checkout.session.completed', session, t);
    const upgraded = stripeEvent(
      'customer.subscription.updated',
      {
        ...subscription,
        metadata: { ...(subscription['metadata'] as object), plan: 'pro' },
        items: { data: [{ price: [...stub.prices.values()].find((price) => price['lookup_key'] === 'otimiza_pro_monthly_brl') }] },
      },
      t + 10,
    );
    const deleted = stripeEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' }, t + 20);

    // Newest first: the deletion, then the older upgrade, then the oldest completion.
    expect((await deliver(deleted).expect(200)).body.outcome).toBe('applied');
    expect((await deliver(upgraded).expect(200)).body.outcome).toBe('stale');
    expect((await deliver(completed).expect(200)).body.outcome).toBe('stale');
    expect(await planOf(user)).toBe('free');

    // Another workspace: the upgrade arrives before the completion; pro wins, not lite.
    const second = await createTestUser(testApp);
    const secondCreated = await second.agent.post('/api/upgrade/create-checkout').send({ planType: 'lite' }).expect(200);
    const paid = stub.completeCheckout(secondCreated.body.sessionId as string);
    const proPrice = [...stub.prices.values()].find((price) => price['lookup_key'] === 'otimiza_pro_monthly_brl');
    await deliver(stripeEvent('customer.subscription.updated', { ...paid.subscription, items: { data: [{ price: proPrice }] } }, t + 10)).expect(200);
    await deliver(stripeEvent('checkout.session.completed', paid.session, t)).expect(200);
    expect(await planOf(second)).toBe('pro');
  });

  it('records events of other kinds without acting on them', async () => {
    const response = await deliver(stripeEvent('customer.created', { id: 'cus_test_x', object: 'customer' })).expect(200);
    expect(response.body).toEqual({ received: true, outcome: 'ignored' });
    expect(stub.refused).toEqual([]);
  });
});

describe('billing when Stripe refuses the key', () => {
  let stub: StripeStub;
  let testApp: TestApp;
  beforeAll(async () => {
    stub = await startStripeStub({ apiKey, planAmounts });
    testApp = await createTestApp({
      plugins: [],
      env: { STRIPE_SECRET_KEY: 'sk_test_revoked_key_123456', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_BASE_URL: stub.url },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await stub?.close();
  });

  it('answers the spec’s payment failure (503), keeps the key out of the answer, and records nothing', async () => {
    const user = await createTestUser(testApp);
    const response = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(503);
    expect(response.body.error).toMatchObject({ type: 'API_UNAVAILABLE', message: 'Falha ao criar sessão de pagamento Stripe. Tente novamente.' });
    expect(JSON.stringify(response.body)).not.toContain('revoked_key_123456');
    expect(await sql(testApp, 'select id from core_checkout_session')).toEqual([]);
  });
});
