import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

async function planOf(user: TestUser): Promise<string> {
  return (await user.agent.get('/api/auth/user').expect(200)).body.user.plan.name as string;
}

describe('billing without a Stripe key, outside production: the sandbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [] });
  });
  afterAll(() => testApp?.close());

  it('pays through the sandbox checkout page, by the webhook’s own event handler', async () => {
    const user = await createTestUser(testApp);
    await sql(testApp, `update core_workspace set pending_plan = 'pro' where id = $1`, [user.workspaceId]);
    const created = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(200);
    expect(created.body).toMatchObject({ outcome: 'checkout', url: expect.stringMatching(/^\/billing\/sandbox\/checkout\/cs_sandbox_[0-9a-f]+$/) });
    const sessionId = created.body.sessionId as string;

    const page = await user.agent.get(`/api/billing/sandbox/checkout/${sessionId}`).expect(200);
    expect(page.body).toEqual({ id: sessionId, plan: 'pro', priceBrl: 79, email: user.email, status: 'open', cancelUrl: '/pricing?checkout=cancelled' });
    const other = await createTestUser(testApp);
    await other.agent.get(`/api/billing/sandbox/checkout/${sessionId}`).expect(404);
    await other.agent.post(`/api/billing/sandbox/checkout/${sessionId}/pay`).expect(404);

    const paid = await user.agent.post(`/api/billing/sandbox/checkout/${sessionId}/pay`).expect(200);
    expect(paid.body).toEqual({ redirectUrl: `/payment-success?plan=pro&session_id=${sessionId}` });
    expect(await planOf(user)).toBe('pro');
    expect((await user.agent.get('/api/auth/user')).body.user.pendingPlan).toBeNull();
    // Paying twice (a double click, a reload) changes nothing more.
    await user.agent.post(`/api/billing/sandbox/checkout/${sessionId}/pay`).expect(200);
    const events = await sql(testApp, 'select type, outcome from core_billing_event where workspace_id = $1 order by received_at', [user.workspaceId]);
    expect(events).toEqual([
      { type: 'checkout.session.completed', outcome: 'applied' },
      { type: 'customer.subscription.created', outcome: 'applied' },
    ]);
    const billing = (await user.agent.get('/api/billing/subscription').expect(200)).body;
    const periodEnd = Date.parse(billing.subscription.currentPeriodEnd);
    expect(periodEnd - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(periodEnd - Date.now()).toBeLessThan(32 * 86_400_000);
    const mail = await sql(testApp, 'select subject, text_body from core_mail_outbox where to_address = $1 and subject like $2', [
      user.email,
      'Pagamento confirmado%',
    ]);
    expect(mail).toHaveLength(1);
    expect(mail[0].text_body).toContain('Ambiente de teste: nenhuma cobrança real foi feita.');

    const status = await user.agent.get(`/api/billing/checkout-sessions/${sessionId}`).expect(200);
    expect(status.body).toEqual({ id: sessionId, kind: 'checkout', plan: 'pro', previousPlan: null, status: 'complete', workspacePlan: 'pro' });
  });

  it('never sends the buyer to another site: every address the page navigates to is a path of this site', async () => {
    const origin = 'http://127.0.0.1:3000';
    const sameSite = (address: string) => /^\/(?![/\\])/.test(address) && new URL(address, origin).origin === origin;
    const hostile = [
      '/.//evil.example/x',
      'https://127.0.0.1:3000//evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/x',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '\t//evil.example',
      '/\t/evil.example',
      'javascript:alert(document.domain)',
    ];
    for (const address of hostile) {
      const user = await createTestUser(testApp);
      const created = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'lite', successUrl: address, cancelUrl: address }).expect(200);
      const sessionId = created.body.sessionId as string;
      const page = (await user.agent.get(`/api/billing/sandbox/checkout/${sessionId}`).expect(200)).body;
      expect(page.cancelUrl, address).toBe('/pricing?checkout=cancelled');
      const paid = (await user.agent.post(`/api/billing/sandbox/checkout/${sessionId}/pay`).expect(200)).body;
      expect(paid.redirectUrl, address).toBe(`/payment-success?plan=lite&session_id=${sessionId}`);
      expect(sameSite(page.cancelUrl) && sameSite(paid.redirectUrl)).toBe(true);
    }

    // A session stored before the rule was tightened is checked again on its way to the page.
    const user = await createTestUser(testApp);
    const created = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(200);
    const sessionId = created.body.sessionId as string;
    await sql(testApp, `update core_checkout_session set success_url = '//evil.example/x', cancel_url = '/\\evil.example' where id = $1`, [sessionId]);
    expect((await user.agent.get(`/api/billing/sandbox/checkout/${sessionId}`).expect(200)).body.cancelUrl).toBe('/pricing?checkout=cancelled');
    expect((await user.agent.post(`/api/billing/sandbox/checkout/${sessionId}/pay`).expect(200)).body.redirectUrl).toBe(
      `/payment-success?plan=pro&session_id=${sessionId}`,
    );
  });

  it('stops a registration’s paid plan from waiting once its checkout is given up', async () => {
    const user = await createTestUser(testApp);
    await sql(testApp, `update core_workspace set pending_plan = 'enterprise' where id = $1`, [user.workspaceId]);
    await user.agent.delete('/api/billing/pending-plan').expect(200);
    expect((await user.agent.get('/api/auth/user').expect(200)).body.user.pendingPlan).toBeNull();
  });

  it('changes plan, simulates a failed renewal, and cancels back to free from the sandbox portal', async () => {
    const user = await createTestUser(testApp);
    await user.agent.post('/api/billing/portal').expect(404);
    const created = await user.agent.post('/api/payments/create-checkout').send({ planType: 'lite' }).expect(200);
    await user.agent.post(`/api/billing/sandbox/checkout/${created.body.sessionId as string}/pay`).expect(200);
    expect(await planOf(user)).toBe('lite');

    const upgraded = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(200);
    expect(upgraded.body).toMatchObject({ outcome: 'plan-changed', sessionId: expect.stringMatching(/^pc_[0-9a-f]{24}$/) });
    expect(upgraded.body.url).toBe(`/payment-success?plan=pro&session_id=${upgraded.body.sessionId as string}`);
    expect(await planOf(user)).toBe('pro');

    const portal = await user.agent.post('/api/billing/portal').expect(200);
    expect(portal.body).toEqual({ url: '/billing/sandbox/portal' });
    await user.agent.post('/api/billing/sandbox/subscription/payment-failed').expect(200);
    const pastDue = await user.agent.get('/api/billing/subscription').expect(200);
    expect(pastDue.body).toMatchObject({ paymentsMode: 'sandbox', basePlan: 'pro', subscription: { plan: 'pro', status: 'past_due', provider: 'sandbox' } });
    expect(await planOf(user)).toBe('pro');

    await user.agent.post('/api/billing/sandbox/subscription/cancel').expect(200);
    expect(await planOf(user)).toBe('free');
    expect((await user.agent.get('/api/billing/subscription').expect(200)).body).toMatchObject({ basePlan: 'free', subscription: null, canManage: true });
    await user.agent.post('/api/billing/sandbox/subscription/cancel').expect(404);
  });

  it('tells a plan change apart from a payment: the answer /payment-success reads and the e-mail both say prorated, on the next invoice', async () => {
    const user = await createTestUser(testApp);
    const created = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(200);
    await user.agent.post(`/api/billing/sandbox/checkout/${created.body.sessionId as string}/pay`).expect(200);

    const changed = await user.agent.post('/api/upgrade/create-checkout').set('Accept-Language', 'pt-BR').send({ planType: 'enterprise' }).expect(200);
    const changeId = changed.body.sessionId as string;
    expect(changed.body).toEqual({ url: `/payment-success?plan=enterprise&session_id=${changeId}`, sessionId: changeId, outcome: 'plan-changed' });
    expect(await planOf(user)).toBe('enterprise');

    // What the page reads: a plan change from Pro, complete, nothing to wait for.
    const answer = await user.agent.get(`/api/billing/checkout-sessions/${changeId}`).expect(200);
    expect(answer.body).toEqual({
      id: changeId,
      kind: 'plan-change',
      plan: 'enterprise',
      previousPlan: 'pro',
      status: 'complete',
      workspacePlan: 'enterprise',
    });
    await (await createTestUser(testApp)).agent.get(`/api/billing/checkout-sessions/${changeId}`).expect(404);

    // The e-mail says the same: the change, no charge now, the prorated difference on the next invoice; no payment confirmed.
    const mails = await sql(
      testApp,
      `select subject, text_body, html_body from core_mail_outbox where to_address = $1 and subject not like 'Confirme%' order by created_at`,
      [user.email],
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['Pagamento confirmado: plano Pro do Otimiza', 'Plano alterado: Enterprise do Otimiza']);
    const change = mails[1];
    expect(change.text_body).toContain('Sua assinatura mudou do plano Pro para o Enterprise (R$\u00a0299,00 por mês), que já está em vigor na sua conta.');
    expect(change.text_body).toContain(
      'Nada foi cobrado agora: a diferença proporcional entre os planos, pelos dias que faltam no período atual, entra na sua próxima fatura.',
    );
    expect(change.text_body).toContain('Ambiente de teste: nenhuma cobrança real será feita.');
    expect(change.text_body).not.toMatch(/pagamento foi processado|recibo/i);
    expect(change.html_body).toContain('entra na sua próxima fatura');

    // In English, for a buyer who asks in English; a move down is said the same way.
    const back = await user.agent.post('/api/upgrade/create-checkout').set('Accept-Language', 'en').send({ planType: 'pro' }).expect(200);
    const downgrade = await user.agent.get(`/api/billing/checkout-sessions/${back.body.sessionId as string}`).expect(200);
    expect(downgrade.body).toMatchObject({ kind: 'plan-change', plan: 'pro', previousPlan: 'enterprise', status: 'complete' });
    const [english] = await sql(testApp, `select subject, text_body from core_mail_outbox where to_address = $1 and subject = 'Plan changed: Otimiza Pro'`, [
      user.email,
    ]);
    expect(english.text_body).toContain('Your subscription moved from the Enterprise plan to Pro');
    expect(english.text_body).toContain(
      'Nothing was charged now: the prorated difference between the plans, for the days left in the current period, goes on your next invoice.',
    );
  });

  it('keeps the investor demo read-only: no checkout', async () => {
    const demo = request.agent(testApp.server as never);
    await demo.post('/api/demo/start').send({}).expect(200);
    const refused = await demo.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(403);
    expect(refused.body.error.type).toBe('FORBIDDEN');
  });
});

describe('billing in production without a Stripe key', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { NODE_ENV: 'production', PUBLIC_URL: 'https://otimiza.com.br' } });
  });
  afterAll(() => testApp?.close());

  it('refuses the sandbox and answers checkouts 503', async () => {
    const user = await createTestUser(testApp);
    const login = await request(testApp.server as never)
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    // A Secure cookie is not sent over plain http by a client: pass it by hand, as a proxy would.
    const cookie = login.headers['set-cookie']![0]!.split(';')[0]!;
    const checkout = await request(testApp.server as never)
      .post('/api/upgrade/create-checkout')
      .set('Cookie', cookie)
      .send({ planType: 'pro' })
      .expect(503);
    expect(checkout.body.error.type).toBe('API_UNAVAILABLE');
    await request(testApp.server as never)
      .post('/api/billing/sandbox/subscription/cancel')
      .set('Cookie', cookie)
      .expect(404);
    await request(testApp.server as never)
      .get('/api/billing/sandbox/checkout/cs_sandbox_0123')
      .set('Cookie', cookie)
      .expect(404);
    const billing = await request(testApp.server as never)
      .get('/api/billing/subscription')
      .set('Cookie', cookie)
      .expect(200);
    expect(billing.body.paymentsMode).toBe('unavailable');
    expect(await sql(testApp, 'select count(*)::int as n from core_checkout_session')).toEqual([{ n: 0 }]);
  });
});
