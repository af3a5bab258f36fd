import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase } from '@otimiza/sdk/testing';
import type { TestApp, TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { SharedReportView } from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';
import { padariaAnalysis } from '../testing/padaria-analysis.fixture.js';
import { LIVE_SHARED_REPORTS_CAP } from './shared-reports.service.js';

const analyses = new InMemoryAnalyses();

function completedAnalysis(workspaceId: string): string {
  return analyses.add(workspaceId, padariaAnalysis()).id;
}

/** Links do not expire and the list answers every live one, so a workspace keeps at most 1 000 in force. */
describe('shared reports: a workspace keeps at most 1 000 links in force', () => {
  let testApp: TestApp;
  let full: TestUser;
  let other: TestUser;
  let analysisId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(analyses), reportsPlugin] });
    [full, other] = await Promise.all([createTestUser(testApp, { plan: 'pro' }), createTestUser(testApp, { plan: 'pro' })]);
    analysisId = completedAnalysis(full.workspaceId);
    // cap − 1 live links, and revoked ones that no longer count.
    await queryDatabase(
      testApp.database.url,
      `insert into reports_shared_report (id, workspace_id, analysis_id, created_by, title, token, revoked_at, created_at)
       select gen_random_uuid(), $1, $2, $3, 'Relatório ' || n, 'fill-' || n, case when n > $4::int then now() end, now() - n * interval '1 minute'
       from generate_series(1, $4::int + 30) n`,
      [full.workspaceId, analysisId, full.userId, LIVE_SHARED_REPORTS_CAP - 1],
    );
  });
  afterAll(() => testApp?.close());

  const share = (user: TestUser, analysis: string, language = 'pt') =>
    user.agent.post('/api/reports/share').set('Accept-Language', language).send({ analysisId: analysis, title: 'Relatório de novembro' });
  const listed = async (user: TestUser) => ((await user.agent.get('/api/reports/shared').expect(200)).body as { reports: SharedReportView[] }).reports;

  it('stores exactly one of 20 shares at once at cap − 1, refuses the rest with 409 ITEM_LIMIT in pt and en, and lists the 1 000 live ones', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => share(full, analysisId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error).toEqual({
        type: 'VALIDATION_ERROR',
        message: 'Limite de 1000 links de relatório ativos atingido. Revogue um link para criar outro.',
        details: { code: 'ITEM_LIMIT', limit: 1000 },
      });
    }
    const english = await share(full, analysisId, 'en').expect(409);
    expect(english.body.error.message).toBe('Limit of 1000 active report links reached. Revoke a link to create another.');
    const live = await listed(full);
    expect(live).toHaveLength(LIVE_SHARED_REPORTS_CAP);
    expect(live[0]!.id).toBe((answers.find((answer) => answer.status === 201)!.body as SharedReportView).id);
  });

  it('makes room when a link is revoked, and another workspace still shares', async () => {
    await share(other, completedAnalysis(other.workspaceId)).expect(201);
    const [newest] = await listed(full);
    await full.agent.delete(`/api/reports/shared/${newest!.id}`).expect(200);
    await share(full, analysisId).expect(201);
    await share(full, analysisId).expect(409);
  });
});
