import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestUser, queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { PasswordHasher } from './password-hasher.js';

const password = 'senha-segura-123';
let counter = 0;
const newEmail = () => `throttle-${Date.now().toString(36)}-${counter++}@example.com`;
const throttledPt = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';

/** The production limits: the test app's raised ones (createTestApp) are set back to the defaults. */
const productionLimits = { REDIS_URL: undefined, REGISTRATIONS_PER_ADDRESS: undefined, LOGIN_ATTEMPTS_PER_ADDRESS: undefined };

const statusCounts = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('login, sign-up and resend limits', () => {
  let testApp: TestApp;
  let verifications: ReturnType<typeof vi.spyOn>;
  const http = () => request(testApp.server as never);
  const login = (email: string, secret: string, forwardedFor?: string) => {
    const call = http().post('/api/auth/login');
    if (forwardedFor) call.set('X-Forwarded-For', forwardedFor);
    return call.send({ email, password: secret });
  };

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: productionLimits });
    verifications = vi.spyOn(testApp.app.get(PasswordHasher), 'verify');
  });
  afterAll(() => testApp?.close());
  beforeEach(async () => {
    await queryDatabase(testApp.database.url, 'delete from core_rate_limit');
    verifications.mockClear();
  });

  it('answers 40 parallel wrong passwords for one account with exactly 10 × 401 and 30 × 429, checking only 10 passwords', async () => {
    const user = await createTestUser(testApp);
    verifications.mockClear();
    const responses = await Promise.all(Array.from({ length: 40 }, () => login(user.email, 'errada-123')));
    expect(statusCounts(responses)).toEqual({ 401: 10, 429: 30 });
    expect(verifications).toHaveBeenCalledTimes(10);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body.error).toMatchObject({ type: 'RATE_LIMIT', message: throttledPt });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    // The right password is not even checked now.
    const right = await login(user.email, password).set('Accept-Language', 'en').expect(429);
    expect(right.body.error.message).toBe('Too many login attempts. Wait 15 minutes and try again.');
    expect(verifications).toHaveBeenCalledTimes(10);
  });

  it('checks exactly 10 passwords out of 150 parallel attempts', async () => {
    const user = await createTestUser(testApp);
    verifications.mockClear();
    const responses = await Promise.all(Array.from({ length: 150 }, () => login(user.email, 'errada-123')));
    expect(statusCounts(responses)).toEqual({ 401: 10, 429: 140 });
    expect(verifications).toHaveBeenCalledTimes(10);
  });

  it('answers an unknown e-mail exactly as a known one', async () => {
    const known = await createTestUser(testApp);
    const unknown = newEmail();
    for (const email of [known.email, unknown]) {
      const responses = await Promise.all(Array.from({ length: 12 }, () => login(email, 'errada-123')));
      expect(statusCounts(responses)).toEqual({ 401: 10, 429: 2 });
    }
  });

  it('lets a successful login start the account over from that address', async () => {
    const user = await createTestUser(testApp);
    for (let attempt = 0; attempt < 9; attempt++) await login(user.email, 'errada-123').expect(401);
    await login(user.email, user.password).expect(200);
    const responses = await Promise.all(Array.from({ length: 10 }, () => login(user.email, 'errada-123')));
    expect(statusCounts(responses)).toEqual({ 401: 10 });
  });

  it('limits one address to 100 attempts in 15 minutes across accounts, even with the right password', async () => {
    const user = await createTestUser(testApp);
    await queryDatabase(testApp.database.url, 'delete from core_rate_limit');
    verifications.mockClear();
    const responses = await Promise.all(Array.from({ length: 100 }, () => login(newEmail(), 'errada-123')));
    expect(statusCounts(responses)).toEqual({ 401: 100 });
    const other = await login(newEmail(), 'errada-123').expect(429);
    expect(other.body.error.type).toBe('RATE_LIMIT');
    await login(user.email, user.password).expect(429);
    expect(verifications).toHaveBeenCalledTimes(100);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot escape the limit by varying it', async () => {
    const user = await createTestUser(testApp);
    for (let attempt = 1; attempt <= 10; attempt++) await login(user.email, 'errada-123', `198.51.100.${attempt}`).expect(401);
    await login(user.email, 'errada-123', '198.51.100.11').expect(429);
    await login(user.email, 'errada-123', '203.0.113.50, 198.51.100.12').expect(429);
  });

  it('refuses parallel sign-ups from one address past 20 an hour, with Retry-After', async () => {
    const register = (language: string) => {
      const email = newEmail();
      return http()
        .post('/api/auth/register')
        .set('Accept-Language', language)
        .send({ email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Souza' });
    };
    const languages = Array.from({ length: 26 }, (_, index) => (index % 2 ? 'en' : 'pt-BR'));
    const responses = await Promise.all(languages.map(register));
    expect(statusCounts(responses)).toEqual({ 201: 20, 429: 6 });
    const created = await queryDatabase<{ n: number }>(testApp.database.url, `select count(*)::int as n from core_user where email like 'throttle-%'`);
    expect(created).toEqual([{ n: 20 }]);
    responses.forEach((response, index) => {
      if (response.status !== 429) return;
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
      expect(response.body.error).toMatchObject({
        type: 'RATE_LIMIT',
        message:
          languages[index] === 'en'
            ? 'Too many sign-ups from this address. Wait a while and try again.'
            : 'Muitos cadastros feitos a partir deste endereço. Aguarde um pouco e tente novamente.',
      });
    });
  });

  it('refuses more than 20 verification e-mail requests from one address in an hour', async () => {
    const responses = [];
    for (let attempt = 0; attempt < 21; attempt++) responses.push(await http().post('/api/auth/resend-verification').send({ email: newEmail() }));
    expect(statusCounts(responses)).toEqual({ 200: 20, 429: 1 });
    expect(responses[20]!.headers['retry-after']).toBeDefined();
  });
});

describe('TRUST_PROXY=1: the client address is the one the proxy saw', () => {
  let testApp: TestApp;
  const login = (email: string, forwardedFor: string) =>
    request(testApp.server as never)
      .post('/api/auth/login')
      .set('X-Forwarded-For', forwardedFor)
      .send({ email, password: 'errada-123' });

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { ...productionLimits, TRUST_PROXY: '1' } });
  });
  afterAll(() => testApp?.close());

  it('counts each forwarded client on its own', async () => {
    const email = newEmail();
    for (let attempt = 1; attempt <= 12; attempt++) await login(email, `198.51.100.${attempt}`).expect(401);
    const keys = await queryDatabase<{ key: string }>(testApp.database.url, `select key from core_rate_limit where key like 'login:address:%'`);
    expect(keys.map((row) => row.key).sort()).toEqual(Array.from({ length: 12 }, (_, index) => `login:address:198.51.100.${index + 1}`).sort());
  });

  it('takes only the hop the proxy added: addresses a client writes before it change nothing', async () => {
    const email = newEmail();
    for (let attempt = 1; attempt <= 10; attempt++) await login(email, `10.0.0.${attempt}, 203.0.113.9`).expect(401);
    await login(email, '10.0.0.99, 203.0.113.9').expect(429);
  });
});
