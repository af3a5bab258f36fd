import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsPort, JobQueue, analysisCompleted, defineJob, type AnalysisRecord, type PublishedEvent } from '@otimiza/sdk/server';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { AlertRuleInput, AlertRuleList, AlertRuleView } from '@otimiza/plugin-notifications-shared';
import notificationsPlugin from '../index.js';
import { AlertRuleFiring, type AnalysisCompletedPayload } from './alert-rule-firing.service.js';
import { AlertRulesScheduler } from './alert-rules.scheduler.js';
import { alertRuleCheckJob } from './alert-rule-check.job.js';
import { refusedBody } from '../../test/notifications-test-kit.js';

/** The core's delivery job of an event to one subscriber (id `<eventId>.<subscriber>`): the spec waits for it instead of sleeping. */
const eventDeliveryJob = defineJob<{ eventId: string; subscriber: string }>('core.event-delivery');
const SUBSCRIBER = 'notifications.alert-rules';

const analyses = new InMemoryAnalyses();

function storedAnalysis(
  workspaceId: string,
  url: string,
  scores: AnalysisRecord['scores'],
  createdAt = new Date(),
  strategy: AnalysisRecord['strategy'] = 'mobile',
): AnalysisRecord {
  return analyses.add(workspaceId, {
    id: randomUUID(),
    url,
    domain: new URL(url).hostname,
    strategy,
    createdAt: createdAt.toISOString(),
    completedAt: createdAt.toISOString(),
    scores,
    metrics: {
      'largest-contentful-paint': { value: 3100, display: '3.1 s', score: 0.6 },
      'total-blocking-time': { value: 240, display: '240 ms', score: 0.8 },
      'cumulative-layout-shift': { value: 0.02, display: '0.02', score: 1 },
    },
    opportunities: [],
    failingAudits: [{ id: 'image-alt', title: 'Images without alt', category: 'accessibility', weight: 10, score: 0, gainPoints: 5 }],
    issuesCount: 1,
    appliedFixes: [],
    verification: { status: 'none', before: null, after: null, summary: null, regressions: [] },
    context: null,
  });
}

/** The `analysis.completed` payload of a stored analysis, as the analysis plugin publishes it. */
function completedPayload(record: AnalysisRecord): AnalysisCompletedPayload {
  return {
    analysisId: record.id,
    userId: null,
    url: record.url,
    strategy: record.strategy,
    scores: record.scores,
    vitals: { lcpMs: 3100, cls: 0.02, tbtMs: 240 },
    failingAudits: record.failingAudits.length,
    previous: null,
  };
}

const rule = (overrides: Partial<AlertRuleInput> = {}): AlertRuleInput => ({
  name: 'Acessibilidade abaixo de 90',
  description: 'Avisa quando a acessibilidade cai.',
  conditions: [{ metric: 'accessibility', operator: '<', value: 90, timeWindow: 'latest' }],
  cooldown: 60,
  isActive: true,
  url: null,
  ...overrides,
});

describe('/api/notifications/alert-rules', () => {
  let testApp: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(analyses), notificationsPlugin] });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(() => testApp?.close());

  const enterprise = () => createTestUser(testApp, { plan: 'enterprise' });
  const created = async (user: TestUser, input: AlertRuleInput = rule()) =>
    (await user.agent.post('/api/notifications/alert-rules').send(input).expect(201)).body as AlertRuleView;
  const rulesOf = async (user: TestUser) => ((await user.agent.get('/api/notifications/alert-rules').expect(200)).body as AlertRuleList).rules;
  const ruleNotifications = (workspaceId: string, ruleId: string) =>
    queryDatabase<{ user_id: string; source_key: string; type: string; priority: string; message: { pt: string; en: string }; website_url: string | null }>(
      testApp.database.url,
      `select user_id, source_key, type, priority, message, website_url from notifications_notification where workspace_id = $1 and source_key like $2`,
      [workspaceId, `rule:${ruleId}:%`],
    );

  /** Publishes the event as the analysis plugin would and waits until the alert rules' subscriber has taken it. */
  async function publishAndWait(workspaceId: string, record: AnalysisRecord): Promise<void> {
    const eventId = await testApp.app.get(EventsPort).publish(analysisCompleted, workspaceId, completedPayload(record));
    expect(eventId).toBeTruthy();
    await testApp.app.get(JobQueue).waitForResult(eventDeliveryJob, `${eventId}.${SUBSCRIBER}`, 60_000);
  }

  it('stores, lists, changes and deletes a rule; its firings are not writable', async () => {
    const user = await enterprise();
    // The firings are the server's: a body naming them is refused (strict body).
    await user.agent
      .post('/api/notifications/alert-rules')
      .send({ ...rule(), triggerCount: 5 })
      .expect(400);
    const stored = await created(user);
    expect(stored).toMatchObject({ name: 'Acessibilidade abaixo de 90', triggerCount: 0, lastTriggered: null, cooldown: 60, isActive: true, url: null });
    expect(stored.conditions).toEqual([{ metric: 'accessibility', operator: '<', value: 90, timeWindow: 'latest' }]);
    const changed = (
      await user.agent
        .put(`/api/notifications/alert-rules/${stored.id}`)
        .send(rule({ name: 'SEO baixo', conditions: [{ metric: 'seo', operator: '<=', value: 70, timeWindow: '24h' }], cooldown: 30 }))
        .expect(200)
    ).body as AlertRuleView;
    expect(changed).toMatchObject({ id: stored.id, name: 'SEO baixo', cooldown: 30, triggerCount: 0 });
    expect(await rulesOf(user)).toEqual([changed]);
    await user.agent.delete(`/api/notifications/alert-rules/${stored.id}`).expect(200, { success: true });
    await user.agent.delete(`/api/notifications/alert-rules/${stored.id}`).expect(404);
    await user.agent.put(`/api/notifications/alert-rules/${randomUUID()}`).send(rule()).expect(404);
    expect(await rulesOf(user)).toEqual([]);
  });

  it('refuses bad bodies with 400 in both languages and writes nothing', async () => {
    const user = await enterprise();
    const refused = (body: unknown, language = 'pt', contentType = 'application/json', status = 400) =>
      refusedBody(user.agent.post('/api/notifications/alert-rules'), body, { language, contentType, status });
    expect(await refused('{"name": "quebrado"')).toMatchObject({ type: 'VALIDATION_ERROR', message: 'O corpo da requisição não é um JSON válido.' });
    expect(await refused('nome=regra', 'en', 'application/x-www-form-urlencoded', 415)).toMatchObject({
      type: 'VALIDATION_ERROR',
      message: 'The request body must be JSON (Content-Type: application/json).',
    });
    const nul = await refused(rule({ name: 'Regra\u0000 nula' }));
    expect(nul.type).toBe('VALIDATION_ERROR');
    const six = Array.from({ length: 6 }, () => ({ metric: 'seo', operator: '<', value: 80, timeWindow: 'latest' }));
    expect((await refused(rule({ conditions: six as AlertRuleInput['conditions'] }))).message).toBe('Uma regra pode ter até 5 condições.');
    expect((await refused(rule({ conditions: six as AlertRuleInput['conditions'] }), 'en')).message).toBe('A rule may have up to 5 conditions.');
    const unknownMetric = await refused(rule({ conditions: [{ metric: 'bounceRate', operator: '<', value: 1 }] as unknown as AlertRuleInput['conditions'] }));
    expect(unknownMetric.details?.fields?.[0]?.path).toBe('conditions.0.metric');
    expect((await refused(rule({ conditions: [] }))).message).toBe('Informe ao menos uma condição.');
    expect((await refused(rule({ cooldown: 0 }))).type).toBe('VALIDATION_ERROR');
    expect((await refused(rule({ url: 'ftp://exemplo.com/' }))).type).toBe('VALIDATION_ERROR');
    expect(await rulesOf(user)).toEqual([]);
  });

  it('lets a member read the rules but not write them (403)', async () => {
    const stored = await created(owner, rule({ name: 'Regra do dono' }));
    const member = await enterprise();
    await queryDatabase(testApp.database.url, `insert into core_membership (workspace_id, user_id, role) values ($1, $2, 'member')`, [
      owner.workspaceId,
      member.userId,
    ]);
    await member.agent.post('/api/workspace/switch').send({ workspaceId: owner.workspaceId }).expect(200);
    expect((await rulesOf(member)).map((listed) => listed.id)).toContain(stored.id);
    await member.agent.post('/api/notifications/alert-rules').send(rule()).expect(403);
    await member.agent
      .put(`/api/notifications/alert-rules/${stored.id}`)
      .send(rule({ name: 'Outro' }))
      .expect(403);
    await member.agent.delete(`/api/notifications/alert-rules/${stored.id}`).expect(403);
    expect((await rulesOf(owner)).find((listed) => listed.id === stored.id)?.name).toBe('Regra do dono');
    await owner.agent.delete(`/api/notifications/alert-rules/${stored.id}`).expect(200);
  });

  it('fires "accessibility < 90" once on an audit of a page scoring lower, not again within its cooldown', async () => {
    const user = await enterprise();
    const stored = await created(user, rule({ cooldown: 60 }));
    const url = 'https://loja-exemplo.com.br/produtos';

    // A page that scores 95 does not fire it.
    await publishAndWait(user.workspaceId, storedAnalysis(user.workspaceId, url, { performance: 70, accessibility: 95, seo: 90, bestPractices: 100 }));
    expect((await rulesOf(user))[0]).toMatchObject({ triggerCount: 0, lastTriggered: null });

    await publishAndWait(user.workspaceId, storedAnalysis(user.workspaceId, url, { performance: 70, accessibility: 82, seo: 90, bestPractices: 100 }));
    const fired = (await rulesOf(user))[0]!;
    expect(fired.triggerCount).toBe(1);
    expect(fired.lastTriggered).not.toBeNull();
    const [notification, ...others] = await ruleNotifications(user.workspaceId, stored.id);
    expect(others).toEqual([]);
    expect(notification).toMatchObject({
      user_id: user.userId,
      source_key: `rule:${stored.id}:${fired.lastTriggered}`,
      type: 'seo_alert',
      priority: 'high',
      website_url: url,
    });
    expect(notification!.message.pt).toBe(`A regra "Acessibilidade abaixo de 90" foi acionada em ${url}: Acessibilidade 82 (condição: < 90).`);
    expect(notification!.message.en).toBe(`The rule "Acessibilidade abaixo de 90" fired on ${url}: Accessibility 82 (condition: < 90).`);

    // A second low audit within the 60-minute cooldown: no firing, no notification.
    await publishAndWait(user.workspaceId, storedAnalysis(user.workspaceId, url, { performance: 70, accessibility: 75, seo: 90, bestPractices: 100 }));
    expect((await rulesOf(user))[0]).toMatchObject({ triggerCount: 1, lastTriggered: fired.lastTriggered });
    expect(await ruleNotifications(user.workspaceId, stored.id)).toHaveLength(1);

    // Once the cooldown has passed (moved back in the database), the next low audit fires it again.
    await queryDatabase(testApp.database.url, `update notifications_alert_rule set last_triggered = now() - interval '61 minutes' where id = $1`, [stored.id]);
    await publishAndWait(user.workspaceId, storedAnalysis(user.workspaceId, url, { performance: 70, accessibility: 80, seo: 90, bestPractices: 100 }));
    expect((await rulesOf(user))[0]!.triggerCount).toBe(2);
    expect(await ruleNotifications(user.workspaceId, stored.id)).toHaveLength(2);
  });

  it('fires exactly once among 20 parallel evaluations, and a retried delivery of the winning event writes nothing twice', async () => {
    const user = await enterprise();
    const stored = await created(user, rule({ cooldown: 120 }));
    const record = storedAnalysis(user.workspaceId, 'https://paralelo.com.br/', { performance: 60, accessibility: 70, seo: 80, bestPractices: 90 });
    const firing = testApp.app.get(AlertRuleFiring);
    const event = (id: string): PublishedEvent<AnalysisCompletedPayload> => ({
      id,
      name: analysisCompleted.name,
      workspaceId: user.workspaceId,
      occurredAt: new Date().toISOString(),
      payload: completedPayload(record),
    });
    const events = Array.from({ length: 20 }, () => event(randomUUID()));
    const fired = await Promise.all(events.map((each) => firing.onAnalysisCompleted(each)));
    expect(fired.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [row] = await queryDatabase<{ trigger_count: number; fired_by: string }>(
      testApp.database.url,
      'select trigger_count, fired_by from notifications_alert_rule where id = $1',
      [stored.id],
    );
    expect(row!.trigger_count).toBe(1);
    expect(await ruleNotifications(user.workspaceId, stored.id)).toHaveLength(1);

    // The winning event delivered again (a retry after its notification failed): it completes, once per member.
    const winner = events.find((each) => row!.fired_by === `event:${each.id}`)!;
    expect(await firing.onAnalysisCompleted(winner)).toBe(1);
    expect(await ruleNotifications(user.workspaceId, stored.id)).toHaveLength(1);
    expect((await rulesOf(user))[0]!.triggerCount).toBe(1);
  });

  it('reads only its URL, stays quiet while inactive, and a windowed rule reads the worst audit of its window', async () => {
    const user = await enterprise();
    const url = 'https://janela.com.br/';
    const otherUrl = 'https://outra.com.br/';
    const onUrl = await created(user, rule({ name: 'Só esta página', url }));
    const inactive = await created(user, rule({ name: 'Desligada', isActive: false }));
    const windowed = await created(user, rule({ name: 'LCP em 24 h', conditions: [{ metric: 'lcp', operator: '>', value: 3000, timeWindow: '24h' }] }));

    await publishAndWait(user.workspaceId, storedAnalysis(user.workspaceId, otherUrl, { performance: 90, accessibility: 50, seo: 90, bestPractices: 100 }));
    const after = await rulesOf(user);
    expect(after.find((listed) => listed.id === onUrl.id)!.triggerCount).toBe(0);
    expect(after.find((listed) => listed.id === inactive.id)!.triggerCount).toBe(0);
    // LCP 3100 ms in the stored audit of the last 24 h.
    expect(after.find((listed) => listed.id === windowed.id)!.triggerCount).toBe(1);
    const [lcp] = await ruleNotifications(user.workspaceId, windowed.id);
    expect(lcp).toMatchObject({ type: 'performance_issue' });
    expect(lcp!.message.pt).toContain('LCP 3.100 ms (condição: > 3.000 ms, pior valor nas últimas 24 h)');

    await publishAndWait(user.workspaceId, storedAnalysis(user.workspaceId, url, { performance: 90, accessibility: 50, seo: 90, bestPractices: 100 }));
    expect((await rulesOf(user)).find((listed) => listed.id === onUrl.id)!.triggerCount).toBe(1);
  });

  it('reads a score change within one strategy: a desktop audit after a mobile one is no drop, a mobile one that fell is', async () => {
    const user = await enterprise();
    const url = 'https://estrategia.com.br/';
    const drop = await created(
      user,
      rule({ name: 'Queda de nota em 24 h', url, conditions: [{ metric: 'scoreChange', operator: '<=', value: -10, timeWindow: '24h' }] }),
    );
    const scores = (performance: number) => ({ performance, accessibility: 95, seo: 90, bestPractices: 100 });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    storedAnalysis(user.workspaceId, url, scores(90), hoursAgo(3), 'mobile');
    storedAnalysis(user.workspaceId, url, scores(60), hoursAgo(2), 'desktop');
    // Desktop 60 → 62 and mobile 90 alone: mixed, 90 → 60 would read −30.
    await publishAndWait(user.workspaceId, storedAnalysis(user.workspaceId, url, scores(62), hoursAgo(1), 'desktop'));
    expect((await rulesOf(user)).find((listed) => listed.id === drop.id)!.triggerCount).toBe(0);
    // Mobile 90 → 70: a drop of 20 on the same strategy.
    await publishAndWait(user.workspaceId, storedAnalysis(user.workspaceId, url, scores(70), new Date(), 'mobile'));
    expect((await rulesOf(user)).find((listed) => listed.id === drop.id)!.triggerCount).toBe(1);
    const [fired] = await ruleNotifications(user.workspaceId, drop.id);
    expect(fired!.message.pt).toContain('Variação de pontuação (Desempenho) -20');
  });

  it('checks time-based rules on the schedule: one replica claims a due rule, and days without audits fire it', async () => {
    const user = await enterprise();
    storedAnalysis(
      user.workspaceId,
      'https://parado.com.br/',
      { performance: 80, accessibility: 95, seo: 90, bestPractices: 100 },
      new Date(Date.now() - 10 * 86_400_000),
    );
    const stale = await created(
      user,
      rule({ name: 'Sem auditoria há 7 dias', conditions: [{ metric: 'daysSinceLastAudit', operator: '>=', value: 7, timeWindow: 'latest' }] }),
    );
    const scheduler = testApp.app.get(AlertRulesScheduler);
    // Two replicas tick at once: the rule's check is queued once.
    const [first, second] = await Promise.all([scheduler.tick(), scheduler.tick()]);
    const queued = [...first!, ...second!].filter((id) => id.includes(stale.id));
    expect(queued).toHaveLength(1);
    expect(await testApp.app.get(JobQueue).waitForResult(alertRuleCheckJob, queued[0]!, 60_000)).toBe(true);
    const fired = (await rulesOf(user)).find((listed) => listed.id === stale.id)!;
    expect(fired.triggerCount).toBe(1);
    const [notification] = await ruleNotifications(user.workspaceId, stale.id);
    expect(notification!.message.pt).toBe(
      'A regra "Sem auditoria há 7 dias" foi acionada no espaço de trabalho: Dias desde a última auditoria 10 (condição: >= 7).',
    );
    // Not due again for an hour.
    expect((await scheduler.tick()).filter((id) => id.includes(stale.id))).toEqual([]);
  });
});
