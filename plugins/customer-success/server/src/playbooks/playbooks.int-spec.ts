import { JobQueue } from '@otimiza/sdk/server';
import { queryDatabase } from '@otimiza/sdk/testing';
import type { CustomerView, PlaybookExecutionList, PlaybookExecutionView, PlaybookList } from '@otimiza/plugin-customer-success-shared';
import { createTestUser, type TestUser } from '@otimiza/sdk/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisRecord, startCsApp, uniform, unreachableSite, until, type CsApp } from '../testing/cs-test-kit.js';
import { playbookRunJob } from './playbook-run.job.js';

const site = 'https://loja-aurora.example.com/';

describe('playbooks', () => {
  let app: CsApp;
  let agency: TestUser;
  let customer: CustomerView;

  beforeAll(async () => {
    app = await startCsApp();
    agency = await createTestUser(app.testApp, { plan: 'enterprise' });
    app.analyses.add(agency.workspaceId, analysisRecord(site, uniform(62), new Date(Date.now() - 5 * 86_400_000)));
    customer = (
      await agency.agent
        .post('/api/cs/customers')
        .send({ name: 'Loja Aurora', email: 'contato@loja-aurora.example.com', mrr: 800, sites: [site], csmUserId: agency.userId })
        .expect(201)
    ).body as CustomerView;
  });
  afterAll(async () => {
    await app?.testApp.close();
  });

  async function playbookNamed(name: string) {
    const { playbooks } = (await agency.agent.get('/api/cs/playbooks').set('Accept-Language', 'pt-BR').expect(200)).body as PlaybookList;
    const found = playbooks.find((playbook) => playbook.name === name);
    if (!found) throw new Error(`no playbook ${name}`);
    return found;
  }

  it('runs a playbook: its e-mail reaches the outbox, its task is created, the re-audit is queued and run, and the execution shows in its metrics', async () => {
    const playbook = await playbookNamed('Recuperação de cliente em risco');
    expect(playbook.actions.map((action) => action.type)).toEqual(['email', 'task', 'reaudit', 'nps-survey']);
    expect(playbook.metrics.executions).toBe(0);

    const started = (await agency.agent.post(`/api/cs/playbooks/${playbook.id}/execute`).send({ customerId: customer.customerId }).expect(202))
      .body as PlaybookExecutionView;
    expect(started.status).toBe('queued');
    const done = await until(async () => {
      const { executions } = (await agency.agent.get(`/api/cs/playbooks/${playbook.id}/executions`).expect(200)).body as PlaybookExecutionList;
      const execution = executions.find((entry) => entry.id === started.id);
      return execution && execution.status !== 'queued' && execution.status !== 'running' && execution.steps[2]!.status !== 'queued' ? execution : undefined;
    }, 'the execution to finish');
    expect(done.status).toBe('completed');
    expect(done.steps.map((step) => step.status)).toEqual(['done', 'done', 'done', 'done']);
    // Read in English, the built-in steps are named in English though the run was started in Portuguese.
    const inEnglish = (
      (await agency.agent.get(`/api/cs/playbooks/${playbook.id}/executions`).set('Accept-Language', 'en').expect(200)).body as PlaybookExecutionList
    ).executions.find((entry) => entry.id === started.id)!;
    expect(inEnglish.steps.map((step) => step.name)).toEqual([expect.any(String), 'Alignment meeting', 'New audit of the sites', 'NPS survey']);
    expect(inEnglish.steps[0]!.name).not.toBe(done.steps[0]!.name);

    const mails = await queryDatabase<{ subject: string; text_body: string; links: string[] }>(
      app.testApp.database.url,
      'select subject, text_body, links from core_mail_outbox where to_address = $1 order by created_at',
      ['contato@loja-aurora.example.com'],
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['Loja Aurora, podemos ajudar?', expect.stringContaining('sua opinião')]);
    expect(mails[0]!.text_body).toContain('Olá, Loja Aurora!');
    const surveyLink = mails[1]!.links[0]!;
    expect(surveyLink).toMatch(/^http:\/\/app\.otimiza\.test\/nps\/[A-Za-z0-9_-]+$/);

    const { body: tasks } = await agency.agent.get('/api/cs/tasks').expect(200);
    expect(tasks.tasks).toEqual([
      expect.objectContaining({ title: 'Reunião de alinhamento com Loja Aurora', kind: 'meeting', customerId: customer.customerId, executionId: started.id }),
    ]);

    // The re-audit ran through AnalysisPort in the agency's workspace: a second analysis of the site.
    const audits = (await app.analyses.listCompleted(agency.workspaceId, 10)).filter((analysis) => analysis.url === site);
    expect(audits).toHaveLength(2);

    // The survey link from the e-mail takes the client's answer once (answering again replaces it).
    const token = surveyLink.split('/nps/')[1]!;
    await request(app.testApp.server as never)
      .post(`/api/cs/public/surveys/${token}`)
      .send({ score: 9, csat: 5 })
      .expect(201);
    await request(app.testApp.server as never)
      .post(`/api/cs/public/surveys/${token}`)
      .send({ score: 10, csat: 5 })
      .expect(201);
    expect(
      (
        await request(app.testApp.server as never)
          .get(`/api/cs/public/surveys/${token}`)
          .expect(200)
      ).body,
    ).toEqual({ askedBy: expect.any(String), answered: true });
    const answers = await queryDatabase<{ nps_score: number }>(
      app.testApp.database.url,
      'select nps_score from customer_success_survey_response where customer_id = $1',
      [customer.customerId],
    );
    expect(answers).toEqual([{ nps_score: 10 }]);

    // A snapshot the day after, 12 points up: the execution counts as a success.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await queryDatabase(
      app.testApp.database.url,
      `insert into customer_success_health_snapshot (id, workspace_id, customer_id, day, taken_at, score, mrr_cents, factors) values (gen_random_uuid(), $1, $2, $3, now(), $4, 80000, '{}'::jsonb)`,
      [agency.workspaceId, customer.customerId, tomorrow, (done.healthBefore ?? 0) + 12],
    );
    const measured = await playbookNamed('Recuperação de cliente em risco');
    expect(measured.metrics).toMatchObject({ executions: 1, completionRate: 100, successRate: 100, avgImpactOnHealthScore: 12, measured: 1 });
    expect(measured.metrics.timeSaved).toBe(10 + 5 + 15 + 10);
  });

  it('keeps a run going while its re-audit is queued, then fails it when the re-audit cannot reach the site, and the completion rate counts it', async () => {
    const offline = (
      await agency.agent
        .post('/api/cs/customers')
        .send({ name: 'Oficina Fora do Ar', email: 'contato@oficina-fora-do-ar.example.com', sites: [unreachableSite('oficina-fora-do-ar')] })
        .expect(201)
    ).body as CustomerView;
    const playbook = (
      await agency.agent
        .post('/api/cs/playbooks')
        .send({
          name: 'Revisão com auditoria',
          actions: [
            { type: 'email', name: 'Aviso', subject: 'Vamos auditar seu site, {{cliente}}', body: 'Olá, {{cliente}}! Vamos auditar seu site de novo.' },
            { type: 'reaudit', name: 'Nova auditoria' },
          ],
        })
        .expect(201)
    ).body as PlaybookList['playbooks'][number];
    const executionOf = async (id: string) =>
      ((await agency.agent.get(`/api/cs/playbooks/${playbook.id}/executions`).expect(200)).body as PlaybookExecutionList).executions.find(
        (entry) => entry.id === id,
      );

    // The audit is held: the run writes its steps and ends while the re-audit has not answered.
    const release = app.analyses.holdAudits();
    const started = (await agency.agent.post(`/api/cs/playbooks/${playbook.id}/execute`).send({ customerId: offline.customerId }).expect(202))
      .body as PlaybookExecutionView;
    try {
      await app.testApp.app.get(JobQueue).waitForResult(playbookRunJob, `cs-playbook-${started.id}`, 20_000);
      const waiting = await executionOf(started.id);
      expect(waiting).toMatchObject({ status: 'running', completedAt: null });
      expect(waiting!.steps.map((step) => step.status)).toEqual(['done', 'queued']);
      expect((await playbookNamed('Revisão com auditoria')).metrics).toMatchObject({ executions: 1, completionRate: null });
    } finally {
      release();
    }

    const failed = await until(async () => {
      const execution = await executionOf(started.id);
      return execution && execution.status !== 'running' ? execution : undefined;
    }, 'the re-audit to answer');
    expect(failed.status).toBe('failed');
    expect(failed.completedAt).not.toBeNull();
    expect(failed.steps.map((step) => step.status)).toEqual(['done', 'failed']);
    expect(failed.steps[1]!.detail).toContain('0 de 1 site auditado de novo. Falhas: https://oficina-fora-do-ar.invalid/: Não foi possível acessar esta URL.');
    expect((await playbookNamed('Revisão com auditoria')).metrics).toMatchObject({ executions: 1, completionRate: 0 });
  });

  it('starts one run of a playbook for a client when 20 ask at once, and refuses another agency’s client as a missing one', async () => {
    const playbook = await playbookNamed('Pesquisa de satisfação');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => agency.agent.post(`/api/cs/playbooks/${playbook.id}/execute`).send({ customerId: customer.customerId })),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);

    const other = await createTestUser(app.testApp, { plan: 'enterprise' });
    const theirs = (await other.agent.post('/api/cs/customers').send({ name: 'Cliente de outra agência' }).expect(201)).body as CustomerView;
    const foreign = await agency.agent.post(`/api/cs/playbooks/${playbook.id}/execute`).send({ customerId: theirs.customerId });
    const missing = await agency.agent.post(`/api/cs/playbooks/${playbook.id}/execute`).send({ customerId: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);

    await agency.agent.patch(`/api/cs/playbooks/${playbook.id}`).send({ enabled: false }).expect(200);
    await agency.agent.post(`/api/cs/playbooks/${playbook.id}/execute`).send({ customerId: customer.customerId }).expect(409);
    await agency.agent.post(`/api/cs/playbooks/${playbook.id}/execute`).send({}).expect(400);
    await agency.agent
      .post(`/api/cs/playbooks/${playbook.id}/execute`)
      .set('Content-Type', 'text/plain')
      .send('customerId')
      .expect((response) => expect([400, 415]).toContain(response.status));
  });
});
