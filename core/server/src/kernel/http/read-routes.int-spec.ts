import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { databaseDigest } from '../../../test/fuzz/database-digest.js';
import { discoverReadRoutes, discoverWriteRoutes, routeKey, type ReadRoute } from '../../../test/fuzz/write-routes.js';
import { installedServerPlugins } from '../plugins/loading/installed-server-plugins.js';

const { plugins: serverPlugins } = await installedServerPlugins();

// Every DNS name answers loopback, which the safe-outbound policy refuses: no GET reaches the network.
vi.mock('node:dns', async (importOriginal) =>
  (await import('../../../test/fuzz/loopback-dns.js')).everyNameOnLoopback(await importOriginal<typeof import('node:dns')>()),
);

const adminEmail = 'leituras-admin@example.com';
const testApp = await createTestApp({ plugins: serverPlugins, env: { ADMIN_EMAILS: adminEmail, DEMO_SEED_ON_FIRST_USE: 'false' } });
afterAll(() => testApp.close());
const reads = discoverReadRoutes(testApp.app, 'api');
const writes = discoverWriteRoutes(testApp.app, 'api');
/** An enterprise administrator: no plan or role gate answers before the route runs. */
const owner = await createTestUser(testApp, { plan: 'enterprise', email: adminEmail });

/**
 * Tables a GET may write, and why: bookkeeping the reader does not ask for and cannot steer (caches
 * of computed answers, defaults made at first use, usage counts). Any other table a GET writes fails
 * the spec below.
 */
const bookkeeping: Readonly<Record<string, string>> = {
  core_rate_limit: 'the counters of the rate limits reads are under too',
  analytics_dashboard_snapshot: 'a computed dashboard answer, reused for 20 seconds by every member',
  bi_model: 'a fitted forecasting model, kept until its series change',
  customer_success_churn_model: 'the fitted churn model, kept until its data change',
  bi_activity: 'that a member opened business intelligence today, for the active-users card',
  customer_success_playbook: 'the built-in playbooks, made for a workspace at its first use',
  notifications_instance_secret: "the instance's secret, made at first use",
  notifications_vapid_key: "the instance's Web Push keys, made at first use",
};

/** A GET as a link from another site opens it; an event stream is closed once it answers. */
function open(route: ReadRoute): request.Test {
  const path = route.path.replace(/:\w+/g, () => randomUUID());
  const call = owner.agent.get(path).set({ 'Sec-Fetch-Site': 'cross-site' });
  if (!route.eventStream) return call;
  return call.buffer(false).parse((response, done) => {
    (response as unknown as IncomingMessage).destroy();
    done(null, null);
  });
}

describe('no GET route changes state', () => {
  it('starts an audit of the public API on POST only: GET /api/v1/analyze is public, reads nothing and only answers 405', async () => {
    expect(writes.map(routeKey)).toContain('POST /api/v1/analyze');
    expect(reads.find((route) => routeKey(route) === 'GET /api/v1/analyze')?.handler).toBe('PublicAnalysesController.analyzeByGet');
    await owner.agent.get('/api/v1/analyze').query({ url: 'https://exemplo.com.br/' }).expect(405);
  });

  it('reads no body on any GET route', () => {
    expect(reads.filter((route) => route.bodySchema).map(routeKey)).toEqual([]);
  });

  it('stores nothing but bookkeeping when every GET route of the core and of every plugin is opened', async () => {
    expect(reads.length).toBeGreaterThan(50);
    const before = await databaseDigest(testApp.database.url);
    for (const route of reads) {
      const answer = await open(route);
      expect([routeKey(route), answer.status < 500]).toEqual([routeKey(route), true]);
    }
    const after = await databaseDigest(testApp.database.url);
    expect(Object.keys(after).filter((table) => after[table] !== before[table] && !(table in bookkeeping))).toEqual([]);
    expect(
      Object.keys(bookkeeping).filter((table) => !(table in after)),
      'bookkeeping names tables that are gone',
    ).toEqual([]);
  });
});
