import { randomBytes } from 'node:crypto';
import request from 'supertest';
import pg from 'pg';
import type { PlanId } from '../shared/plans.js';
import type { TestApp } from './test-app.js';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  workspaceId: string;
  /** A supertest agent carrying the user's session cookie. */
  agent: ReturnType<typeof request.agent>;
}

/** Reads the newest verification link sent to `email` from the outbox. */
export async function verificationLinkFor(databaseUrl: string, email: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ links: string[] }>('select links from core_mail_outbox where to_address = $1 order by created_at desc limit 1', [
      email,
    ]);
    const link = rows[0]?.links[0];
    if (!link) throw new Error(`no verification e-mail for ${email}`);
    return link;
  } finally {
    await client.end();
  }
}

/**
 * Registers a user through the API, verifies the e-mail with the link that was sent, logs in,
 * and optionally sets the workspace's plan (as an administrator would).
 */
export async function createTestUser(testApp: TestApp, options: { plan?: PlanId; email?: string } = {}): Promise<TestUser> {
  const server = testApp.server as never;
  const email = options.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'senha-segura-123';
  const registered = await request(server)
    .post('/api/auth/register')
    .send({ email, password, confirmPassword: password, firstName: 'Teste', lastName: 'Usuário', selectedPlan: 'free' })
    .expect(201);
  const link = new URL(await verificationLinkFor(testApp.database.url, email));
  await request(server)
    .post('/api/auth/verify-email')
    .send({ token: link.searchParams.get('token') })
    .expect(200);
  const workspaceId: string = registered.body.user.workspace.id;
  if (options.plan) {
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    await client.query('update core_workspace set plan = $1 where id = $2', [options.plan, workspaceId]).finally(() => client.end());
  }
  const agent = request.agent(server);
  await agent.post('/api/auth/login').send({ email, password }).expect(200);
  return { email, password, userId: registered.body.user.id, workspaceId, agent };
}
