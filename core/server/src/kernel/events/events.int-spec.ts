import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analysisCompleted, defineEvent, type PublishedEvent } from '@otimiza/sdk/server';
import { createTestUser, doceriaPage, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { installedServerPlugins } from '../plugins/loading/installed-server-plugins.js';
import { QueuedEventsService } from './queued-events.service.js';

const { plugins: serverPlugins } = await installedServerPlugins();

const probeEvent = defineEvent<{ note: string }>('spec.probe');

/** Events on BullMQ with the installed analysis plugin publishing: retried subscribers, an unaffected publisher. */
describe('domain events through the job queue', () => {
  let testApp: TestApp;
  let events: QueuedEventsService;
  let owner: TestUser;
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    site = createServer((_, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(doceriaPage.html));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    testApp = await createTestApp({ plugins: serverPlugins.filter((plugin) => plugin.manifest.id === 'analysis'), env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    events = testApp.app.get(QueuedEventsService);
    owner = await createTestUser(testApp, { plan: 'pro' });
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('delivers an event once to each subscriber and retries a failing one until it takes it', async () => {
    const healthy: string[] = [];
    const flakyAttempts: number[] = [];
    const flakyTook: string[] = [];
    events.subscribe(probeEvent, 'core.spec-healthy', async (event) => void healthy.push(event.id));
    events.subscribe(probeEvent, 'core.spec-flaky', async (event, { attempt }) => {
      flakyAttempts.push(attempt);
      if (attempt < 3) throw new Error('the subscriber’s dependency is down');
      flakyTook.push(event.id);
    });

    const id = await events.publish(probeEvent, owner.workspaceId, { note: 'olá' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(flakyTook).toEqual([id]), { timeout: 40_000, interval: 100 });
    expect(flakyAttempts).toEqual([1, 2, 3]);
    expect(healthy).toEqual([id]);
    const [stored] = await queryDatabase<{ name: string; payload: unknown; queued: boolean }>(
      testApp.database.url,
      'select name, payload, queued_at is not null as queued from core_domain_event where id = $1',
      [id],
    );
    expect(stored).toEqual({ name: 'spec.probe', payload: { note: 'olá' }, queued: true });
  });

  it('refuses a subscriber name taken by another event', () => {
    events.subscribe(probeEvent, 'core.spec-unique-name', async () => undefined);
    expect(() => events.subscribe(analysisCompleted, 'core.spec-unique-name', async () => undefined)).toThrow(/already registered/);
  });

  it("refuses a subscriber named after no mounted plugin, so a plugin's cannot pass for the host's and escape the plugin gate", () => {
    for (const name of ['visits', 'alerts.on-visit', '.on-visit', 'broken-links.check']) {
      expect(() => events.subscribe(probeEvent, name, async () => undefined)).toThrow(
        `event subscriber "${name}" must be named "<plugin id>.<name>" after the mounted plugin it belongs to (analysis), or "core.<name>" for the host's own`,
      );
    }
    // A mounted plugin's name and the host's own are taken.
    events.subscribe(probeEvent, 'analysis.spec-listener', async () => undefined);
    events.subscribe(probeEvent, 'core.spec-listener', async () => undefined);
  });

  it('completes an analysis whose completion subscriber fails, and the subscriber still gets the event on a retry', async () => {
    const received: PublishedEvent<{ analysisId: string; url: string }>[] = [];
    let failures = 0;
    events.subscribe(analysisCompleted, 'core.spec-failing-on-completion', async (event, { attempt }) => {
      if (attempt === 1) {
        failures += 1;
        throw new Error('subscriber bug on its first try');
      }
      received.push(event);
    });

    const answer = await owner.agent.post('/api/analyze').send({ url: siteUrl, strategy: 'desktop' }).expect(200);
    expect(answer.body.status).toBe('completed');
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 40_000, interval: 100 });
    expect(failures).toBe(1);
    expect(received[0]!.payload).toMatchObject({ analysisId: answer.body.id, url: siteUrl });
    expect(received[0]!.workspaceId).toBe(owner.workspaceId);
    const [analysis] = await queryDatabase<{ status: string }>(testApp.database.url, 'select status from analysis_analysis where id = $1', [answer.body.id]);
    expect(analysis!.status).toBe('completed');
  });
});
