import fc from 'fast-check';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestUser, queryDatabase, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { JsonSchema } from '../../../test/fuzz/json-schema.arbitrary.js';
import { requestBodyArbitrary, type FuzzBody } from '../../../test/fuzz/request-body.arbitrary.js';
import { requestPathArbitrary } from '../../../test/fuzz/request-path.arbitrary.js';
import { discoverWriteRoutes, routeKey, type WriteRoute } from '../../../test/fuzz/write-routes.js';
import { installedServerPlugins } from '../plugins/loading/installed-server-plugins.js';

const { plugins: serverPlugins } = await installedServerPlugins();

// Every DNS name answers loopback, which the safe-outbound policy refuses (no ALLOW_PRIVATE_TARGETS):
// no generated address reaches the network, and audits, competitor fetches and FTP deploys stop at the check.
vi.mock('node:dns', async (importOriginal) =>
  (await import('../../../test/fuzz/loopback-dns.js')).everyNameOnLoopback(await importOriginal<typeof import('node:dns')>()),
);

// A seed under which, without the request-body contract's fixes, this spec finds the 500s of register, brand
// settings and recurring reports by itself. FUZZ_SEED and FUZZ_RUNS explore further.
const SEED = Number(process.env['FUZZ_SEED'] ?? 1);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 40);
const ownerEmail = 'fuzz-owner@example.com';

// Started while the file is collected, so that each discovered route gets a test of its own.
// DEMO_SEED_ON_FIRST_USE off: the fuzzed demo/start must not start the demo's real audits in the background.
const testApp = await createTestApp({
  plugins: serverPlugins,
  env: { ADMIN_EMAILS: ownerEmail, STRIPE_WEBHOOK_SECRET: 'whsec_fuzz', DEMO_SEED_ON_FIRST_USE: 'false' },
});
afterAll(() => testApp.close());
const routes = discoverWriteRoutes(testApp.app, 'api');

/** An enterprise administrator, so that no plan or role gate answers before the route reads its body. */
const owner = await createTestUser(testApp, { plan: 'enterprise', email: ownerEmail });
const other = await createTestUser(testApp, { plan: 'enterprise' });
const foreignIds = await foreignRecordIds(other);
let ownerAgent = owner.agent;

async function recurringReportOf(agent: TestUser['agent']): Promise<string> {
  const report = await agent
    .post('/api/enterprise/recurring-reports')
    // A loopback page: a run queued by the fuzzing stops at the safe-outbound check.
    .send({ name: 'Relatório mensal', urls: ['http://127.0.0.1:9/padaria'], recipients: ['cliente@example.com'] })
    .expect(201);
  return report.body.id as string;
}

/** Ids of another workspace's records: `:id` routes must answer 404, never reach them and never fail. */
async function foreignRecordIds(user: TestUser): Promise<string[]> {
  const checkout = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(200);
  return [user.userId, user.workspaceId, await recurringReportOf(user.agent), checkout.body.sessionId as string].filter(Boolean);
}

/**
 * Routes may change the plan (the sandbox's cancel), end the session (logout) or swap it for a
 * demo one (demo/start): each route starts as the owner again, on enterprise.
 */
async function freshOwnerSession(): Promise<TestUser['agent']> {
  await queryDatabase(testApp.database.url, `update core_workspace set plan = 'enterprise', pending_plan = null where id = $1`, [owner.workspaceId]);
  const { body } = await ownerAgent.get('/api/auth/user');
  const user = (body as { user?: { email: string; mode: string } }).user;
  if (user?.email !== owner.email || user.mode === 'demo') {
    ownerAgent = request.agent(testApp.server as never);
    await ownerAgent.post('/api/auth/login').send({ email: owner.email, password: owner.password }).expect(200);
  }
  return ownerAgent;
}

function send(agent: TestUser['agent'], route: WriteRoute, path: string, body: FuzzBody): request.Test {
  const call = agent[route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](path);
  if (body.kind === 'json') return call.set('Content-Type', 'application/json').send(JSON.stringify(body.value));
  if (body.contentType) call.set('Content-Type', body.contentType);
  return body.text ? call.send(body.text) : call;
}

const preview = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}… (${text.length} characters)` : text);
const describeBody = (body: FuzzBody) =>
  body.kind === 'json' ? preview(JSON.stringify(body.value) ?? 'undefined') : `${body.contentType ?? 'no type'}: ${preview(JSON.stringify(body.text))}`;

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

describe('every write route, fuzzed with generated bodies, never answers 5xx', () => {
  it('finds the write routes of the core and of every installed plugin', () => {
    const keys = routes.map(routeKey);
    for (const known of ['POST /api/auth/register', 'PUT /api/brand-settings', 'POST /api/analyze', 'POST /api/generate-content', 'POST /api/stripe/webhook']) {
      expect(keys).toContain(known);
    }
  });

  it('has a body schema on every write route, or declares the route body-less, never both', () => {
    const undeclared = routes.filter((route) => !route.bodySchema && !route.bodyLess).map((route) => `${routeKey(route)} (${route.handler})`);
    const both = routes.filter((route) => route.bodySchema && route.bodyLess).map((route) => `${routeKey(route)} (${route.handler})`);
    expect(undeclared, "write routes without @ValidBody(schema): give them one, or say why they read none with @BodyLess('…')").toEqual([]);
    expect(both, 'write routes with both @ValidBody and @BodyLess').toEqual([]);
  });

  for (const route of routes) {
    it(`${routeKey(route)} (${route.bodySchema ? 'schema' : 'no body'})`, async () => {
      const agent = await freshOwnerSession();
      // The earlier routes' own reports (and those the fuzzed creations stored) go: the workspace's cap of recurring reports is not what is fuzzed.
      await queryDatabase(testApp.database.url, 'delete from reports_recurring_report where workspace_id = $1', [owner.workspaceId]);
      const ownIds = [await recurringReportOf(agent)];
      const property = fc.asyncProperty(
        requestPathArbitrary(route.path, { own: ownIds, foreign: foreignIds }),
        requestBodyArbitrary(route.bodySchema ? jsonSchemaOf(route.bodySchema) : null, {
          recordIds: [...foreignIds, ...ownIds],
          accepts: (body) => route.bodySchema?.safeParse(body).success === true,
        }),
        async (path, body) => {
          const response = await send(agent, route, path, body);
          if (response.status >= 500) {
            throw new Error(`${route.method} ${path} answered ${response.status} ${preview(response.text)}\n  body: ${describeBody(body)}`);
          }
        },
      );
      const details = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
      if (details.failed) {
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        expect.fail(`${error}\n  replay: FUZZ_SEED=${details.seed} (fast-check path ${details.counterexamplePath ?? '?'})`);
      }
    });
  }
});
