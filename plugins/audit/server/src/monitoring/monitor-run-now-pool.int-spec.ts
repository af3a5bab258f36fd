import { Module } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, defineServerPlugin } from '@otimiza/sdk/server';
import { PageInspectionPort, type PageInspection } from '@otimiza/plugin-analysis-contract';
import { definePluginManifest } from '@otimiza/sdk/shared';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import auditPlugin from '../index.js';
import { MONITOR_RUN_NOW_RULE } from './monitor-runs.js';

/** An answer that has not come by then is a hang: the spec fails with a timeout instead of waiting for vitest's. */
const ANSWER_WITHIN_MS = 60_000;

/**
 * The page inspection the run waits for, held until the spec lets it go: the run that started stays
 * in progress for the whole burst however slow the machine (a real page load could time out under
 * load and end the run early, which rightly lets a second one start).
 */
function heldInspectionPlugin(release: Promise<void>) {
  class HeldInspection extends PageInspectionPort {
    async inspect(): Promise<PageInspection> {
      await release;
      throw new ApiError('API_UNAVAILABLE', 503, { pt: 'Liberada pelo teste', en: 'Released by the spec' });
    }
    axeVersion(): string {
      return '4.0.0';
    }
    correctedByFixer(): readonly string[] {
      return [];
    }
  }
  class HeldInspectionModule {}
  Module({ providers: [{ provide: PageInspectionPort, useClass: HeldInspection }], exports: [PageInspectionPort] })(HeldInspectionModule);
  return defineServerPlugin({
    manifest: definePluginManifest({ id: 'analysis', displayName: { id: 'analysis.name', message: 'Análise' }, requiredFeature: null }),
    module: HeldInspectionModule,
  });
}

describe('audit monitors: "run now" in parallel beyond the database pool', () => {
  const siteUrl = 'https://loja.example.com/';
  let testApp: TestApp;
  let owner: TestUser;
  let releaseInspection!: () => void;

  beforeAll(async () => {
    const released = new Promise<void>((resolve) => (releaseInspection = resolve));
    // A pool of 3: a request that holds one connection and waits for another starves it with 3 such requests in parallel.
    testApp = await createTestApp({ plugins: [heldInspectionPlugin(released), auditPlugin], env: { DATABASE_POOL_SIZE: '3' } });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });

  afterAll(async () => {
    releaseInspection?.();
    await testApp?.close();
  });

  it('answers 30 parallel runs of one monitor (one started, the rest 409 or 429) while /api/health keeps answering', async () => {
    const monitor = (
      await owner.agent
        .post('/api/audit/monitoring')
        .send({ name: 'Loja diária', urls: [siteUrl], frameworks: ['web-security'], frequency: 'daily' })
        .expect(201)
    ).body as { id: string };

    const health = () =>
      request(testApp.server as never)
        .get('/api/health')
        .timeout({ deadline: ANSWER_WITHIN_MS });
    const [runs, healthDuring] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, () => owner.agent.post(`/api/audit/monitoring/${monitor.id}/run`).timeout({ deadline: ANSWER_WITHIN_MS }))),
      Promise.all(Array.from({ length: 3 }, health)),
    ]);

    const statuses = runs.map((run) => run.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 202 && status !== 409 && status !== 429)).toEqual([]);
    // The workspace's 'run now' rule counts every request: those beyond it are refused before any waits for the monitor's lock.
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MONITOR_RUN_NOW_RULE.points);
    for (const refused of runs.filter((run) => run.status === 429)) {
      expect(refused.body.error.type).toBe('RATE_LIMIT');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(healthDuring.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await health()).status).toBe(200);
    const { body } = await owner.agent.get('/api/audit/monitoring').timeout({ deadline: ANSWER_WITHIN_MS }).expect(200);
    expect(body.monitors[0]).toMatchObject({ id: monitor.id, lastRun: { reportId: expect.any(String) } });
  });
});
