import { MetricStorePort, SharedReportsPort } from '@otimiza/sdk/server';
import { SatisfactionSurveysPort } from '@otimiza/plugin-customer-success-contract';
import { queryDatabase, type TestUser } from '@otimiza/sdk/testing';
import request from 'supertest';
import type { CustomerList, CustomerView } from '@otimiza/plugin-customer-success-shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyWithClient, analysisRecord, startCsApp, uniform, until, type CsApp } from '../testing/cs-test-kit.js';
import { HealthScheduler } from './health-scheduler.js';

const DAY = 86_400_000;
/** The first snapshot's moment: noon UTC, two days ago. */
const t0 = new Date(Math.floor(Date.now() / DAY) * DAY - 2 * DAY + 12 * 3_600_000);
const t1 = new Date(t0.getTime() + DAY);
const day = (at: Date) => at.toISOString().slice(0, 10);

describe('customer health', () => {
  let app: CsApp;

  beforeAll(async () => {
    app = await startCsApp({ reports: true });
  });
  afterAll(async () => {
    await app?.testApp.close();
  });

  async function customerOf(agent: TestUser['agent'], name: string): Promise<CustomerView> {
    const list = (await agent.get('/api/cs/customers').expect(200)).body as CustomerList;
    const found = list.customers.find((customer) => customer.customerName === name);
    if (!found) throw new Error(`${name} is not a customer`);
    return found;
  }

  it('moves a client whose sites drop and who stops opening reports from green to a lower band within one daily snapshot, with an alert naming the factors', async () => {
    const { testApp, analyses } = app;
    const { agency, clientId } = await agencyWithClient(testApp, 'Doceria Bella');
    const site = 'https://doceria-bella.example.com/';
    analyses.add(clientId, analysisRecord(site, uniform(95), new Date(t0.getTime() - 10 * DAY)));
    // Its reports were opened, the last time 29.5 days before the first snapshot.
    await testApp.app
      .get(MetricStorePort)
      .record([
        { workspaceId: clientId, metric: 'share.views', value: 5, dimension: '', at: new Date(t0.getTime() - 29.5 * DAY), sourceKey: `spec-views:${clientId}` },
      ]);
    const first = await customerOf(agency.agent, 'Doceria Bella');
    await agency.agent.put(`/api/cs/customers/${first.customerId}`).send({ mrr: 1500, email: 'contato@doceria-bella.example.com' }).expect(200);

    const scheduler = testApp.app.get(HealthScheduler);
    expect(await scheduler.tick(t0)).toContain(agency.workspaceId);
    const [before] = await until(async () => {
      const rows = await queryDatabase<{ score: number; factors: { engagement: { reportViews: number } } }>(
        testApp.database.url,
        'select score, factors from customer_success_health_snapshot where customer_id = $1 and day = $2',
        [first.customerId, day(t0)],
      );
      return rows.length ? rows : undefined;
    }, 'first snapshot');
    expect(before!.score).toBeGreaterThanOrEqual(80);
    expect(before!.factors.engagement.reportViews).toBe(5);

    // The next day: a new audit scores 40, and no report was opened for 30 days.
    analyses.add(clientId, analysisRecord(site, uniform(40), new Date(t0.getTime() + 6 * 3_600_000)));
    expect(await scheduler.tick(t1)).toContain(agency.workspaceId);
    expect(await scheduler.tick(t1)).not.toContain(agency.workspaceId);
    const [snapshot] = await until(async () => {
      const rows = await queryDatabase<{ score: number; risk_level: string }>(
        testApp.database.url,
        'select score, risk_level from customer_success_health_snapshot where customer_id = $1 and day = $2',
        [first.customerId, day(t1)],
      );
      return rows.length ? rows : undefined;
    }, 'second snapshot');
    expect(snapshot!.score).toBeLessThan(60);

    // The snapshot's job opens its alerts after it stores the snapshot, one after another: wait for the second.
    const after = await until(async () => {
      const view = (await agency.agent.get(`/api/cs/customers/${first.customerId}`).expect(200)).body as CustomerView;
      return view.alerts.some((alert) => alert.kind === 'failing-site') ? view : undefined;
    }, 'the failing-site alert');
    expect(after.healthBand).not.toBe('green');
    expect(after.factors.engagement.score).toBe(0);
    expect(after.factors.product.failingSites).toBe(1);
    // Without the site-audit plugin: one page's audit, said so, and nothing about site audits.
    expect(after.factors.product.explanation).toMatch(/^1 site auditado \(uma página\): média 40,/);
    expect(after).not.toHaveProperty('siteAudits');
    expect(after.alerts.map((alert) => alert.kind)).toEqual(expect.arrayContaining(['score-drop', 'failing-site']));

    const notification = await until(async () => {
      const { body } = await agency.agent.get('/api/notifications').expect(200);
      return (body.notifications as { title: string; message: string }[]).find((item) => item.title.includes('Doceria Bella') && item.title.includes('caiu'));
    }, 'the score-drop notification');
    // Only the factors that fell: the value (MRR, the agency's only client) and the satisfaction (never answered) did not.
    expect(notification.message).toMatch(/^Fatores em queda: .*Engajamento \d+ → 0/);
    expect(notification.message).toContain('Produto');
    expect(notification.message).not.toContain('Valor');
    expect(notification.message).not.toContain('Satisfação');
  });

  it('changes the satisfaction factor with an NPS answer given on a share page, and keeps no address of who answered', async () => {
    const { testApp, analyses } = app;
    const { agency, clientId } = await agencyWithClient(testApp, 'Padaria Pão Quente');
    const customer = await customerOf(agency.agent, 'Padaria Pão Quente');
    expect(customer.factors.satisfaction.score).toBeNull();

    // The client's report shared from its workspace (as its people or the agency share it), opened by a visitor.
    const analysis = analyses.add(clientId, analysisRecord('https://padaria.example.com/', uniform(88), new Date()));
    const shared = await testApp.app
      .get(SharedReportsPort)
      .share(clientId, { analysisId: analysis.id, title: 'Relatório da padaria', description: '', isPublic: true });
    const token = shared.path.split('/r/')[1]!;
    const page = (
      await request(testApp.server as never)
        .get(`/api/public/reports/${token}`)
        .expect(200)
    ).body as { satisfactionSurvey: { answerPath: string } | null };
    const answerPath = page.satisfactionSurvey?.answerPath;
    expect(answerPath).toMatch(/^\/api\/cs\/public\/surveys\/[A-Za-z0-9_-]+$/);

    const answered = await request(testApp.server as never)
      .post(answerPath!)
      .send({ score: 3, comment: 'Demorou para responder' })
      .expect(201);
    expect(answered.headers['set-cookie']).toBeUndefined();
    const after = (await agency.agent.get(`/api/cs/customers/${customer.customerId}`).expect(200)).body as CustomerView;
    expect(after.factors.satisfaction.score).toBe(30);
    expect(after.factors.satisfaction.nps).toBe(-100);
    expect(after.alerts.map((alert) => alert.kind)).toContain('detractor');
    const stored = await queryDatabase<Record<string, unknown>>(testApp.database.url, 'select * from customer_success_survey_response where customer_id = $1', [
      customer.customerId,
    ]);
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0]!).some((column) => /ip|address|agent|cookie/i.test(column))).toBe(false);
    const link = { answerPath: answerPath! };

    // A bad token is a missing survey; bodies that are not the answer are refused and write nothing.
    await request(testApp.server as never)
      .post('/api/cs/public/surveys/' + 'A'.repeat(80))
      .send({ score: 9 })
      .expect(404);
    await request(testApp.server as never)
      .post(link!.answerPath)
      .send({ score: 11 })
      .expect(400);
    await request(testApp.server as never)
      .post(link!.answerPath)
      .set('Content-Type', 'text/plain')
      .send('score=9')
      .expect((response) => expect([400, 415]).toContain(response.status));
    await request(testApp.server as never)
      .post(link!.answerPath)
      .send({ score: 9, comment: 'ok\u0000' })
      .expect(400);
    expect(
      await queryDatabase(testApp.database.url, 'select 1 from customer_success_survey_response where customer_id = $1', [customer.customerId]),
    ).toHaveLength(1);

    // A workspace no agency follows with customer success asks nothing.
    const other = await agencyWithClient(testApp, 'Outra agência');
    expect(await testApp.app.get(SatisfactionSurveysPort).surveyFor(other.agency.workspaceId, { source: 'share-page', key: 'x' })).toBeNull();
  });

  it('puts a one-answer NPS link for each recipient in the recurring report e-mails of a client', async () => {
    const { testApp, analyses } = app;
    const { agency } = await agencyWithClient(testApp, 'Agência Sol');
    const site = 'https://oficina-sol.example.com/';
    analyses.add(agency.workspaceId, analysisRecord(site, uniform(75), new Date()));
    await agency.agent
      .post('/api/cs/customers')
      .send({ name: 'Oficina Sol', email: 'dono@oficina-sol.example.com', sites: [site] })
      .expect(201);
    const report = (
      await agency.agent
        .post('/api/enterprise/recurring-reports')
        .send({ name: 'Mensal da oficina', urls: [site], recipients: ['dono@oficina-sol.example.com'] })
        .expect(201)
    ).body as { id: string };
    await agency.agent.post(`/api/recurring-reports/${report.id}/run`).expect(202);
    const [mail] = await until(async () => {
      const rows = await queryDatabase<{ text_body: string; links: string[] }>(
        testApp.database.url,
        'select text_body, links from core_mail_outbox where to_address = $1',
        ['dono@oficina-sol.example.com'],
      );
      return rows.length ? rows : undefined;
    }, 'the recurring e-mail');
    const survey = mail!.links.find((link) => link.includes('/nps/'));
    expect(survey).toMatch(/^http:\/\/app\.otimiza\.test\/nps\/[A-Za-z0-9_-]+$/);
    expect(mail!.text_body).toContain('De 0 a 10');
    const token = survey!.split('/nps/')[1]!;
    await request(testApp.server as never)
      .post(`/api/cs/public/surveys/${token}`)
      .send({ score: 10, csat: 5 })
      .expect(201);
    const { body } = await request(testApp.server as never)
      .get(`/api/cs/public/surveys/${token}`)
      .expect(200);
    expect(body).toEqual({ askedBy: expect.any(String), answered: true });
  });
});
