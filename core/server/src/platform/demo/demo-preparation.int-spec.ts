import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoPreparationView, DemoSeedProgress } from '@otimiza/sdk/shared';
import { createTestUser, queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { DemoSeedReport } from './demo-seed-report.js';
import { DemoSeedService } from './demo-seed.service.js';
import { DemoService } from './demo.service.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

type SeedOptions = Parameters<DemoSeedService['seed']>[0];

const steps: DemoSeedProgress['steps'] = ['Padaria Pão Dourado', 'Clínica Sorriso Leve'].flatMap((site) =>
  (['v1', 'v2', 'v3'] as const).map((version) => ({ site, version })),
);

/**
 * The seed's real audits are demo-seed.int-spec.ts's job; here a seed that the test drives stands
 * in for them, to check who starts it, how often, and what happens when a process dies or fails.
 */
class SeedsUnderTest {
  readonly calls: { options: SeedOptions; finish: () => void; fail: (error: Error) => void; step: (progress: DemoSeedProgress) => Promise<void> }[] = [];

  constructor(private readonly testApp: TestApp) {}

  install(): void {
    vi.spyOn(this.testApp.app.get(DemoSeedService), 'seed').mockImplementation(
      (options) =>
        new Promise<DemoSeedReport>((resolve, reject) => {
          const finish = async () => {
            const account = await this.testApp.app.get(DemoService).demoAccount();
            resolve({ workspaceId: account!.workspaceId, skipped: false, analyses: [], sharedReports: [] });
          };
          this.calls.push({ options, finish: () => void finish(), fail: reject, step: async (progress) => options?.onStep?.(progress) });
          void Promise.resolve(
            options?.onStep?.({ phase: 'auditing', audited: 0, proved: 0, total: 6, current: { site: 'Padaria Pão Dourado', version: 'v1' }, steps }),
          ).catch(reject);
        }),
    );
  }

  last() {
    return this.calls.at(-1)!;
  }
}

async function openDemo(testApp: TestApp) {
  const agent = request.agent(testApp.server as never);
  const started = await agent.post('/api/demo/start').send({}).expect(200);
  return { agent, token: started.body.user.demo.token as string, preparation: started.body.preparation as DemoPreparationView };
}

async function preparation(agent: ReturnType<typeof request.agent>): Promise<DemoPreparationView> {
  return (await agent.get('/api/demo/preparation').expect(200)).body as DemoPreparationView;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
}

describe('the investor demo is prepared on first use, once, and survives a dead process', () => {
  let testApp: TestApp;
  let seeds: SeedsUnderTest;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: await installedPlugins('analysis') });
    seeds = new SeedsUnderTest(testApp);
    seeds.install();
  });
  afterAll(() => testApp?.close());

  it('starts one seed for twenty openings at once, shows its progress, then is ready and starts no other', async () => {
    const openings = await Promise.all(Array.from({ length: 20 }, () => openDemo(testApp)));
    expect(seeds.calls).toHaveLength(1);
    expect(new Set(openings.map((opening) => opening.token)).size).toBe(1);
    expect(await sql(testApp, 'select count(*)::int as n from core_workspace where is_demo')).toEqual([{ n: 1 }]);
    for (const opening of openings) expect(opening.preparation.state).toBe('preparing');

    const { agent } = openings[0]!;
    const first = await until(
      () => preparation(agent),
      (view) => view.progress !== null,
    );
    expect(first).toMatchObject({
      state: 'preparing',
      progress: { phase: 'auditing', audited: 0, total: 6, current: { site: 'Padaria Pão Dourado', version: 'v1' } },
    });
    await seeds.last().step({ phase: 'auditing', audited: 4, proved: 0, total: 6, current: { site: 'Clínica Sorriso Leve', version: 'v2' }, steps });
    expect((await preparation(agent)).progress).toMatchObject({ audited: 4, current: { site: 'Clínica Sorriso Leve', version: 'v2' }, steps });
    // Each step renews the lease.
    const [lease] = await sql(testApp, `select extract(epoch from lease_until - now()) as seconds, holder from core_demo_preparation`);
    expect(Number(lease.seconds)).toBeGreaterThan(50);

    seeds.last().finish();
    expect(
      (
        await until(
          () => preparation(agent),
          (view) => view.state !== 'preparing',
        )
      ).state,
    ).toBe('ready');
    const again = await openDemo(testApp);
    expect(again.preparation.state).toBe('ready');
    await preparation(again.agent);
    expect(seeds.calls).toHaveLength(1);
  });

  it('takes over a seed whose process died (its lease ran out) from a fresh demo workspace', async () => {
    const before = await openDemo(testApp);
    const [{ id: oldWorkspace }] = await sql(testApp, 'select id from core_workspace where is_demo');
    // A process that claimed the seed, audited a little and died: its lease is over.
    await sql(
      testApp,
      `update core_demo_preparation set state = 'running', holder = 'dead-host:123:x', lease_until = now() - interval '1 second',
         progress = '{"phase":"auditing","audited":2,"proved":0,"total":6,"current":null}', finished_at = null`,
    );

    // The page that watches the progress is the one that notices.
    const view = await preparation(before.agent);
    expect(view.state).toBe('preparing');
    expect(seeds.calls).toHaveLength(2);
    const [{ id: newWorkspace, demo_token: newToken }] = await sql(testApp, 'select id, demo_token from core_workspace where is_demo');
    expect(newWorkspace).not.toBe(oldWorkspace);
    expect(newToken).not.toBe(before.token);
    // The old demo session went with its workspace; opening the demo again joins the new one.
    await before.agent.get('/api/demo/preparation').expect(401);
    const after = await openDemo(testApp);
    expect(after.token).toBe(newToken);
    expect(seeds.calls).toHaveLength(2);
    expect(await sql(testApp, 'select attempt, holder <> $1 as taken_over from core_demo_preparation', ['dead-host:123:x'])).toEqual([
      { attempt: 2, taken_over: true },
    ]);

    seeds.last().finish();
    expect(
      (
        await until(
          () => preparation(after.agent),
          (state) => state.state !== 'preparing',
        )
      ).state,
    ).toBe('ready');
  });

  it('waits for a live seed of another process, and takes over when that process stops renewing', async () => {
    await sql(
      testApp,
      `update core_demo_preparation set state = 'running', holder = 'other-host:9:y', lease_until = now() + interval '1 minute',
         progress = '{"phase":"proving","audited":6,"proved":3,"total":6,"current":null}', finished_at = null`,
    );
    const watcher = await openDemo(testApp);
    expect(watcher.preparation).toMatchObject({ state: 'preparing', progress: { phase: 'proving', proved: 3 } });
    expect(seeds.calls).toHaveLength(2);

    await sql(testApp, `update core_demo_preparation set lease_until = now() - interval '1 second'`);
    await preparation(watcher.agent);
    expect(seeds.calls).toHaveLength(3);
    const renewed = await openDemo(testApp);
    seeds.last().finish();
    expect(
      (
        await until(
          () => preparation(renewed.agent),
          (state) => state.state !== 'preparing',
        )
      ).state,
    ).toBe('ready');
  });

  it('records a failure; a watching page does not retry it, a new opening or the retry button does', async () => {
    await sql(testApp, `update core_demo_preparation set state = 'running', holder = 'gone', lease_until = now() - interval '1 second'`);
    const opened = await openDemo(testApp);
    expect(seeds.calls).toHaveLength(4);
    seeds.last().fail(new Error('Chromium could not start'));
    const failed = await until(
      () => preparation(opened.agent),
      (state) => state.state !== 'preparing',
    );
    expect(failed).toEqual({ state: 'failed', progress: null, error: 'Chromium could not start', startedAt: expect.any(String) });
    await preparation(opened.agent);
    expect(seeds.calls).toHaveLength(4);

    const retried = (await opened.agent.post('/api/demo/preparation').expect(200)).body as DemoPreparationView;
    expect(retried.state).toBe('preparing');
    expect(seeds.calls).toHaveLength(5);
    const reopened = await openDemo(testApp);
    seeds.last().finish();
    expect(
      (
        await until(
          () => preparation(reopened.agent),
          (state) => state.state !== 'preparing',
        )
      ).state,
    ).toBe('ready');
  });

  it('stops a seed that lost its lease to another process without touching the record', async () => {
    await sql(testApp, `update core_demo_preparation set state = 'failed', holder = null`);
    const opened = await openDemo(testApp);
    expect(seeds.calls).toHaveLength(6);
    await sql(testApp, `update core_demo_preparation set holder = 'intruder', lease_until = now() + interval '1 minute'`);
    const refused = seeds.last().step({ phase: 'auditing', audited: 1, proved: 0, total: 6, current: { site: 'Padaria Pão Dourado', version: 'v2' }, steps });
    await expect(refused).rejects.toThrow('Another process took the demo seed over.');
    seeds.last().fail(new Error('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sql(testApp, 'select state, holder, error from core_demo_preparation')).toEqual([{ state: 'running', holder: 'intruder', error: null }]);
    expect((await preparation(opened.agent)).state).toBe('preparing');
  });

  it('answers only the demo session', async () => {
    await request(testApp.server as never)
      .get('/api/demo/preparation')
      .expect(401);
    const user = await createTestUser(testApp, { plan: 'pro' });
    await user.agent.get('/api/demo/preparation').expect(403);
    await user.agent.post('/api/demo/preparation').expect(403);
  });
});

describe('without seeding on first use', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: await installedPlugins('analysis'), env: { DEMO_SEED_ON_FIRST_USE: 'false' } });
  });
  afterAll(() => testApp?.close());

  it('opens the demo as it is and starts nothing', async () => {
    const seed = vi.spyOn(testApp.app.get(DemoSeedService), 'seed');
    const opened = await openDemo(testApp);
    expect(opened.preparation.state).toBe('ready');
    expect((await preparation(opened.agent)).state).toBe('ready');
    expect(seed).not.toHaveBeenCalled();
    expect(await sql(testApp, 'select count(*)::int as n from core_demo_preparation')).toEqual([{ n: 0 }]);
  });
});
