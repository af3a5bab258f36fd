import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { installedServerPlugins } from '../plugins/loading/installed-server-plugins.js';

const { plugins: serverPlugins } = await installedServerPlugins();

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: serverPlugins });
  });
  afterAll(() => testApp?.close());

  it('reports the database, the queue driver, the browser and the loaded plugins', async () => {
    const response = await request(testApp.server as never)
      .get('/api/health')
      .expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      role: 'all',
      database: { kind: 'external', ok: true },
      queue: { driver: process.env['REDIS_URL'] ? 'bullmq' : 'inline', ok: true },
      plugins: { loaded: serverPlugins.map((plugin) => plugin.manifest.id) },
    });
    expect(typeof response.body.browser.found).toBe('boolean');
    expect(response.body.instance).toMatchObject({ boots: 1 });
  });

  it('round-trips a probe job through the queue', async () => {
    const response = await request(testApp.server as never)
      .get('/api/health/queue')
      .expect(200);
    expect(response.body.processedBy).toMatchObject({ pid: process.pid, role: 'all' });
    expect(response.body.roundTripMs).toBeGreaterThanOrEqual(0);
  });

  it('answers unknown API routes with the error shape', async () => {
    const response = await request(testApp.server as never)
      .get('/api/no-such-route')
      .expect(404);
    expect(response.body).toEqual({ error: { type: 'NOT_FOUND', message: 'Rota não encontrada: GET /api/no-such-route' } });
  });

  it('serves the OpenAPI document generated from the controllers', async () => {
    const response = await request(testApp.server as never)
      .get('/api/docs-json')
      .expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/plugins', '/api/manual/pdf']));
  });
});
