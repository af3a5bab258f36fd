import { SharedReportsPort } from '@otimiza/sdk/server';
import { queryDatabase } from '@otimiza/sdk/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyWithClient, analysisRecord, startCsApp, uniform, type CsApp } from '../testing/cs-test-kit.js';

/** The NPS question is on a client's share page although nobody of the agency ever opened Customer Success. */
describe('the NPS question on a share page made before Customer Success was opened', () => {
  let app: CsApp;
  const http = () => request(app.testApp.server as never);

  beforeAll(async () => {
    app = await startCsApp({ reports: true });
  });
  afterAll(async () => {
    await app?.testApp.close();
  });

  it('makes it ready with the link, before any opening, and asks it on the first openings (10 at once), each its own invitation', async () => {
    const { testApp, analyses } = app;
    const { agency, clientId } = await agencyWithClient(testApp, 'Livraria Sabiá');
    const analysis = analyses.add(clientId, analysisRecord(`https://${clientId}.example.com/`, uniform(80), new Date()));
    const customers = () =>
      queryDatabase<{ id: string }>(testApp.database.url, 'select id from customer_success_customer where workspace_id = $1 and client_workspace_id = $2', [
        agency.workspaceId,
        clientId,
      ]);
    expect(await customers()).toHaveLength(0);
    const shared = await testApp.app
      .get(SharedReportsPort)
      .share(clientId, { analysisId: analysis.id, title: 'Relatório Sabiá', description: '', isPublic: true });
    const token = shared.path.split('/r/')[1]!;

    // Ready when the link is made: the client's customer exists before anyone opened the page.
    expect(await customers()).toHaveLength(1);

    const pages = await Promise.all(Array.from({ length: 10 }, () => http().get(`/api/public/reports/${token}`).expect(200)));
    for (const page of pages) expect(page.body.satisfactionSurvey?.answerPath).toMatch(/^\/api\/cs\/public\/surveys\//);
    expect(await customers()).toHaveLength(1);

    // Each opening is one invitation, which keeps one answer: answering again replaces it.
    const answerPaths = pages.map((page) => page.body.satisfactionSurvey.answerPath as string);
    expect(new Set(answerPaths).size).toBe(10);
    await http().post(answerPaths[0]!).send({ score: 9 }).expect(201);
    await http().post(answerPaths[0]!).send({ score: 6 }).expect(201);
    await http().post(answerPaths[1]!).send({ score: 10 }).expect(201);
    const answers = await queryDatabase<{ nps_score: number }>(
      testApp.database.url,
      'select nps_score from customer_success_survey_response where workspace_id = $1 order by nps_score',
      [agency.workspaceId],
    );
    expect(answers.map((answer) => answer.nps_score)).toEqual([6, 10]);
  });
});
