import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPageOffset } from '@otimiza/sdk/shared';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { AuditReportList } from '@otimiza/plugin-audit-shared';
import auditPlugin from '../index.js';

/** `count` completed reports of the owner's workspace, the n-th made n seconds ago and titled `Auditoria n`. */
async function storedReports(testApp: TestApp, owner: TestUser, count: number): Promise<void> {
  await queryDatabase(
    testApp.database.url,
    `insert into audit_report (id, workspace_id, title, type, status, urls, frameworks, progress, auditor, site_errors, created_at)
     select gen_random_uuid(), $1, 'Auditoria ' || n, 'security', 'completed', '["https://exemplo.com.br/"]'::jsonb, '["web-security"]'::jsonb,
            '{"done":1,"total":1,"currentUrl":null}'::jsonb, '{}'::jsonb, '[]'::jsonb, now() - make_interval(secs => n)
     from generate_series(1, $2::int) as n`,
    [owner.workspaceId, count],
  );
}

describe('the audit report list pages within the newest reports', () => {
  let testApp: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [auditPlugin] });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
    await storedReports(testApp, owner, maxPageOffset + 50);
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it(`reaches the ${maxPageOffset.toLocaleString('en')} newest reports by page, the last page holding the oldest of them`, async () => {
    const last = (await owner.agent.get(`/api/audit/reports?page=${maxPageOffset / 100}&limit=100`).expect(200)).body as AuditReportList;
    expect(last.total).toBe(maxPageOffset + 50);
    expect(last.reports.map((report) => report.title)).toEqual(Array.from({ length: 100 }, (_, index) => `Auditoria ${maxPageOffset - 99 + index}`));
  });

  it('refuses a page past them with 400 paging.tooDeep in the request’s language, and a limit above 100', async () => {
    const deeper = await owner.agent.get(`/api/audit/reports?page=${maxPageOffset / 100 + 1}&limit=100`).set('Accept-Language', 'en');
    expect(deeper.status).toBe(400);
    expect(deeper.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: expect.stringContaining('10,000') });
    expect(deeper.body.error.message).toContain('use the filters');
    const deeperPt = await owner.agent.get(`/api/audit/reports?page=${maxPageOffset + 1}&limit=1`).set('Accept-Language', 'pt-BR');
    expect(deeperPt.status).toBe(400);
    expect(deeperPt.body.error.message).toContain('10.000');
    expect(deeperPt.body.error.message).toContain('use os filtros');
    expect((await owner.agent.get('/api/audit/reports?limit=101')).status).toBe(400);
  });

  it('refuses an unknown status with the plugin’s own validation text, in the request’s language', async () => {
    const inEnglish = await owner.agent.get('/api/audit/reports?status=archived').set('Accept-Language', 'en').expect(400);
    expect(inEnglish.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Invalid status.' });
    const inPortuguese = await owner.agent.get('/api/audit/reports?status=archived').set('Accept-Language', 'pt-BR').expect(400);
    expect(inPortuguese.body.error.message).toBe('Situação inválida.');
  });
});
