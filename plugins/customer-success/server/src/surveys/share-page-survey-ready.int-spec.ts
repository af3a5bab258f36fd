import { SharedReportsPort } from '@otimiza/sdk/server';
import { queryDatabase } from '@otimiza/sdk/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyWithClient, analysisRecord, startCsApp, uniform, type CsApp } from '../testing/cs-test-kit.js';

/** Issue 37, point 8: the NPS question is on a client's share page although nobody of the agency ever opened Customer Success. */
describe('the NPS question on a share page made before Customer Success was opened', () => {
  let app: CsApp;
  const http = () => request(app.testApp.server as never);

  beforeAll(async () => {
    app = await startCsApp({ reports: true });
  });
  afterAll(async () => {
    await app?.testApp.close();
  });

  it('asks it on the first openings of the page (10 at once), for one customer made for the client', async () => {
    const { testApp, analyses } = app;
    const { agency, clientId } = await agencyWithClient(testApp, 'Livraria Sabiá');
    const analysis = analyses.add(clientId, analysisRecord(`https://${clientId}.example.com/`, uniform(80), new Date()));
    const shared = await testApp.app
      .get(SharedReportsPort)
      .share(clientId, { analysisId: analysis.id, title: 'Relatório Sabiá', description: '', isPublic: true });
    const token = shared.path.split('/r/')[1]!;
    const customers = () =>
      queryDatabase<{ id: string }>(testApp.database.url, 'select id from customer_success_customer where workspace_id = $1 and client_workspace_id = $2', [
        agency.workspaceId,
        clientId,
      ]);

    const pages = await Promise.all(Array.from({ length: 10 }, () => http().get(`/api/public/reports/${token}`).expect(200)));
    for (const page of pages) expect(page.body.satisfactionSurvey?.answerPath).toMatch(/^\/api\/cs\/public\/surveys\//);
    expect(await customers()).toHaveLength(1);

    const answerPath = pages[0]!.body.satisfactionSurvey.answerPath as string;
    await http().post(answerPath).send({ score: 9 }).expect(201);
  });
});
