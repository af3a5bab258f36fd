import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, refusingPort, startHttpsTestSite, type HttpsTestSite, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import auditPlugin from '../index.js';
import { finished } from '../../test/finished-report.js';

const page = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Oficina do Zé</title></head>
<body><main><h1>Oficina do Zé</h1><p>Consertos de bicicleta em Campinas.</p></main></body></html>`;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * An audit site typed without a scheme is tried over https, then http, as the analysis
 * form does, and when neither answers the refusal names the real cause in Portuguese and English.
 * Loopback sites are allowed here as in the audit's other specs (ALLOW_PRIVATE_TARGETS).
 */
describe('audit sites typed without a scheme', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let plain: Server;
  let plainPort: number;
  let closedPort: number;
  let secure: HttpsTestSite;

  beforeAll(async () => {
    plain = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page));
    plainPort = await listen(plain);
    closedPort = await refusingPort();
    // An https site whose certificate nobody trusts: its TLS handshake is refused, and it speaks no plain http.
    secure = await startHttpsTestSite((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(page));
    testApp = await createTestApp({ plugins: [...(await installedPlugins('analysis')), auditPlugin], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });

  afterAll(async () => {
    await testApp?.close();
    plain?.closeAllConnections();
    await new Promise((resolve) => plain?.close(resolve));
    await secure?.close();
  });

  it('audits a site served over http only at its http address, for a report and a monitor', { timeout: 180_000 }, async () => {
    const created = await owner.agent
      .post('/api/audit/reports')
      .send({ title: 'Oficina', type: 'accessibility', urls: [`127.0.0.1:${plainPort}/`] })
      .expect(201);
    expect(created.body.urls).toEqual([`http://127.0.0.1:${plainPort}/`]);
    const report = await finished(owner, created.body.id);
    expect(report.siteErrors).toEqual([]);
    expect(report.status).toBe('completed');
    expect(report.checks.length).toBeGreaterThan(0);
    expect(report.checks.every((check) => check.url === `http://127.0.0.1:${plainPort}/`)).toBe(true);

    const monitor = await owner.agent
      .post('/api/audit/monitoring')
      .send({ name: 'Oficina', urls: [`127.0.0.1:${plainPort}/`], frameworks: ['lgpd'], frequency: 'daily' })
      .expect(201);
    expect(monitor.body.websites).toEqual([`http://127.0.0.1:${plainPort}/`]);
  });

  it('keeps an address typed with its scheme as typed', async () => {
    const created = await owner.agent
      .post('/api/audit/reports')
      .send({ title: 'Loja nova', urls: ['https://loja-nova.example.com.br/'] })
      .expect(201);
    expect(created.body.urls).toEqual(['https://loja-nova.example.com.br/']);
  });

  it.each([
    {
      name: 'a refused connection',
      address: () => `127.0.0.1:${closedPort}/`,
      pt: 'recusou a conexão por https e por http',
      en: 'refused the connection over https and over http',
    },
    { name: 'a TLS failure', address: () => secure.url.replace('https://', ''), pt: 'a conexão segura (HTTPS) com', en: 'the secure (HTTPS) connection to' },
    { name: 'a name not in DNS', address: () => 'oficina-do-ze.invalid', pt: 'não foi encontrado no DNS', en: 'was not found in DNS' },
  ])('refuses a site answering neither over https nor over http with its real cause: $name', async ({ address, pt, en }) => {
    const body = { title: 'Oficina', urls: [address()] };
    const inPortuguese = await owner.agent.post('/api/audit/reports').set('Accept-Language', 'pt-BR').send(body).expect(400);
    expect(inPortuguese.body.error.type).toBe('NETWORK_ERROR');
    expect(inPortuguese.body.error.message).toContain(pt);
    const inEnglish = await owner.agent.post('/api/audit/reports').set('Accept-Language', 'en').send(body).expect(400);
    expect(inEnglish.body.error.message.toLowerCase()).toContain(en.toLowerCase());
    const monitor = await owner.agent
      .post('/api/audit/monitoring')
      .set('Accept-Language', 'en')
      .send({ name: 'Oficina', urls: [address()], frameworks: ['lgpd'], frequency: 'daily' })
      .expect(400);
    expect(monitor.body.error.message).toBe(inEnglish.body.error.message);
  });
});
