import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

const newPassword = 'girassol-azul-de-marte-91';
let counter = 0;
const unknownEmail = () => `ninguem-${Date.now().toString(36)}-${counter++}@example.com`;

describe('forgot password: a single-use reset link by e-mail', () => {
  let testApp: TestApp;
  const http = () => request(testApp.server as never);
  const forgot = (email: string, language = 'pt-BR') => http().post('/api/auth/forgot-password').set('Accept-Language', language).send({ email });
  const reset = (token: string, password = newPassword, language = 'pt-BR') =>
    http().post('/api/auth/reset-password').set('Accept-Language', language).send({ token, password, confirmPassword: password });

  /** The reset e-mails sent to `email`, newest first; the link is written by a job, so this waits for `count` of them. */
  async function resetMails(email: string, count = 1): Promise<{ subject: string; text_body: string; links: string[] }[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await sql(
        testApp,
        `select subject, text_body, links from core_mail_outbox where to_address = $1 and links->>0 like '%/reset-password?token=%' order by created_at desc`,
        [email],
      );
      if (rows.length >= count || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { REDIS_URL: undefined } });
  });
  afterAll(() => testApp?.close());
  // Every request comes from 127.0.0.1: each test starts with fresh limits.
  beforeEach(() => sql(testApp, 'delete from core_rate_limit'));

  it('answers the same for a known and an unknown e-mail, and e-mails a link only to the account', async () => {
    const user = await createTestUser(testApp);
    const other = unknownEmail();
    const known = await forgot(user.email).expect(200);
    const unknown = await forgot(other).expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({
      success: true,
      message: 'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Ele vale por 1 hora.',
    });
    const [mail] = await resetMails(user.email);
    expect(mail!.subject).toBe('Redefina sua senha — Otimiza');
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=[\w-]{43}$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sql(testApp, 'select 1 from core_mail_outbox where to_address = $1', [other])).toHaveLength(0);
  });

  it('answers in the request’s language and writes the e-mail in the account’s', async () => {
    const user = await createTestUser(testApp);
    await user.agent.put('/api/me/language').send({ language: 'en' }).expect(200);
    const answer = await forgot(user.email, 'pt-BR').expect(200);
    expect(answer.body.message).toBe('Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Ele vale por 1 hora.');
    const [mail] = await resetMails(user.email);
    expect(mail!.subject).toBe('Reset your password — Otimiza');
    expect(mail!.text_body).toContain('valid for 60 minutes and works once');

    await user.agent.put('/api/me/language').send({ language: 'pt' }).expect(200);
    await forgot(user.email, 'en').expect(200);
    const [again] = await resetMails(user.email, 2);
    expect(again!.subject).toBe('Redefina sua senha — Otimiza');
  });

  it('refuses a language the interface does not have', async () => {
    const user = await createTestUser(testApp);
    const refused = await user.agent.put('/api/me/language').send({ language: 'es' }).expect(400);
    expect(refused.body.error.type).toBe('VALIDATION_ERROR');
  });

  it('keeps only the hash of the token, valid for one hour', async () => {
    const user = await createTestUser(testApp);
    await forgot(user.email).expect(200);
    const token = tokenOf((await resetMails(user.email))[0]!.links[0]!);
    const rows = await sql(
      testApp,
      `select token_hash, extract(epoch from expires_at - created_at)::int as seconds from core_email_token where user_id = $1 and purpose = 'reset-password'`,
      [user.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toBe(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].seconds).toBe(3600);
  });

  it('sets the new password once, ends every session, and refuses the old password and the spent link', async () => {
    const user = await createTestUser(testApp);
    const secondBrowser = request.agent(testApp.server as never);
    await secondBrowser.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    await forgot(user.email).expect(200);
    const token = tokenOf((await resetMails(user.email))[0]!.links[0]!);

    const done = await reset(token).expect(200);
    expect(done.body).toEqual({ success: true, message: 'Senha redefinida! Faça login com a nova senha.' });
    await user.agent.get('/api/auth/user').expect(401);
    await secondBrowser.get('/api/auth/user').expect(401);
    expect(await sql(testApp, 'select count(*)::int as n from core_session where user_id = $1', [user.userId])).toEqual([{ n: 0 }]);

    await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await http().post('/api/auth/login').send({ email: user.email, password: newPassword }).expect(200);

    const again = await reset(token, 'outra-senha-bem-longa-77').expect(400);
    expect(again.body.error).toMatchObject({
      message: 'Este link de redefinição já foi usado. Faça login ou peça um novo link.',
      details: { code: 'TOKEN_USED' },
    });
    await http().post('/api/auth/login').send({ email: user.email, password: 'outra-senha-bem-longa-77' }).expect(401);
  });

  it('lets one of ten parallel resets with the same link win, and only its password work', async () => {
    const user = await createTestUser(testApp);
    await forgot(user.email).expect(200);
    const token = tokenOf((await resetMails(user.email))[0]!.links[0]!);
    const passwords = Array.from({ length: 10 }, (_, index) => `senha-paralela-forte-${index}-41`);
    const answers = await Promise.all(passwords.map((password) => reset(token, password)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    for (const refused of answers.filter((answer) => answer.status === 400)) expect(refused.body.error.details.code).toBe('TOKEN_USED');
    const winner = passwords[statuses.indexOf(200)]!;
    await http()
      .post('/api/auth/login')
      .send({ email: user.email, password: passwords.find((password) => password !== winner) })
      .expect(401);
    await http().post('/api/auth/login').send({ email: user.email, password: winner }).expect(200);
  });

  it('refuses an expired and an unknown link with their own messages, in both languages', async () => {
    const user = await createTestUser(testApp);
    await forgot(user.email).expect(200);
    const token = tokenOf((await resetMails(user.email))[0]!.links[0]!);
    await sql(testApp, `update core_email_token set expires_at = now() - interval '1 minute' where user_id = $1 and purpose = 'reset-password'`, [user.userId]);
    const expired = await reset(token).expect(400);
    expect(expired.body.error).toMatchObject({
      message: 'Link de redefinição expirado. Peça um novo link em "Esqueci minha senha".',
      details: { code: 'TOKEN_EXPIRED' },
    });
    const expiredEn = await reset(token, newPassword, 'en').expect(400);
    expect(expiredEn.body.error.message).toBe('The reset link has expired. Ask for a new one with "Forgot my password".');
    const unknown = await reset('x'.repeat(43), newPassword, 'en').expect(400);
    expect(unknown.body.error).toMatchObject({
      message: 'Invalid reset link. Ask for a new one with "Forgot my password".',
      details: { code: 'TOKEN_UNKNOWN' },
    });
    await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  });

  it('does not take a sign-up verification token as a reset token, nor a reset token as a verification', async () => {
    const user = await createTestUser(testApp);
    const verification = await sql(testApp, `select 1 from core_email_token where user_id = $1 and purpose = 'verify-email'`, [user.userId]);
    expect(verification).toHaveLength(1);
    await forgot(user.email).expect(200);
    const token = tokenOf((await resetMails(user.email))[0]!.links[0]!);
    const asVerification = await http().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(asVerification.body.error.details.code).toBe('TOKEN_UNKNOWN');
    await reset(token).expect(200);
  });

  it('checks the new password like sign-up does, without spending the link', async () => {
    const user = await createTestUser(testApp);
    await forgot(user.email).expect(200);
    const token = tokenOf((await resetMails(user.email))[0]!.links[0]!);
    const weak = await reset(token, 'senha123').expect(400);
    expect(weak.body.error.details).toMatchObject({ code: 'WEAK_PASSWORD', fields: [{ path: 'password' }] });
    const differ = await http().post('/api/auth/reset-password').send({ token, password: newPassword, confirmPassword: 'outra' }).expect(400);
    expect(differ.body.error.details.fields).toContainEqual({ path: 'confirmPassword', message: 'Senhas não coincidem' });
    const missing = await http().post('/api/auth/reset-password').send({ password: newPassword, confirmPassword: newPassword }).expect(400);
    expect(missing.body.error.details.fields[0].path).toBe('token');
    await reset(token).expect(200);
  });

  it('throttles 20 parallel requests for one e-mail: five links, the rest 429 with Retry-After', async () => {
    const user = await createTestUser(testApp);
    const answers = await Promise.all(Array.from({ length: 20 }, () => forgot(user.email)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.error).toMatchObject({ type: 'RATE_LIMIT', message: 'Muitos pedidos de redefinição de senha. Aguarde um pouco e tente novamente.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await resetMails(user.email, 5)).toHaveLength(5);
    // An unknown e-mail is counted the same way: the limit tells nothing about the account.
    await sql(testApp, `delete from core_rate_limit where key like 'password-reset:address:%'`);
    const unknown = unknownEmail();
    const unknownStatuses = (await Promise.all(Array.from({ length: 7 }, () => forgot(unknown)))).map((answer) => answer.status);
    expect(unknownStatuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it('throttles requests from one address across e-mails', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) statuses.push((await forgot(unknownEmail())).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
