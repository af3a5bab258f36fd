import { SharedReportsPort } from '@otimiza/sdk/server';
import { queryDatabase } from '@otimiza/sdk/testing';
import request from 'supertest';
import type { CustomerList, CustomerView } from '@otimiza/plugin-customer-success-shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyWithClient, analysisRecord, startCsApp, uniform, until, type CsApp } from '../testing/cs-test-kit.js';
import { ADDRESS_ANSWERS_PER_HOUR, INVITATION_ANSWERS_PER_HOUR, SHARE_LINK_ANSWERS_PER_HOUR } from './survey-answer-limits.js';

let addresses = 0;
/** A client address of its own for each caller (the app trusts one proxy hop here), so one spec's answers do not use another's budget. */
const newAddress = () => `198.51.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const statusCounts = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/** NPS answers on share pages: one answer per invitation, caps per invitation, address and page, distinct respondents, grouped alerts. */
describe('NPS answers on share pages', () => {
  let app: CsApp;
  const http = () => request(app.testApp.server as never);

  beforeAll(async () => {
    app = await startCsApp({ reports: true, env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await app?.testApp.close();
  });

  /** An agency's client with a public share page of its site; `invitation()` opens the page as a visitor and answers its NPS link. */
  async function sharedClient(name: string) {
    const { testApp, analyses } = app;
    const { agency, clientId } = await agencyWithClient(testApp, name);
    const analysis = analyses.add(clientId, analysisRecord(`https://${clientId}.example.com/`, uniform(85), new Date()));
    const shared = await testApp.app
      .get(SharedReportsPort)
      .share(clientId, { analysisId: analysis.id, title: `Relatório ${name}`, description: '', isPublic: true });
    const token = shared.path.split('/r/')[1]!;
    const list = (await agency.agent.get('/api/cs/customers').expect(200)).body as CustomerList;
    const customerId = list.customers.find((customer) => customer.customerName === name)!.customerId;
    const invitation = async (): Promise<string> => {
      const page = await http().get(`/api/public/reports/${token}`).set('X-Forwarded-For', newAddress()).expect(200);
      const answerPath = (page.body as { satisfactionSurvey: { answerPath: string } | null }).satisfactionSurvey?.answerPath;
      if (!answerPath) throw new Error('the share page asked no NPS question');
      return answerPath;
    };
    const customer = async () => (await agency.agent.get(`/api/cs/customers/${customerId}`).expect(200)).body as CustomerView;
    const rows = () =>
      queryDatabase<{ nps_score: number }>(testApp.database.url, 'select nps_score from customer_success_survey_response where customer_id = $1', [customerId]);
    const detractorAlerts = () =>
      queryDatabase(testApp.database.url, "select id from customer_success_alert where customer_id = $1 and kind = 'detractor'", [customerId]);
    return { agency, customerId, invitation, customer, rows, detractorAlerts };
  }

  const answer = (answerPath: string, score: number, address = newAddress()) => http().post(answerPath).set('X-Forwarded-For', address).send({ score });

  it('counts 30 parallel answers through one invitation as one response, with one detractor alert and one notification', async () => {
    const client = await sharedClient('Floricultura Ipê');
    const answerPath = await client.invitation();
    const address = newAddress();
    const responses = await Promise.all(Array.from({ length: 30 }, (_, index) => answer(answerPath, index % 7, address)));
    expect(statusCounts(responses)).toEqual({ 201: INVITATION_ANSWERS_PER_HOUR, 429: 30 - INVITATION_ANSWERS_PER_HOUR });
    expect(responses.find((response) => response.status === 429)!.body.error).toMatchObject({
      type: 'RATE_LIMIT',
      message: 'Muitas respostas seguidas. Tente mais tarde.',
    });

    expect(await client.rows()).toHaveLength(1);
    expect(await client.detractorAlerts()).toHaveLength(1);
    const view = await client.customer();
    expect(view.factors.satisfaction.answers).toBe(1);
    expect(view.alerts.filter((alert) => alert.kind === 'detractor')).toHaveLength(1);
    // The one alert reaches the owner once (its notification is made from the event of the one alert row).
    const notifications = await until(async () => {
      const { body } = await client.agency.agent.get('/api/notifications').expect(200);
      const found = (body.notifications as { title: string }[]).filter((item) => item.title.includes('Floricultura Ipê'));
      return found.length ? found : undefined;
    }, 'the detractor notification');
    expect(notifications).toHaveLength(1);

    // The invitation has its answer; a new opening of the page is a new invitation, which has none.
    const token = answerPath.split('/').at(-1)!;
    expect((await http().get(`/api/cs/public/surveys/${token}`).expect(200)).body.answered).toBe(true);
    const next = (await client.invitation()).split('/').at(-1)!;
    expect(next).not.toBe(token);
    expect((await http().get(`/api/cs/public/surveys/${next}`).expect(200)).body.answered).toBe(false);
  });

  it('refuses answers from many invitations past the share page’s cap and past one address’s cap with 429', async () => {
    // One page, each invitation from its own address: the page takes 20 answers an hour.
    const page = await sharedClient('Papelaria Lápis');
    const invitations = await Promise.all(Array.from({ length: SHARE_LINK_ANSWERS_PER_HOUR + 5 }, () => page.invitation()));
    const onPage = await Promise.all(invitations.map((answerPath) => answer(answerPath, 9)));
    expect(statusCounts(onPage)).toEqual({ 201: SHARE_LINK_ANSWERS_PER_HOUR, 429: 5 });
    expect(onPage.find((response) => response.status === 429)!.body.error.message).toBe('Muitas respostas por este link. Tente mais tarde.');
    expect(await page.rows()).toHaveLength(SHARE_LINK_ANSWERS_PER_HOUR);

    // One address answering through many invitations, on pages of two clients: 10 answers an hour in all.
    const first = await sharedClient('Padaria Trigo');
    const second = await sharedClient('Açougue Boi');
    const address = newAddress();
    const paths = await Promise.all(Array.from({ length: ADDRESS_ANSWERS_PER_HOUR + 4 }, (_, index) => (index % 2 ? first : second).invitation()));
    const fromOne = await Promise.all(paths.map((answerPath) => answer(answerPath, 8, address)));
    expect(statusCounts(fromOne)).toEqual({ 201: ADDRESS_ANSWERS_PER_HOUR, 429: 4 });
    expect(fromOne.find((response) => response.status === 429)!.body.error.message).toBe('Muitas respostas a partir deste endereço. Tente mais tarde.');
    expect((await first.rows()).length + (await second.rows()).length).toBe(ADDRESS_ANSWERS_PER_HOUR);
  });

  it('groups the detractor answers of many respondents into the client’s one open alert', async () => {
    const client = await sharedClient('Oficina Motor');
    const paths = await Promise.all(Array.from({ length: 6 }, () => client.invitation()));
    const responses = await Promise.all(paths.map((answerPath, index) => answer(answerPath, index % 4)));
    expect(statusCounts(responses)).toEqual({ 201: 6 });
    expect(await client.rows()).toHaveLength(6);
    expect(await client.detractorAlerts()).toHaveLength(1);
    expect((await client.customer()).factors.satisfaction).toMatchObject({ answers: 6, nps: -100 });
  });

  it('computes the satisfaction from distinct respondents: a later answer through an invitation replaces its earlier one', async () => {
    const client = await sharedClient('Sorveteria Gelo');
    const ana = await client.invitation();
    const bruno = await client.invitation();
    for (const score of [0, 0, 6]) await answer(ana, score).expect(201);
    await answer(bruno, 10).expect(201);

    expect((await client.rows()).map((row) => row.nps_score).sort((a, b) => a - b)).toEqual([6, 10]);
    const { satisfaction } = (await client.customer()).factors;
    // Two respondents: a detractor (6) and a promoter (10); the mean answer is 8.
    expect(satisfaction).toMatchObject({ answers: 2, nps: 0, score: 80 });
    // Ana's three detractor answers opened one alert.
    expect(await client.detractorAlerts()).toHaveLength(1);
  });
});
