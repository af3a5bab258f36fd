import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import type { DevMailMessage } from '@otimiza/sdk/shared';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The language the account signs up in (its e-mails are written in it); Portuguese when unset. */
  language?: 'pt' | 'en';
}

/** A fresh account's details: a unique e-mail per call, so specs never collide on one database. */
export function newAccount(prefix = 'user', overrides: Partial<TestAccount> = {}): TestAccount {
  return {
    email: `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`,
    password: 'senha-segura-123',
    firstName: 'Ana',
    lastName: 'Souza',
    ...overrides,
  };
}

async function postJson(baseUrl: string, path: string, body: unknown, language?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(language ? { 'Accept-Language': language } : {}) };
  return fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The newest verification link sent to `email`, read from the development mailbox (`GET /api/dev/mail`). */
export async function verificationLinkFor(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/mail`);
  if (!response.ok) throw new Error(`GET /api/dev/mail answered ${response.status}`);
  const { messages } = (await response.json()) as { messages: DevMailMessage[] };
  // The newest message with a link that carries a token: a sign-up attempt notice to a known address has none.
  const link = messages.filter((message) => message.to === email).flatMap((message) => message.links.filter((candidate) => candidate.includes('token=')))[0];
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  return link;
}

/** Registers through the API (`POST /api/auth/register`); the account is not verified yet. */
export async function registerAccount(baseUrl: string, account: TestAccount, plan = 'free'): Promise<void> {
  const { language, ...details } = account;
  const response = await postJson(baseUrl, '/api/auth/register', { ...details, confirmPassword: account.password, selectedPlan: plan }, language);
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
}

/** Registers and verifies an account through the API, with the link from the development mailbox. */
export async function createVerifiedAccount(baseUrl: string, account: TestAccount = newAccount(), plan = 'free'): Promise<TestAccount> {
  await registerAccount(baseUrl, account, plan);
  return verifyAccount(baseUrl, account);
}

/**
 * The instance administrator (ADMIN_EMAILS) shared by the specs on one database: registered and
 * verified by the first spec that needs it, reused by the next ones.
 */
export async function ensureAdminAccount(baseUrl: string, adminEmail: string): Promise<TestAccount> {
  const admin = newAccount('admin', { email: adminEmail });
  // A known address answers sign-up as a new one does (no 409): an account that signs in was made and verified already.
  if ((await postJson(baseUrl, '/api/auth/login', { email: admin.email, password: admin.password })).ok) return admin;
  const response = await postJson(baseUrl, '/api/auth/register', { ...admin, confirmPassword: admin.password, selectedPlan: 'free' });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return verifyAccount(baseUrl, admin, { alreadyVerifiedIsFine: true });
}

/** Grants `plan` to `email`'s workspace as an administrator would, through `PATCH /api/admin/users/:id` (free removes the grant). */
export async function setPlanAsAdmin(baseUrl: string, adminEmail: string, email: string, plan: 'free' | 'lite' | 'pro' | 'enterprise'): Promise<void> {
  const admin = await ensureAdminAccount(baseUrl, adminEmail);
  const login = await postJson(baseUrl, '/api/auth/login', { email: admin.email, password: admin.password });
  if (!login.ok) throw new Error(`admin login answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const list = await fetch(`${baseUrl}/api/admin/users`, { headers: { cookie } });
  const { users } = (await list.json()) as { users: { id: string; email: string }[] };
  const user = users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no user ${email} in /api/admin/users`);
  const response = await fetch(`${baseUrl}/api/admin/users/${user.id}`, {
    method: 'PATCH',
    headers: { cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ plan }),
  });
  if (!response.ok) throw new Error(`PATCH /api/admin/users answered ${response.status}: ${await response.text()}`);
}

/** `alreadyVerifiedIsFine`: a parallel spec may have used the link first (TOKEN_USED); the account is verified either way. */
async function verifyAccount(baseUrl: string, account: TestAccount, options: { alreadyVerifiedIsFine?: boolean } = {}): Promise<TestAccount> {
  const token = new URL(await verificationLinkFor(baseUrl, account.email)).searchParams.get('token');
  const response = await postJson(baseUrl, '/api/auth/verify-email', { token });
  if (response.ok) return account;
  const text = await response.text();
  if (options.alreadyVerifiedIsFine && text.includes('TOKEN_USED')) return account;
  throw new Error(`verify-email answered ${response.status}: ${text}`);
}

/** Logs a browser context in: `POST /api/auth/login` through the context, so its cookie lands there. */
export async function logIn(context: BrowserContext, baseUrl: string, account: TestAccount): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`login answered ${response.status()}: ${await response.text()}`);
}
