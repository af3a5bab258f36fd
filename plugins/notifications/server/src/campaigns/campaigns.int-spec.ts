import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { completedAnalysisRecord, createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase } from '@otimiza/sdk/testing';
import type { TestApp, TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { CampaignInput, CampaignList, CampaignView, TemplateView } from '@otimiza/plugin-notifications-shared';
import notificationsPlugin from '../index.js';
import { CampaignSender } from './campaign-sender.js';

const analyses = new InMemoryAnalyses();

function storedAnalysis(workspaceId: string, performance: number, createdAt: Date): void {
  analyses.add(
    workspaceId,
    completedAnalysisRecord('https://cliente-exemplo.com.br/', { at: createdAt, scores: { performance, accessibility: 90, seo: 90, bestPractices: 90 } }),
  );
}

describe('/api/notifications/campaigns', () => {
  let testApp: TestApp;
  let agency: TestUser;
  let clientA: string;
  let clientB: string;
  let agencyTemplate: TemplateView;

  const sql = <Row extends object>(text: string, params: unknown[] = []) => queryDatabase<Row>(testApp.database.url, text, params);
  const enterprise = () => createTestUser(testApp, { plan: 'enterprise' });
  const addMember = (workspaceId: string, user: TestUser, role: string) =>
    sql(`insert into core_membership (workspace_id, user_id, role) values ($1, $2, $3)`, [workspaceId, user.userId, role]);
  const templateOf = async (user: TestUser) =>
    (
      await user.agent
        .post('/api/notifications/templates')
        .send({ name: 'Novidades', category: 'Marketing', subject: 'Novidades para {{workspaceName}}', body: 'Olá {{userName}}, temos novidades.' })
        .expect(201)
    ).body as TemplateView;
  const campaign = (templateId: string, overrides: Partial<CampaignInput> = {}): CampaignInput => ({
    name: 'Lançamento de novembro',
    description: 'Aviso das novidades',
    type: 'announcement',
    templateId,
    channels: ['in_app'],
    criteria: { scope: 'workspace', roles: [], inactiveDays: 0, maxPerformanceScore: 100 },
    scheduledAt: null,
    ...overrides,
  });
  const created = async (user: TestUser, input: CampaignInput) =>
    (await user.agent.post('/api/notifications/campaigns').send(input).expect(201)).body as CampaignView;
  const campaignsOf = async (user: TestUser, query = '') =>
    ((await user.agent.get(`/api/notifications/campaigns${query}`).expect(200)).body as CampaignList).campaigns;
  const statusOf = async (user: TestUser, id: string) => (await campaignsOf(user)).find((each) => each.id === id)!;
  const setStatus = (user: TestUser, id: string, status: string, expected = 200, language = 'pt') =>
    user.agent.post(`/api/notifications/campaigns/${id}/status`).set('Accept-Language', language).send({ status }).expect(expected);
  const segment = async (user: TestUser, criteria: Partial<CampaignInput['criteria']>, expected = 200) =>
    (await user.agent.post('/api/notifications/campaigns/audience').send({ criteria }).expect(expected)).body as { segmentSize: number };

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(analyses), notificationsPlugin] });
    agency = await enterprise();
    clientA = ((await agency.agent.post('/api/workspace/clients').send({ name: 'Cliente A' }).expect(201)).body as { id: string }).id;
    clientB = ((await agency.agent.post('/api/workspace/clients').send({ name: 'Cliente B' }).expect(201)).body as { id: string }).id;
    // The clients' own people: two in A (a member and a viewer), one member in B.
    const [a1, a2, b1] = [await enterprise(), await enterprise(), await enterprise()];
    await addMember(clientA, a1, 'member');
    await addMember(clientA, a2, 'viewer');
    await addMember(clientB, b1, 'member');
    agencyTemplate = await templateOf(agency);
  });
  afterAll(() => testApp?.close());

  it('computes the segment from stored members, roles and the workspaces’ latest analyses', async () => {
    expect(await segment(agency, {})).toEqual({ segmentSize: 1 });
    expect(await segment(agency, { scope: 'clients' })).toEqual({ segmentSize: 3 });
    expect(await segment(agency, { scope: 'clients', roles: ['member'] })).toEqual({ segmentSize: 2 });
    expect(await segment(agency, { scope: 'clients', roles: ['owner', 'admin'] })).toEqual({ segmentSize: 0 });
    // Client A audited an hour ago with performance 50; client B never.
    storedAnalysis(clientA, 50, new Date(Date.now() - 3_600_000));
    expect(await segment(agency, { scope: 'clients', maxPerformanceScore: 70 })).toEqual({ segmentSize: 2 });
    expect(await segment(agency, { scope: 'clients', maxPerformanceScore: 40 })).toEqual({ segmentSize: 0 });
    expect(await segment(agency, { scope: 'clients', inactiveDays: 7 })).toEqual({ segmentSize: 1 });

    const loner = await enterprise();
    const refused = await loner.agent
      .post('/api/notifications/campaigns/audience')
      .set('Accept-Language', 'en')
      .send({ criteria: { scope: 'clients' } })
      .expect(400);
    expect(refused.body.error).toMatchObject({
      type: 'VALIDATION_ERROR',
      message: 'This workspace has no clients: the “clients” audience exists only for an agency with client workspaces.',
      details: { fields: [{ path: 'criteria.scope' }] },
    });
    await loner.agent
      .post('/api/notifications/campaigns/audience')
      .send({ criteria: { scope: 'everyone' } })
      .expect(400);
  });

  it('moves through draft → active → paused ⇄ active → completed, and refuses anything else with 409', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const draft = await created(agency, campaign(agencyTemplate.id, { scheduledAt: inAnHour }));
    expect(draft).toMatchObject({
      status: 'draft',
      templateId: agencyTemplate.id,
      targetAudience: { segmentSize: 1 },
      analytics: { openRate: null, clickRate: null, roi: null },
    });
    expect((await campaignsOf(agency, '?status=draft')).map((each) => each.id)).toContain(draft.id);
    expect((await campaignsOf(agency, '?status=active')).map((each) => each.id)).not.toContain(draft.id);

    const edited = (
      await agency.agent
        .put(`/api/notifications/campaigns/${draft.id}`)
        .send(campaign(agencyTemplate.id, { name: 'Renomeada', scheduledAt: inAnHour }))
        .expect(200)
    ).body as CampaignView;
    expect(edited.name).toBe('Renomeada');

    const illegal = await setStatus(agency, draft.id, 'paused', 409);
    expect(illegal.body.error.message).toBe('Uma campanha em rascunho não pode passar a pausada. Rascunho → ativa → pausada ⇄ ativa → concluída.');
    expect((await setStatus(agency, draft.id, 'completed', 409, 'en')).body.error.message).toBe(
      'A draft campaign cannot become completed. Draft → active → paused ⇄ active → completed.',
    );

    // Scheduled an hour ahead: active, its sending waits for then.
    expect((await setStatus(agency, draft.id, 'active')).body).toMatchObject({ status: 'active', performance: { sent: 0 } });
    await setStatus(agency, draft.id, 'active', 409);
    const notEditable = await agency.agent.put(`/api/notifications/campaigns/${draft.id}`).send(campaign(agencyTemplate.id)).expect(409);
    expect(notEditable.body.error.message).toBe('Só é possível editar uma campanha em rascunho; esta está ativa.');
    await agency.agent.delete(`/api/notifications/campaigns/${draft.id}`).expect(409);
    expect((await setStatus(agency, draft.id, 'paused')).body.status).toBe('paused');
    expect((await setStatus(agency, draft.id, 'active')).body.status).toBe('active');
    expect((await setStatus(agency, draft.id, 'paused')).body.status).toBe('paused');
    expect((await setStatus(agency, draft.id, 'completed')).body.status).toBe('completed');
    await setStatus(agency, draft.id, 'active', 409);
    await setStatus(agency, draft.id, 'paused', 409);
    await agency.agent.post(`/api/notifications/campaigns/${draft.id}/status`).send({ status: 'draft' }).expect(400);
    expect(await sql('select 1 from notifications_notification where source_key = $1', [`campaign:${draft.id}`])).toEqual([]);
    await agency.agent.delete(`/api/notifications/campaigns/${draft.id}`).expect(200, { success: true });
    await setStatus(agency, draft.id, 'active', 404);
  });

  it('refuses a template of another workspace, SMS, and writes by a member', async () => {
    const other = await enterprise();
    const foreign = await templateOf(other);
    const refused = await agency.agent.post('/api/notifications/campaigns').send(campaign(foreign.id)).expect(400);
    expect(refused.body.error).toMatchObject({ message: 'Modelo não encontrado neste espaço de trabalho.', details: { fields: [{ path: 'templateId' }] } });
    const sms = await agency.agent
      .post('/api/notifications/campaigns')
      .send(campaign(agencyTemplate.id, { channels: ['sms'] }))
      .expect(400);
    expect(sms.body.error.message).toBe('SMS indisponível: nenhum provedor de SMS está configurado.');

    const stored = await created(other, campaign(foreign.id));
    const member = await enterprise();
    await addMember(other.workspaceId, member, 'member');
    await member.agent.post('/api/workspace/switch').send({ workspaceId: other.workspaceId }).expect(200);
    expect((await campaignsOf(member)).map((each) => each.id)).toEqual([stored.id]);
    await member.agent.post('/api/notifications/campaigns').send(campaign(foreign.id)).expect(403);
    await setStatus(member, stored.id, 'active', 403);
    await member.agent.delete(`/api/notifications/campaigns/${stored.id}`).expect(403);
  });

  it('sends an activated campaign to its segment, then completes it, with performance from its deliveries', async () => {
    const owner = await enterprise();
    const colleague = await enterprise();
    await addMember(owner.workspaceId, colleague, 'member');
    const template = await templateOf(owner);
    const stored = await created(owner, campaign(template.id));
    expect(stored.targetAudience.segmentSize).toBe(2);
    await setStatus(owner, stored.id, 'active');
    await vi.waitFor(async () => expect((await statusOf(owner, stored.id)).status).toBe('completed'), { timeout: 30_000, interval: 200 });

    const deliveries = await sql<{ user_id: string; channel: string; status: string; workspace_id: string }>(
      'select user_id, channel, status, workspace_id from notifications_delivery where campaign_id = $1 order by user_id',
      [stored.id],
    );
    expect(deliveries.map((row) => row.user_id).sort()).toEqual([owner.userId, colleague.userId].sort());
    expect(deliveries.every((row) => row.channel === 'in_app' && row.status === 'delivered' && row.workspace_id === owner.workspaceId)).toBe(true);
    const [notification] = await sql<{ title: { pt: string }; message: { pt: string } }>(
      'select title, message from notifications_notification where source_key = $1 and user_id = $2',
      [`campaign:${stored.id}`, colleague.userId],
    );
    expect(notification!.message.pt).toBe('Olá Teste, temos novidades.');
    expect(notification!.title.pt).toMatch(/^Novidades para /);
    expect((await statusOf(owner, stored.id)).performance).toEqual({ sent: 2, delivered: 2, opened: 0, clicked: 0 });
  });

  it('sends an e-mail campaign with its template filled in, and counts the e-mail deliveries as the template’s usage', async () => {
    const owner = await enterprise();
    const template = await templateOf(owner);
    const stored = await created(owner, campaign(template.id, { name: 'Campanha por e-mail', channels: ['in_app', 'email'] }));
    await setStatus(owner, stored.id, 'active');
    const mails = await vi.waitFor(
      async () => {
        const rows = await sql<{ subject: string; text_body: string }>(
          'select subject, text_body from core_mail_outbox where to_address = $1 and subject like $2',
          [owner.email, 'Novidades para %'],
        );
        expect(rows).toHaveLength(1);
        return rows;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(mails[0]!.text_body).toContain('Olá Teste, temos novidades.');
    expect(mails[0]!.text_body).not.toContain('{{');
    const usage = ((await owner.agent.get('/api/notifications/templates').expect(200)).body.templates as TemplateView[]).find(
      (each) => each.id === template.id,
    )!.usage;
    expect(usage.sent).toBeGreaterThanOrEqual(1);
  });

  it('sends an agency’s campaign to its clients’ members and counts those deliveries for the agency only', async () => {
    const stored = await created(
      agency,
      campaign(agencyTemplate.id, { criteria: { scope: 'clients', roles: ['member'], inactiveDays: 0, maxPerformanceScore: 100 } }),
    );
    expect(stored.targetAudience.segmentSize).toBe(2);
    await setStatus(agency, stored.id, 'active');
    await vi.waitFor(async () => expect((await statusOf(agency, stored.id)).status).toBe('completed'), { timeout: 30_000, interval: 200 });
    const deliveries = await sql<{ workspace_id: string }>('select workspace_id from notifications_delivery where campaign_id = $1', [stored.id]);
    expect(deliveries.map((row) => row.workspace_id).sort()).toEqual([clientA, clientB].sort());
    expect((await statusOf(agency, stored.id)).performance.sent).toBe(2);
    // Another workspace does not reach it.
    const stranger = await enterprise();
    await setStatus(stranger, stored.id, 'paused', 404);
  });

  it('stops a paused campaign between recipients and, re-activated, reaches the rest without sending twice', async () => {
    const owner = await enterprise();
    const [second, third] = [await enterprise(), await enterprise()];
    await addMember(owner.workspaceId, second, 'member');
    await addMember(owner.workspaceId, third, 'member');
    const template = await templateOf(owner);
    const stored = await created(owner, campaign(template.id));
    // Active, as after the status route, without its job: the sender is driven here, and pauses after the first recipient.
    await sql(`update notifications_campaign set status = 'active', started_at = now() where id = $1`, [stored.id]);
    const sender = testApp.app.get(CampaignSender);
    const first = await sender.send(
      { workspaceId: owner.workspaceId, campaignId: stored.id },
      { reportProgress: async () => void (await sql(`update notifications_campaign set status = 'paused' where id = $1`, [stored.id])) },
    );
    expect(first).toEqual({ processed: 1, total: 3, completed: false });
    expect((await statusOf(owner, stored.id)).status).toBe('paused');
    const count = async () =>
      (await sql<{ n: number }>('select count(*)::int as n from notifications_notification where source_key = $1', [`campaign:${stored.id}`]))[0]!.n;
    expect(await count()).toBe(1);

    await setStatus(owner, stored.id, 'active');
    await vi.waitFor(async () => expect((await statusOf(owner, stored.id)).status).toBe('completed'), { timeout: 30_000, interval: 200 });
    expect(await count()).toBe(3);
    expect((await statusOf(owner, stored.id)).performance.sent).toBe(3);
  });
});
