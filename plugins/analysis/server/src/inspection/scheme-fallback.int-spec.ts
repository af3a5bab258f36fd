import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@otimiza/sdk/server';
import { PageInspectionPort } from '@otimiza/plugin-analysis-contract';
import { refusingPort, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';

const page = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Oficina do Zé</title></head><body><h1>Oficina do Zé</h1></body></html>`;

/** An audit site typed without a scheme: https first, then http; a failure says its cause. */
describe('page inspection of an address without a scheme', () => {
  let testApp: TestApp;
  let inspection: PageInspectionPort;
  let server: Server;
  let port: number;
  let closedPort: number;

  beforeAll(async () => {
    server = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
    closedPort = await refusingPort();
    testApp = await createTestApp({ plugins: await installedPlugins('analysis'), env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    inspection = testApp.app.get(PageInspectionPort);
  });

  afterAll(async () => {
    await testApp?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('reads a site served over http only when it was typed without a scheme', { timeout: 120_000 }, async () => {
    const result = await inspection.inspect(`127.0.0.1:${port}/`, { timeoutMs: 60_000, screenshotLimit: 0 });
    expect(result.finalUrl).toBe(`http://127.0.0.1:${port}/`);
    expect(result.status).toBe(200);
  });

  it('reads it over http when the caller stored it as https and asks for the fallback (an audit report’s sites)', { timeout: 120_000 }, async () => {
    const result = await inspection.inspect(`https://127.0.0.1:${port}/`, { timeoutMs: 60_000, screenshotLimit: 0, httpFallback: true });
    expect(result.finalUrl).toBe(`http://127.0.0.1:${port}/`);
  });

  it('keeps https when the scheme was typed, and says the real cause in both languages', { timeout: 120_000 }, async () => {
    const tls = await inspection.inspect(`https://127.0.0.1:${port}/`, { timeoutMs: 60_000, screenshotLimit: 0 }).catch((error: unknown) => error);
    expect(tls).toBeInstanceOf(ApiError);
    expect((tls as ApiError).localized).toMatchObject({ pt: expect.stringContaining('HTTPS'), en: expect.stringContaining('HTTPS') });

    const refused = await inspection.inspect(`127.0.0.1:${closedPort}/`, { timeoutMs: 60_000, screenshotLimit: 0 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).localized).toMatchObject({
      pt: expect.stringContaining('recusou a conexão'),
      en: expect.stringContaining('refused the connection'),
    });
  });
});
