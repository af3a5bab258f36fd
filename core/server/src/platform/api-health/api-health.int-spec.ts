import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startOpenAiStub, startSendgridStub, startStripeStub, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

const admin = 'chefe@example.com';
const secrets = { openai: 'sk-proj-health-check-key-0001', stripe: 'sk_test_health_check_key_0002', sendgrid: 'SG.health-check-key.0003' };

describe('GET /api/health/check-apis and /api/system-status', () => {
  const closers: (() => Promise<void>)[] = [];
  let configured: TestApp;
  let bare: TestApp;

  beforeAll(async () => {
    const openai = await startOpenAiStub({ apiKey: secrets.openai, answer: () => ({}) });
    const stripe = await startStripeStub({ apiKey: secrets.stripe, planAmounts: { lite: 4900, pro: 7900, enterprise: 29900 } });
    // SendGrid refuses the key the instance is given: configured, reachable, not accepting it.
    const sendgrid = await startSendgridStub('SG.the-right-key.9999');
    closers.push(openai.close, stripe.close, sendgrid.close);
    configured = await createTestApp({
      plugins: [],
      env: {
        ADMIN_EMAILS: admin,
        OPENAI_API_KEY: secrets.openai,
        OPENAI_BASE_URL: openai.url,
        STRIPE_SECRET_KEY: secrets.stripe,
        STRIPE_WEBHOOK_SECRET: 'whsec_health',
        STRIPE_BASE_URL: stripe.url,
        SENDGRID_API_KEY: secrets.sendgrid,
        SENDGRID_BASE_URL: sendgrid.url,
      },
    });
    bare = await createTestApp({ plugins: [], env: { ADMIN_EMAILS: admin } });
    closers.push(configured.close, bare.close);
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('is for administrators only', async () => {
    await request(configured.server as never)
      .get('/api/health/check-apis')
      .expect(401);
    const user = await createTestUser(configured);
    await user.agent.get('/api/health/check-apis').expect(403);
  });

  it('tells configured and reachable services from refused keys and unconfigured ones, without a secret', async () => {
    const owner = await createTestUser(configured, { email: admin });
    const health = await owner.agent.get('/api/health/check-apis').expect(200);
    expect(health.body).toMatchObject({
      openai: { status: 'working', configured: true, reachable: true, message: 'Funcionando' },
      stripe: { status: 'working', configured: true, reachable: true },
      sendgrid: { status: 'error', configured: true, reachable: false, message: expect.stringContaining('401') },
      googlePageSpeed: { status: 'not_configured', configured: false, reachable: null, message: 'Não configurado: as auditorias usam o Lighthouse local.' },
      summary: { working: 2, total: 4, errors: 1 },
    });
    const text = JSON.stringify(health.body);
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);

    const english = await owner.agent.get('/api/health/check-apis').set('Accept-Language', 'en').expect(200);
    expect(english.body.googlePageSpeed.message).toBe('Not configured: audits use local Lighthouse.');
    const status = await owner.agent.get('/api/system-status').expect(200);
    expect(status.body).toEqual({
      services: { openai: true, pagespeed: false, stripe: true, sendgrid: true },
      ai: { configured: true, available: true, model: 'gpt-5' },
      paymentsMode: 'stripe',
    });
  });

  it('says what each service falls back to when nothing is configured', async () => {
    const owner = await createTestUser(bare, { email: admin });
    const health = await owner.agent.get('/api/health/check-apis').expect(200);
    expect(health.body).toMatchObject({
      openai: { status: 'not_configured', message: 'Não configurado: as ferramentas de IA usam templates baseados em dados reais.' },
      stripe: { status: 'not_configured', message: 'Não configurado: pagamentos no ambiente de teste.' },
      sendgrid: { status: 'not_configured', message: 'Não configurado: os e-mails ficam na caixa de saída.' },
      summary: { working: 0, total: 4, errors: 0 },
    });
    expect((await owner.agent.get('/api/system-status').expect(200)).body.paymentsMode).toBe('sandbox');
  });
});
