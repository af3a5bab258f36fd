import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { maxTrendPoints, type AuditAnalytics } from '@otimiza/plugin-audit-shared';
import auditPlugin from '../index.js';

const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** `count` completed web-security reports, the n-th run n days ago, each with one passed check. */
async function storedDailyRuns(testApp: TestApp, owner: TestUser, count: number): Promise<void> {
  await queryDatabase(
    testApp.database.url,
    `with reports as (
       insert into audit_report (id, workspace_id, title, type, status, urls, frameworks, progress, auditor, site_errors, created_at)
       select gen_random_uuid(), $1, 'Auditoria ' || n, 'security', 'completed', '["https://exemplo.com.br/"]'::jsonb, '["web-security"]'::jsonb,
              '{"done":1,"total":1,"currentUrl":null}'::jsonb, '{}'::jsonb, '[]'::jsonb, date_trunc('day', now()) + interval '12 hours' - make_interval(days => n)
       from generate_series(1, $2::int) as n
       returning id, created_at
     )
     insert into audit_check_result (id, workspace_id, report_id, url, framework_id, framework_type, check_id, clause, severity, status, evidence, created_at)
     select gen_random_uuid(), $1, id, 'https://exemplo.com.br/', 'web-security', 'security', 'https', 'ASVS 9.1.1', 'high', 'passed', '{}'::jsonb, created_at
     from reports`,
    [owner.workspaceId, count],
  );
}

describe('the audit analytics score trend is bounded', () => {
  let testApp: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [auditPlugin] });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it(`answers the newest ${maxTrendPoints} days of a framework's trend, while its average and count cover every run`, async () => {
    await storedDailyRuns(testApp, owner, maxTrendPoints + 50);
    const analytics = (await owner.agent.get('/api/audit/analytics').expect(200)).body as AuditAnalytics;
    const trend = analytics.trends.frameworks.find((framework) => framework.id === 'web-security')!;
    expect(trend.audits).toBe(maxTrendPoints + 50);
    expect(trend.averageScore).toBe(100);
    expect(trend.points).toHaveLength(maxTrendPoints);
    expect(trend.points.map((point) => point.date)).toEqual(Array.from({ length: maxTrendPoints }, (_, index) => dayOf(maxTrendPoints - index)));
  });
});
