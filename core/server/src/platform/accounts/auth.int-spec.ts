import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, verificationLinkFor, type TestApp, queryDatabase } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

const password = 'senha-segura-123';
let counter = 0;
const newEmail = () => `auth-${Date.now().toString(36)}-${counter++}@example.com`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

describe('auth calls', () => {
  let testApp: TestApp;
  const http = () => request(testApp.server as never);
  const register = (body: Record<string, unknown>, language = 'pt-BR') => http().post('/api/auth/register').set('Accept-Language', language).send(body);

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { REDIS_URL: undefined } });
  });
  afterAll(() => testApp?.close());

  describe('register', () => {
    it('creates an unverified user in a free workspace and sends the verification link', async () => {
      const email = newEmail();
      const response = await register({
        email: email.toUpperCase(),
        password,
        confirmPassword: password,
        firstName: 'Ana',
        lastName: 'Souza',
        selectedPlan: 'pro',
      }).expect(201);
      expect(response.body).toMatchObject({
        requiresEmailVerification: true,
        user: { email, firstName: 'Ana', isVerified: false, plan: { name: 'free' }, pendingPlan: 'pro', workspace: { role: 'owner' } },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await verificationLinkFor(testApp.database.url, email)).toMatch(/^http:\/\/localhost:\d+\/verify-email\?token=[\w-]{40,}$/);
    });

    it('takes an invalid plan choice as free', async () => {
      const response = await register({
        email: newEmail(),
        password,
        confirmPassword: password,
        firstName: 'Ana',
        lastName: 'Souza',
        selectedPlan: 'platinum',
      }).expect(201);
      expect(response.body.user).toMatchObject({ plan: { name: 'free' }, pendingPlan: null });
    });

    it.each([
      ['pt-BR', { email: 'nope' }, 'email', 'Email inválido'],
      ['pt-BR', { password: 'curta', confirmPassword: 'curta' }, 'password', 'Senha deve ter pelo menos 8 caracteres'],
      ['pt-BR', { confirmPassword: 'outra-senha-123' }, 'confirmPassword', 'Senhas não coincidem'],
      ['pt-BR', { firstName: 'A' }, 'firstName', 'Nome deve ter pelo menos 2 caracteres'],
      ['pt-BR', { lastName: 'B' }, 'lastName', 'Sobrenome deve ter pelo menos 2 caracteres'],
      ['en', { email: 'nope' }, 'email', 'Invalid e-mail'],
      ['en', { confirmPassword: 'outra-senha-123' }, 'confirmPassword', 'Passwords do not match'],
    ])('answers %s validation errors: %j', async (language, override, path, message) => {
      const body = { email: newEmail(), password, confirmPassword: password, firstName: 'Ana', lastName: 'Souza', ...override };
      const response = await register(body, language).expect(400);
      expect(response.body.error.type).toBe('VALIDATION_ERROR');
      expect(response.body.error.details.fields).toContainEqual({ path, message });
    });

    it('writes the sign-up attempt notice in the owner’s stored language, not the request’s', async () => {
      const email = newEmail();
      await register({ email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Souza' }, 'en').expect(201);
      expect(await sql(testApp, 'select language from core_user where email = $1', [email])).toEqual([{ language: 'en' }]);
      await register({ email, password, confirmPassword: password, firstName: 'Bruno', lastName: 'Lima' }, 'pt-BR').expect(201);
      const mails = await sql(testApp, 'select subject, text_body from core_mail_outbox where to_address = $1 order by created_at', [email]);
      expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your e-mail — Otimiza', 'Sign-up attempt with your e-mail — Otimiza']);
      expect(mails[1].text_body).toContain('Hello, Ana!');
      expect(mails[1].text_body).not.toContain('Olá');
    });

    it('answers a known e-mail as a new one, changes nothing in the account and tells its owner by e-mail', async () => {
      const email = newEmail();
      await register({ email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Souza' }).expect(201);
      const [before] = await sql(
        testApp,
        'select u.id, u.first_name, c.password_hash, u.updated_at from core_user u join core_user_credential c on c.user_id = u.id where u.email = $1',
        [email],
      );
      const other = 'outra-senha-456';
      const again = await register({ email, password: other, confirmPassword: other, firstName: 'Bruno', lastName: 'Lima', selectedPlan: 'pro' }).expect(201);
      const fresh = await register({
        email: newEmail(),
        password: other,
        confirmPassword: other,
        firstName: 'Bruno',
        lastName: 'Lima',
        selectedPlan: 'pro',
      }).expect(201);

      // The same answer as a new address's: same fields and kinds of values, what was sent, ids that name nothing.
      const shapeOf = (value: unknown): unknown =>
        value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)])) : typeof value;
      expect(shapeOf(again.body)).toEqual(shapeOf(fresh.body));
      expect(again.body).toMatchObject({
        requiresEmailVerification: true,
        user: { email, firstName: 'Bruno', isVerified: false, pendingPlan: 'pro', workspace: { name: 'Bruno Lima', role: 'owner' } },
      });
      expect(again.body.user.id).not.toBe(before.id);
      expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
      expect(await sql(testApp, 'select 1 from core_workspace where id = $1', [again.body.user.workspace.id])).toHaveLength(0);

      // The account is as it was: one row, the same name and password.
      expect(
        await sql(
          testApp,
          'select u.id, u.first_name, c.password_hash, u.updated_at from core_user u join core_user_credential c on c.user_id = u.id where u.email = $1',
          [email],
        ),
      ).toEqual([before]);
      // Its owner learns of the attempt, in the language they signed up in, with a way to sign in or reset the password; no second verification link.
      const mails = await sql(testApp, 'select subject, text_body, links from core_mail_outbox where to_address = $1 order by created_at', [email]);
      expect(mails).toHaveLength(2);
      expect(mails[1].subject).toBe('Tentativa de cadastro com seu e-mail — Otimiza');
      expect(mails[1].text_body).toContain('Olá, Ana!');
      expect(mails[1].text_body).not.toContain('Someone tried to create an account on Otimiza with this e-mail');
      expect(mails[1].links).toEqual([expect.stringMatching(/\/login$/), expect.stringMatching(/\/forgot-password$/)]);
      expect(mails[1].links.some((link: string) => link.includes('token='))).toBe(false);

      // Repeated attempts do not fill the owner's mailbox: one notice an hour.
      await register({ email, password: other, confirmPassword: other, firstName: 'Bruno', lastName: 'Lima' }).expect(201);
      expect(await sql(testApp, 'select 1 from core_mail_outbox where to_address = $1', [email])).toHaveLength(2);
    });
  });

  describe('verification', () => {
    it('verifies once; the same token again is refused', async () => {
      const email = newEmail();
      await register({ email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Souza' }).expect(201);
      const token = new URL(await verificationLinkFor(testApp.database.url, email)).searchParams.get('token');
      const first = await http().post('/api/auth/verify-email').send({ token }).expect(200);
      expect(first.body).toEqual({ success: true, message: 'E-mail verificado com sucesso!', email });
      const again = await http().post('/api/auth/verify-email').send({ token }).expect(400);
      expect(again.body.error).toMatchObject({ details: { code: 'TOKEN_USED' } });
    });

    it('refuses an expired token and an unknown one', async () => {
      const email = newEmail();
      await register({ email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Souza' }).expect(201);
      const token = new URL(await verificationLinkFor(testApp.database.url, email)).searchParams.get('token');
      await sql(testApp, `update core_email_token set expires_at = now() - interval '1 minute'`);
      const expired = await http().post('/api/auth/verify-email').set('Accept-Language', 'en').send({ token }).expect(400);
      expect(expired.body.error).toMatchObject({ message: 'The link has expired. Ask for a new verification link.', details: { code: 'TOKEN_EXPIRED' } });
      const unknown = await http()
        .post('/api/auth/verify-email')
        .send({ token: 'x'.repeat(43) })
        .expect(400);
      expect(unknown.body.error).toMatchObject({ message: 'Link de verificação inválido.', details: { code: 'TOKEN_UNKNOWN' } });
      const missing = await http().post('/api/auth/verify-email').send({}).expect(400);
      expect(missing.body.error.message).toBe('Token de verificação não encontrado na URL.');
    });

    it('keeps only token hashes in the database', async () => {
      const email = newEmail();
      await register({ email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Souza' }).expect(201);
      const token = new URL(await verificationLinkFor(testApp.database.url, email)).searchParams.get('token')!;
      const rows = await sql(testApp, 'select token_hash from core_email_token');
      expect(rows.some((row) => row.token_hash === token)).toBe(false);
      const users = await sql(testApp, 'select c.password_hash from core_user_credential c join core_user u on u.id = c.user_id where u.email = $1', [email]);
      expect(users[0].password_hash).toMatch(/^\$argon2id\$/);
    });

    it('answers resend the same for known and unknown e-mails, and sends only for the unverified one', async () => {
      const email = newEmail();
      await register({ email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Souza' }).expect(201);
      await sql(testApp, `update core_email_token set created_at = now() - interval '2 minutes'`);
      const before = (await sql(testApp, 'select count(*)::int as n from core_mail_outbox'))[0].n;
      const known = await http().post('/api/auth/resend-verification').send({ email }).expect(200);
      const unknown = await http().post('/api/auth/resend-verification').send({ email: newEmail() }).expect(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.success).toBe(true);
      expect((await sql(testApp, 'select count(*)::int as n from core_mail_outbox'))[0].n).toBe(before + 1);
      const empty = await http().post('/api/auth/resend-verification').send({ email: '' }).expect(400);
      expect(empty.body.error.message).toBe('Por favor, digite seu e-mail');
    });
  });

  describe('login, sessions and logout', () => {
    it('refuses an unverified user with EMAIL_NOT_VERIFIED', async () => {
      const email = newEmail();
      await register({ email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Souza' }).expect(201);
      const response = await http().post('/api/auth/login').send({ email, password }).expect(403);
      expect(response.body.error).toMatchObject({ message: 'E-mail não confirmado', details: { code: 'EMAIL_NOT_VERIFIED' } });
    });

    it('answers bad credentials and missing fields with the validation and error texts', async () => {
      const wrong = await http().post('/api/auth/login').send({ email: newEmail(), password }).expect(401);
      expect(wrong.body.error).toMatchObject({ type: 'AUTHENTICATION_ERROR', message: 'Email ou senha incorretos' });
      const empty = await http().post('/api/auth/login').send({ email: newEmail(), password: '' }).expect(400);
      expect(empty.body.error.message).toBe('Senha é obrigatória');
    });

    it('sets an HttpOnly, SameSite=Lax session cookie, rotates it at login and destroys it at logout', async () => {
      const user = await createTestUser(testApp);
      const login = await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      const cookie = login.headers['set-cookie']![0]!;
      expect(cookie).toMatch(/^otimiza_session=[\w-]{40,}; Max-Age=\d+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
      expect(cookie).not.toContain('Secure');
      // Its companion tells the web app a session may exist: readable by scripts, nothing secret in it.
      expect(login.headers['set-cookie']![1]).toMatch(/^otimiza_signed_in=1; Max-Age=\d+; Path=\/; Expires=.+; SameSite=Lax$/);
      const session = cookie.split(';')[0]!;
      expect((await http().get('/api/auth/user').set('Cookie', session).expect(200)).body.user).toMatchObject({ email: user.email, isVerified: true });

      const relogin = await http().post('/api/auth/login').set('Cookie', session).send({ email: user.email, password: user.password }).expect(200);
      const rotated = relogin.headers['set-cookie']![0]!.split(';')[0]!;
      expect(rotated).not.toBe(session);
      await http().get('/api/auth/user').set('Cookie', session).expect(401);

      const logout = await http().post('/api/auth/logout').set('Cookie', rotated).expect(200);
      expect(logout.headers['set-cookie']![0]).toMatch(/^otimiza_session=; .*Expires=Thu, 01 Jan 1970/);
      expect(logout.headers['set-cookie']![1]).toMatch(/^otimiza_signed_in=; .*Expires=Thu, 01 Jan 1970/);
      await http().get('/api/auth/user').set('Cookie', rotated).expect(401);
    });

    it('answers the 11th failure in a row for an e-mail and address with 429, even with the right password', async () => {
      const user = await createTestUser(testApp);
      for (let attempt = 1; attempt <= 10; attempt++) {
        await http().post('/api/auth/login').send({ email: user.email, password: 'errada-123' }).expect(401);
      }
      const blocked = await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(429);
      expect(blocked.body.error.type).toBe('RATE_LIMIT');
    });

    it('answers visitors 401 on /api/auth/user', async () => {
      expect((await http().get('/api/auth/user').expect(401)).body.error).toMatchObject({ type: 'AUTHENTICATION_ERROR', message: 'Acesso negado' });
    });
  });
});
