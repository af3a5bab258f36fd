import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startSendgridStub, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

const password = 'senha-segura-123';

describe('e-mail through the real SendGrid client', () => {
  let testApp: TestApp;
  let stub: Awaited<ReturnType<typeof startSendgridStub>>;
  beforeAll(async () => {
    stub = await startSendgridStub('SG.test-key');
    testApp = await createTestApp({
      plugins: [],
      env: { SENDGRID_API_KEY: 'SG.test-key', SENDGRID_BASE_URL: stub.url, PUBLIC_URL: 'https://app.otimiza.test' },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await stub?.close();
  });

  it('delivers the verification e-mail, in the user language, with the /verify-email link; a failed delivery is retried', async () => {
    stub.failNext(1);
    const email = `sg-${Date.now()}@example.com`;
    await request(testApp.server as never)
      .post('/api/auth/register')
      .set('Accept-Language', 'en')
      .send({ email, password, confirmPassword: password, firstName: 'Joan', lastName: 'Smith' })
      .expect(201);
    await expect.poll(() => stub.received.length, { timeout: 20_000, interval: 200 }).toBe(1);
    const [mail] = stub.received;
    expect(mail!.authorization).toBe('Bearer SG.test-key');
    expect(mail!.body.personalizations[0]!.to[0]!.email).toBe(email);
    expect(mail!.body.from).toEqual({ email: 'nao-responda@otimiza.com.br', name: 'Otimiza' });
    expect(mail!.body.subject).toBe('Confirm your e-mail — Otimiza');
    expect(mail!.body.content[0]!.value).toMatch(/https:\/\/app\.otimiza\.test\/verify-email\?token=[\w-]{40,}/);
  });

  it('keeps the development mailbox closed when SendGrid delivers', async () => {
    await request(testApp.server as never)
      .get('/api/dev/mail')
      .expect(404);
  });
});

describe('in production', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { NODE_ENV: 'production', PUBLIC_URL: 'https://otimiza.com.br', ADMIN_EMAILS: 'chefe@example.com' } });
  });
  afterAll(() => testApp?.close());

  it('refuses the development mailbox and gives administrators no creator mode, and cookies are Secure', async () => {
    await request(testApp.server as never)
      .get('/api/dev/mail')
      .expect(404);
    const adminUser = await createTestUser(testApp, { email: 'chefe@example.com' });
    const login = await request(testApp.server as never)
      .post('/api/auth/login')
      .send({ email: adminUser.email, password: adminUser.password })
      .expect(200);
    const setCookie = login.headers['set-cookie']![0]!;
    expect(setCookie).toContain('; Secure');
    // A Secure cookie is not sent over plain http by a client: pass it by hand, as a proxy would.
    const cookie = setCookie.split(';')[0]!;
    const me = await request(testApp.server as never)
      .get('/api/auth/user')
      .set('Cookie', cookie)
      .expect(200);
    expect(me.body.user).toMatchObject({ isAdmin: true, mode: 'user', plan: { name: 'free' } });
    await request(testApp.server as never)
      .get('/api/admin/users')
      .set('Cookie', cookie)
      .expect(200);
  });
});

describe('without a mail provider, outside production', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [] });
  });
  afterAll(() => testApp?.close());

  it('lists the outbox at /api/dev/mail with the verification link', async () => {
    const user = await createTestUser(testApp);
    const { messages } = (
      await request(testApp.server as never)
        .get('/api/dev/mail')
        .expect(200)
    ).body;
    expect(messages[0]).toMatchObject({ to: user.email, subject: 'Confirme seu e-mail — Otimiza', links: [expect.stringContaining('/verify-email?token=')] });
  });
});
