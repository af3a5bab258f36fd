import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryBody, createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { installedServerPlugins } from '../../../kernel/plugins/loading/installed-server-plugins.js';
import { readZip } from './zip-reader.js';

const { plugins: serverPlugins } = await installedServerPlugins();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

/** One row in each of the audit, BI, customer-success, white-label and analytics tables an Enterprise workspace fills. */
async function seedEnterpriseRows(testApp: TestApp, user: TestUser) {
  const ids = {
    audit: randomUUID(),
    metric: randomUUID(),
    customer: randomUUID(),
    target: randomUUID(),
    shareHash: `hash-${randomUUID()}`,
    domainToken: `token-${randomUUID()}`,
  };
  const w = user.workspaceId;
  await sql(
    testApp,
    `insert into audit_report (id, workspace_id, title, type, urls, frameworks, progress, auditor, site_errors, share_token_hash)
     values ($1, $2, 'Auditoria LGPD da padaria', 'compliance', '["https://padaria.example/"]', '["lgpd"]', '{}', '{}', '[]', $3)`,
    [ids.audit, w, ids.shareHash],
  );
  await sql(testApp, `insert into bi_metric (id, workspace_id, key, source, unit, category) values ($1, $2, 'revenue', 'import', 'currency', 'financial')`, [
    ids.metric,
    w,
  ]);
  await sql(testApp, `insert into bi_series_point (metric_id, workspace_id, day, value) values ($1, $2, '2026-01-01', 70588)`, [ids.metric, w]);
  await sql(
    testApp,
    `insert into customer_success_customer (id, workspace_id, kind, name, email, start_date, sites) values ($1, $2, 'manual', 'Cliente Padaria', 'cliente@padaria.example', now(), '[]')`,
    [ids.customer, w],
  );
  await sql(
    testApp,
    // The one brand (the reports plugin's), with its white-label name.
    `insert into reports_brand_settings (workspace_id, brand_name, hide_product_brand, logo, logo_type) values ($1, 'Agência Aurora', true, '\\x89504e47'::bytea, 'image/png')`,
    [w],
  );
  await sql(
    testApp,
    `insert into white_label_domain (workspace_id, domain, subdomain, host, verification_token) values ($1, 'aurora.example', 'relatorios', $2, $3)`,
    [w, `relatorios-${w}.aurora.example`, ids.domainToken],
  );
  await sql(testApp, `insert into analytics_kpi_target (id, workspace_id, kpi, target) values ($1, $2, 'seo', 90)`, [ids.target, w]);
  return ids;
}

const tables = [
  'audit_report',
  'bi_metric',
  'bi_series_point',
  'customer_success_customer',
  'reports_brand_settings',
  'white_label_domain',
  'analytics_kpi_target',
];

describe("LGPD: an Enterprise owner's export holds every plugin's data and deletion removes it", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: serverPlugins, env: { REDIS_URL: undefined } });
  });
  afterAll(() => testApp?.close());

  it('exports audit, BI, customer-success, white-label and analytics rows and the one brand (once), without secrets or other workspaces', async () => {
    const [owner, other] = await Promise.all([createTestUser(testApp, { plan: 'enterprise' }), createTestUser(testApp, { plan: 'enterprise' })]);
    const ids = await seedEnterpriseRows(testApp, owner);
    const foreign = await seedEnterpriseRows(testApp, other);

    const response = await owner.agent.get('/api/me/data-export').buffer(true).parse(binaryBody).expect(200);
    const files = readZip(response.body as Buffer);
    const lines = (name: string) =>
      (files.get(name)?.toString('utf8') ?? '')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));

    expect(JSON.parse(files.get('manifest.json')!.toString('utf8')).sections).toEqual(
      expect.arrayContaining(['audit', 'bi', 'customer-success', 'white-label', 'analytics', 'reports']),
    );
    expect(lines('audit/report.jsonl')).toEqual([expect.objectContaining({ id: ids.audit, title: 'Auditoria LGPD da padaria' })]);
    expect(lines('bi/metric.jsonl')).toEqual([expect.objectContaining({ id: ids.metric, key: 'revenue' })]);
    expect(lines('bi/series_point.jsonl')).toEqual([expect.objectContaining({ metric_id: ids.metric, value: 70588 })]);
    expect(lines('customer-success/customer.jsonl')).toEqual([expect.objectContaining({ id: ids.customer, email: 'cliente@padaria.example' })]);
    // The brand is exported once, by its owner (reports), its white-label fields with it.
    expect(files.has('white-label/brand.jsonl')).toBe(false);
    expect(lines('white-label/domain.jsonl')).toEqual([expect.objectContaining({ domain: 'aurora.example', subdomain: 'relatorios' })]);
    expect(lines('analytics/kpi_target.jsonl')).toEqual([expect.objectContaining({ id: ids.target, kpi: 'seo' })]);
    const brand = JSON.parse(files.get('reports/brand-settings.json')!.toString('utf8'));
    expect(brand).toMatchObject({ saved: true, brandName: 'Agência Aurora', hideProductBrand: true, companyName: '', logoFile: 'brand-logo.png' });
    expect(files.get('reports/brand-logo.png')?.length).toBe(4);

    const everything = [...files.values()].map((content) => content.toString('latin1')).join('\n');
    for (const secret of [ids.shareHash, ids.domainToken]) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/token_?hash|verification_?token/i);
    for (const foreignId of [other.workspaceId, foreign.audit, foreign.metric, foreign.customer]) expect(everything).not.toContain(foreignId);
  });

  it("removes those rows with the account (DELETE /api/me), and leaves another workspace's", async () => {
    const [owner, other] = await Promise.all([createTestUser(testApp, { plan: 'enterprise' }), createTestUser(testApp, { plan: 'enterprise' })]);
    await Promise.all([seedEnterpriseRows(testApp, owner), seedEnterpriseRows(testApp, other)]);
    const count = async (workspaceId: string) =>
      Promise.all(
        tables.map(async (table) => Number((await sql(testApp, `select count(*)::int as n from ${table} where workspace_id = $1`, [workspaceId]))[0].n)),
      );
    expect(await count(owner.workspaceId)).toEqual(tables.map(() => 1));

    await owner.agent.delete('/api/me').send({ password: owner.password, confirmation: 'EXCLUIR' }).expect(200);

    expect(await count(owner.workspaceId)).toEqual(tables.map(() => 0));
    expect(await count(other.workspaceId)).toEqual(tables.map(() => 1));
  });
});
