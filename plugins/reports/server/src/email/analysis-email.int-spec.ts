import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '@otimiza/sdk/server';
import { REPORT_EMAILS_PER_HOUR, type SendReportEmailResult } from '@otimiza/sdk/shared';
import {
  completedAnalysisRecord,
  createTestUser,
  eventually,
  InMemoryAnalyses,
  inMemoryAnalysesPlugin,
  pdfText,
  queryDatabase,
  startSendgridStub,
  type SendgridStubMail,
  type TestApp,
  type TestUser,
} from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import reportsPlugin from '../index.js';
import { metaDescriptionFix } from '../testing/applied-fix.fixture.js';

const analyses = new InMemoryAnalyses();

function addAnalysis(workspaceId: string, url: string): AnalysisRecord {
  return analyses.add(
    workspaceId,
    completedAnalysisRecord(url, {
      createdAt: '2026-11-20T13:00:00.000Z',
      completedAt: '2026-11-20T13:01:00.000Z',
      scores: { performance: 58, accessibility: 86, seo: 93, bestPractices: 100 },
      appliedFixes: [metaDescriptionFix],
      verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
    }),
  );
}

/**
 * 'Enviar por e-mail' of an analysis (premium 'send e-mail') through the real app and
 * the SendGrid client against its loopback stub: each recipient gets the branded message with the
 * PDF attached, in the sender's language; bad input, another plan, another workspace and the
 * workspace's hourly limit (under 20 simultaneous requests) are refused; each send is counted in
 * the notification analytics.
 */
describe('POST /api/reports/analyses/:id/send-email', () => {
  const apiKey = 'SG.report-email-key';
  let sendgrid: Awaited<ReturnType<typeof startSendgridStub>>;
  let testApp: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    sendgrid = await startSendgridStub(apiKey);
    testApp = await createTestApp({
      plugins: [inMemoryAnalysesPlugin(analyses), reportsPlugin, ...(await installedPlugins('notifications'))],
      env: { SENDGRID_API_KEY: apiKey, SENDGRID_BASE_URL: sendgrid.url },
    });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(async () => {
    await testApp?.close();
    await sendgrid?.close();
  });

  const path = (id: string) => `/api/reports/analyses/${id}/send-email`;
  const mailTo = (address: string) => eventually(() => sendgrid.received.find((mail) => mail.body.personalizations[0]?.to[0]?.email === address), address);

  async function attachedPdf(mail: SendgridStubMail): Promise<{ text: string; filename: string }> {
    const [attachment] = mail.body.attachments ?? [];
    expect(attachment?.type).toBe('application/pdf');
    const bytes = Buffer.from(attachment!.content, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return { text: await pdfText(bytes), filename: attachment!.filename };
  }

  it('e-mails the PDF report to each recipient (deduplicated, lower case), with the note, in Portuguese', async () => {
    const analysis = addAnalysis(owner.workspaceId, 'https://padaria-exemplo.com.br/');
    const sent = await owner.agent
      .post(path(analysis.id))
      .send({ recipients: [' Dono@Padaria.com.br ', 'dono@padaria.com.br', 'socia@padaria.com.br'], message: 'Olá! Veja o relatório desta semana.' })
      .expect(200);
    expect(sent.body as SendReportEmailResult).toEqual({
      recipients: ['dono@padaria.com.br', 'socia@padaria.com.br'],
      remainingThisHour: REPORT_EMAILS_PER_HOUR - 1,
    });
    for (const address of ['dono@padaria.com.br', 'socia@padaria.com.br']) {
      const mail = await mailTo(address);
      expect(mail.body.subject).toBe('Relatório: https://padaria-exemplo.com.br/ — Otimiza');
      expect(mail.body.from).toMatchObject({ email: 'nao-responda@otimiza.com.br', name: 'Otimiza' });
      const text = mail.body.content.find((part) => part.type === 'text/plain')!.value;
      expect(text).toContain('Olá! Veja o relatório desta semana.');
      expect(text).toContain('Segue em anexo o relatório de https://padaria-exemplo.com.br/, em PDF.');
      const pdf = await attachedPdf(mail);
      expect(pdf.text).toContain('padaria-exemplo.com.br');
      expect(pdf.text).toContain('Acessibilidade');
    }
    expect(sendgrid.received.filter((mail) => mail.body.personalizations[0]?.to[0]?.email === 'dono@padaria.com.br')).toHaveLength(1);
  });

  it('writes the e-mail and its PDF in English for an English request', async () => {
    const analysis = addAnalysis(owner.workspaceId, 'https://bakery-example.com/');
    await owner.agent
      .post(path(analysis.id))
      .set('Accept-Language', 'en')
      .send({ recipients: ['owner@bakery-example.com'] })
      .expect(200);
    const mail = await mailTo('owner@bakery-example.com');
    expect(mail.body.subject).toBe('Report: https://bakery-example.com/ — Otimiza');
    expect(mail.body.content.find((part) => part.type === 'text/plain')!.value).toContain('Attached is the report of https://bakery-example.com/, as a PDF.');
    expect((await attachedPdf(mail)).text).toContain('Accessibility');
  });

  it('refuses bad input in the request’s language and sends nothing', async () => {
    const analysis = addAnalysis(owner.workspaceId, 'https://padaria-exemplo.com.br/contato');
    const before = sendgrid.received.length;
    const cases: [unknown, string, string][] = [
      [{ recipients: [] }, 'Informe pelo menos um destinatário.', 'Enter at least one recipient.'],
      [{}, 'Informe pelo menos um destinatário.', 'Enter at least one recipient.'],
      [{ recipients: ['ninguem'] }, 'E-mail de destinatário inválido.', 'Invalid recipient e-mail.'],
      [
        { recipients: Array.from({ length: 11 }, (_, index) => `pessoa${index}@exemplo.com`) },
        'No máximo 10 destinatários por envio.',
        'At most 10 recipients per send.',
      ],
      [
        { recipients: ['a@exemplo.com'], message: 'x'.repeat(1001) },
        'A mensagem pode ter no máximo 1000 caracteres.',
        'The message can have at most 1000 characters.',
      ],
    ];
    for (const [body, pt, en] of cases) {
      const portuguese = await owner.agent
        .post(path(analysis.id))
        .send(body as object)
        .expect(400);
      expect(portuguese.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: pt });
      const english = await owner.agent
        .post(path(analysis.id))
        .set('Accept-Language', 'en')
        .send(body as object)
        .expect(400);
      expect(english.body.error.message).toBe(en);
    }
    // Eleven addresses that are one address once deduplicated are one recipient.
    await owner.agent
      .post(path(analysis.id))
      .send({ recipients: Array.from({ length: 11 }, () => 'Repetido@Exemplo.com') })
      .expect(200);
    await mailTo('repetido@exemplo.com');
    expect(sendgrid.received.length).toBe(before + 1);
  });

  it('is refused on plans without send e-mail (402) and for another workspace’s analysis (404)', async () => {
    const analysis = addAnalysis(owner.workspaceId, 'https://padaria-exemplo.com.br/sobre');
    for (const plan of ['free', 'lite'] as const) {
      const user = await createTestUser(testApp, { plan });
      const own = addAnalysis(user.workspaceId, 'https://loja-exemplo.com.br/');
      const refused = await user.agent
        .post(path(own.id))
        .send({ recipients: ['a@exemplo.com'] })
        .expect(402);
      expect(refused.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: 'sendEmail', plan } });
    }
    const stranger = await createTestUser(testApp, { plan: 'pro' });
    const notFound = await stranger.agent
      .post(path(analysis.id))
      .send({ recipients: ['intruso@exemplo.com'] })
      .expect(404);
    expect(notFound.body.error).toMatchObject({ type: 'NOT_FOUND', message: 'Análise não encontrada.' });
    await owner.agent
      .post(path(randomUUID()))
      .send({ recipients: ['a@exemplo.com'] })
      .expect(404);
  });

  it(`holds the workspace to ${REPORT_EMAILS_PER_HOUR} sends an hour under 20 simultaneous requests, with Retry-After, in pt and en`, async () => {
    const sender = await createTestUser(testApp, { plan: 'pro' });
    const analysis = addAnalysis(sender.workspaceId, 'https://floricultura-exemplo.com.br/');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        sender.agent
          .post(path(analysis.id))
          .set('Accept-Language', index % 2 ? 'en' : 'pt')
          .send({ recipients: [`cliente${index}@floricultura.com.br`] }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(REPORT_EMAILS_PER_HOUR);
    expect(refused).toHaveLength(20 - REPORT_EMAILS_PER_HOUR);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.body.error.type).toBe('RATE_LIMIT');
      expect(answer.body.error.message).toMatch(
        answer.request.getHeader('Accept-Language') === 'en'
          ? /^E-mail send limit reached: up to 10 an hour in this workspace\. Try again in \d+ min\.$/
          : /^Limite de envios por e-mail atingido: até 10 por hora neste espaço de trabalho\. Tente novamente em \d+ min\.$/,
      );
    }
    // Another workspace has its own hour.
    const other = await createTestUser(testApp, { plan: 'pro' });
    await other.agent
      .post(path(addAnalysis(other.workspaceId, 'https://outra-exemplo.com.br/').id))
      .send({ recipients: ['a@outra.com.br'] })
      .expect(200);
  });

  it('counts each recipient of a send as an e-mail sent in the notification analytics', async () => {
    const sender = await createTestUser(testApp, { plan: 'enterprise' });
    const analysis = addAnalysis(sender.workspaceId, 'https://oficina-exemplo.com.br/');
    await sender.agent
      .post(path(analysis.id))
      .send({ recipients: ['a@oficina.com.br', 'b@oficina.com.br', 'c@oficina.com.br'] })
      .expect(200);
    const rowsOf = () =>
      queryDatabase<{ kind: string; channel: string; status: string; user_id: string; user_role: string }>(
        testApp.database.url,
        'select kind, channel, status, user_id, user_role from notifications_delivery where workspace_id = $1',
        [sender.workspaceId],
      );
    // The record is written by the notifications plugin's subscriber, a job of its own.
    await expect.poll(async () => (await rowsOf()).length, { timeout: 20_000, interval: 100 }).toBe(3);
    const rows = await rowsOf();
    expect(rows).toEqual(
      Array.from({ length: 3 }, () => ({ kind: 'report_email_analysis', channel: 'email', status: 'sent', user_id: sender.userId, user_role: 'owner' })),
    );
    const analytics = (await sender.agent.get('/api/notifications/analytics').expect(200)).body as {
      byType: Record<string, { sent: number }>;
      byChannel: Record<string, { sent: number }>;
    };
    expect(analytics.byType['report_email_analysis']).toMatchObject({ sent: 3 });
    expect(analytics.byChannel['email']).toMatchObject({ sent: 3 });
  });
});
