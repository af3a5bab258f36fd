import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import auditPlugin from '../index.js';

// Literal addresses only: a module mock of node:dns does not reach a module graph that other spec
// files of the same worker already loaded (integration files share one), so a name resolving to a
// private address is judged where the lookup lives (core/server/src/kernel/outbound, safe-lookup specs).
const refusedTargets = [
  'http://10.0.0.5/painel',
  'http://127.0.0.1:8080/',
  'http://169.254.169.254/latest/meta-data/',
  // IPv4-compatible IPv6 of the metadata service, as URLs spell [::169.254.169.254].
  'http://[::a9fe:a9fe]/',
  'http://[::ffff:192.168.0.1]/',
];

/** Reports and monitors refuse a private, loopback or metadata address at the edge, with one check and one answer. */
describe('the sites an audit report or a monitor audits', () => {
  let testApp: TestApp;
  let owner: TestUser;
  const count = async (table: string) => Number((await queryDatabase<{ count: string }>(testApp.database.url, `select count(*) from ${table}`))[0]!.count);

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [auditPlugin] });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(() => testApp?.close());

  it.each(refusedTargets)('refuses %s for a report and a monitor with the same 400, storing nothing', async (url) => {
    const [reports, monitors] = [await count('audit_report'), await count('audit_monitor')];
    const report = await owner.agent
      .post('/api/audit/reports')
      .send({ title: 'Nova Auditoria', type: 'comprehensive', urls: ['https://loja.example.com.br/', url] });
    const monitor = await owner.agent.post('/api/audit/monitoring').send({ name: 'Intranet', urls: [url], frameworks: ['lgpd'], frequency: 'daily' });
    expect([report.status, monitor.status]).toEqual([400, 400]);
    expect(report.body.error.type).toBe('INVALID_URL');
    expect(monitor.body.error).toEqual(report.body.error);
    expect([await count('audit_report'), await count('audit_monitor')]).toEqual([reports, monitors]);
  });

  it('answers the refusal in the request’s language', async () => {
    const answer = await owner.agent
      .post('/api/audit/reports')
      .set('Accept-Language', 'en')
      .send({ title: 'Nova Auditoria', urls: ['http://10.0.0.5/'] })
      .expect(400);
    expect(answer.body.error.message).toMatch(/^Address not allowed/);
  });

  it('leaves a name that does not resolve now to the run, which records it as that site’s error', async () => {
    const report = await owner.agent
      .post('/api/audit/reports')
      .send({ title: 'Loja nova', urls: ['https://loja-nova.example.com.br/'] })
      .expect(201);
    expect(report.body.urls).toEqual(['https://loja-nova.example.com.br/']);
    await owner.agent
      .post('/api/audit/monitoring')
      .send({ name: 'Loja nova', urls: ['https://loja-nova.example.com.br/'], frameworks: ['lgpd'], frequency: 'weekly' })
      .expect(201);
  });
});
