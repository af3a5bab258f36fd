import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, type AnalysisRecord } from '@otimiza/sdk/server';
import { completedAnalysisRecord, createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase } from '@otimiza/sdk/testing';
import type { TestApp, TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { TemplateInput, TemplateList, TemplatePreview, TemplateView } from '@otimiza/plugin-notifications-shared';
import notificationsPlugin from '../index.js';
import { DeliverySchema, type DeliveryStatus } from '../data/delivery.entity.js';

const analyses = new InMemoryAnalyses();

function storedAnalysis(workspaceId: string, url: string, performance: number, createdAt: Date): AnalysisRecord {
  return analyses.add(workspaceId, completedAnalysisRecord(url, { at: createdAt, scores: { performance, accessibility: 90, seo: 90, bestPractices: 90 } }));
}

const template = (overrides: Partial<TemplateInput> = {}): TemplateInput => ({
  name: 'Alerta de desempenho',
  category: 'Technical',
  subject: 'Olá {{userName}}: {{siteUrl}} caiu para {{score}}',
  body: 'A pontuação de {{scoreName}} foi de {{previousScore}} para {{score}} em {{date}}. Veja: {{actionUrl}}',
  isActive: true,
  ...overrides,
});

describe('/api/notifications/templates', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(analyses), notificationsPlugin] });
  });
  afterAll(() => testApp?.close());

  const enterprise = () => createTestUser(testApp, { plan: 'enterprise' });
  const created = async (user: TestUser, input: TemplateInput = template()) =>
    (await user.agent.post('/api/notifications/templates').send(input).expect(201)).body as TemplateView;
  const listed = async (user: TestUser, query = '') =>
    ((await user.agent.get(`/api/notifications/templates${query}`).expect(200)).body as TemplateList).templates;

  it('stores a template with the variables it uses, filters by category, changes and deletes it', async () => {
    const user = await enterprise();
    const technical = await created(user);
    expect(technical).toMatchObject({
      name: 'Alerta de desempenho',
      category: 'Technical',
      isActive: true,
      variables: ['userName', 'siteUrl', 'score', 'scoreName', 'previousScore', 'date', 'actionUrl'],
      usage: { sent: 0, delivered: 0, opened: 0, clicked: 0, conversionRate: null },
    });
    const marketing = await created(
      user,
      template({ name: 'Novidades', category: 'Marketing', subject: 'Novidades para {{workspaceName}}', body: 'Sem variáveis no texto.' }),
    );
    expect(marketing.variables).toEqual(['workspaceName']);
    expect((await listed(user)).map((each) => each.id)).toEqual([marketing.id, technical.id]);
    expect((await listed(user, '?category=Marketing')).map((each) => each.id)).toEqual([marketing.id]);
    await user.agent.get('/api/notifications/templates?category=Outro').expect(400);

    const changed = (
      await user.agent
        .put(`/api/notifications/templates/${technical.id}`)
        .send(template({ subject: 'Relatório de {{ siteUrl }}', body: 'Texto' }))
        .expect(200)
    ).body as TemplateView;
    expect(changed.variables).toEqual(['siteUrl']);
    await user.agent.delete(`/api/notifications/templates/${marketing.id}`).expect(200, { success: true });
    await user.agent.delete(`/api/notifications/templates/${marketing.id}`).expect(404);
    expect((await listed(user)).map((each) => each.id)).toEqual([technical.id]);
  });

  it('refuses an unknown variable with 400 naming it, in both languages, and writes nothing', async () => {
    const user = await enterprise();
    const answer = await user.agent
      .post('/api/notifications/templates')
      .send(template({ body: 'Ganhe {{discount}} de desconto em {{siteUrl}} até {{deadline}}' }))
      .expect(400);
    expect(answer.body.error.type).toBe('VALIDATION_ERROR');
    expect(answer.body.error.message).toMatch(/^Variáveis desconhecidas: \{\{discount\}\}, \{\{deadline\}\}\. Use apenas \{\{siteUrl\}\}, /);
    expect(answer.body.error.details).toMatchObject({ unknownVariables: ['discount', 'deadline'], paths: ['body'] });
    const english = await user.agent
      .post('/api/notifications/templates')
      .set('Accept-Language', 'en')
      .send(template({ subject: 'Oi {{nome}}' }))
      .expect(400);
    expect(english.body.error.message).toMatch(/^Unknown variable: \{\{nome\}\}\. Use only /);
    expect(await listed(user)).toEqual([]);

    const stored = await created(user);
    await user.agent
      .put(`/api/notifications/templates/${stored.id}`)
      .send(template({ subject: '{{}} vazio' }))
      .expect(400);
    expect(await listed(user)).toEqual([stored]);
  });

  it('previews with the workspace’s latest analysis, the member’s name and today; given values win, others are missing', async () => {
    const user = await enterprise();
    const url = 'https://padaria-exemplo.com.br/';
    // The store lists in insertion order: the latest first.
    storedAnalysis(user.workspaceId, url, 62, new Date(Date.now() - 3_600_000));
    storedAnalysis(user.workspaceId, url, 81, new Date(Date.now() - 5 * 86_400_000));
    const stored = await created(user);

    const preview = (
      await user.agent
        .post(`/api/notifications/templates/${stored.id}/preview`)
        .send({ values: { actionUrl: 'https://app.exemplo/relatorio' } })
        .expect(200)
    ).body as TemplatePreview;
    expect(preview.subject).toBe(`Olá Teste: ${url} caiu para 62`);
    expect(preview.body).toMatch(/^A pontuação de Desempenho foi de 81 para 62 em \d{2}\/\d{2}\/\d{4}\. Veja: https:\/\/app\.exemplo\/relatorio$/);
    expect(preview.values.siteUrl).toEqual({ value: url, source: 'workspace' });
    expect(preview.values.previousScore).toEqual({ value: '81', source: 'workspace' });
    expect(preview.values.userName).toEqual({ value: 'Teste', source: 'workspace' });
    expect(preview.values.actionUrl).toEqual({ value: 'https://app.exemplo/relatorio', source: 'given' });
    expect(preview.values.title).toEqual({ value: '', source: 'missing' });

    const english = (
      await user.agent
        .post(`/api/notifications/templates/${stored.id}/preview`)
        .set('Accept-Language', 'en')
        .send({ values: { score: '99' } })
        .expect(200)
    ).body as TemplatePreview;
    expect(english.subject).toBe(`Olá Teste: ${url} caiu para 99`);
    expect(english.values.scoreName).toEqual({ value: 'Performance', source: 'workspace' });
    expect(english.values.actionUrl).toEqual({ value: '', source: 'missing' });

    // A workspace without analyses: the analysis values are missing, not invented.
    const fresh = await enterprise();
    const own = await created(fresh);
    const empty = (await fresh.agent.post(`/api/notifications/templates/${own.id}/preview`).send({}).expect(200)).body as TemplatePreview;
    expect(empty.subject).toBe('Olá Teste:  caiu para ');
    expect([empty.values.siteUrl.source, empty.values.score.source, empty.values.workspaceName.source]).toEqual(['missing', 'missing', 'workspace']);
    await fresh.agent
      .post(`/api/notifications/templates/${own.id}/preview`)
      .send({ values: { discount: '10%' } })
      .expect(400);
    // Another workspace's template is missing here.
    await fresh.agent.post(`/api/notifications/templates/${stored.id}/preview`).send({}).expect(404);
  });

  it('counts its usage from the delivery records', async () => {
    const user = await enterprise();
    const stored = await created(user);
    const other = await created(user, template({ name: 'Outro' }));
    const em = forWorkspace(testApp.app.get(EntityManager), user.workspaceId);
    const now = new Date();
    const delivery = (status: DeliveryStatus, marks: { opened?: boolean; clicked?: boolean; converted?: boolean } = {}, templateId = stored.id) =>
      em.create(DeliverySchema, {
        workspace: user.workspaceId,
        user: user.userId,
        notification: null,
        campaign: null,
        template: templateId,
        kind: 'marketing_update',
        channel: 'email',
        status,
        heldUntil: null,
        heldFor: null,
        userRole: 'owner',
        sentAt: status === 'sent' || status === 'delivered' ? now : null,
        deliveredAt: status === 'delivered' ? now : null,
        openedAt: marks.opened ? now : null,
        clickedAt: marks.clicked ? now : null,
        convertedAt: marks.converted ? now : null,
        error: null,
      });
    delivery('sent', { opened: true, clicked: true, converted: true });
    delivery('sent', { opened: true, clicked: true });
    delivery('sent', { opened: true });
    delivery('delivered');
    delivery('sent');
    delivery('failed');
    delivery('queued');
    delivery('sent', { opened: true }, other.id);
    await em.flush();

    const [usage] = (await listed(user)).filter((each) => each.id === stored.id).map((each) => each.usage);
    expect(usage).toEqual({ sent: 5, delivered: 4, opened: 3, clicked: 2, conversionRate: 50 });
    expect((await listed(user)).find((each) => each.id === other.id)!.usage).toEqual({ sent: 1, delivered: 1, opened: 1, clicked: 0, conversionRate: null });
  });

  it('keeps writes to owners and admins (403 for a member)', async () => {
    const owner = await enterprise();
    const stored = await created(owner);
    const member = await enterprise();
    await queryDatabase(testApp.database.url, `insert into core_membership (workspace_id, user_id, role) values ($1, $2, 'member')`, [
      owner.workspaceId,
      member.userId,
    ]);
    await member.agent.post('/api/workspace/switch').send({ workspaceId: owner.workspaceId }).expect(200);
    expect((await listed(member)).map((each) => each.id)).toEqual([stored.id]);
    await member.agent.post('/api/notifications/templates').send(template()).expect(403);
    await member.agent
      .put(`/api/notifications/templates/${stored.id}`)
      .send(template({ name: 'Outro' }))
      .expect(403);
    await member.agent.delete(`/api/notifications/templates/${stored.id}`).expect(403);
    await member.agent.post(`/api/notifications/templates/${stored.id}/preview`).send({}).expect(200);
  });
});
