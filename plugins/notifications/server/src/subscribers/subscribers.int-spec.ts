import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAnnouncement, loginFromNewDevice, paymentFailed, planChanged, analysisCompleted, trialEnding } from '@otimiza/sdk/server';
import { analysisFailed, improvementVerified, scoreRegression } from '@otimiza/plugin-analysis-contract';
import { competitorAnalysisFinished } from '@otimiza/plugin-ai-tools-contract';
import { recurringReportFailed, recurringReportSent } from '@otimiza/plugin-reports-contract';
import { siteAuditFinished } from '@otimiza/plugin-site-audit-contract';
import { createTestUser, type TestUser } from '@otimiza/sdk/testing';
import type { NotificationList, NotificationView } from '@otimiza/plugin-notifications-shared';
import { scores, startNotificationsApp, type NotificationsApp } from '../../test/notifications-test-kit.js';

/** Each event of the catalogue becomes the notification the centre promises, for the right members. */
describe('notifications from events', () => {
  let kit: NotificationsApp;
  let owner: TestUser;

  beforeAll(async () => {
    kit = await startNotificationsApp();
    owner = await createTestUser(kit.testApp, { plan: 'enterprise' });
  });
  afterAll(() => kit?.testApp.close());

  /** The member's notification of an event, once its delivery ran. */
  const arrived = (user: TestUser, event: string, language = 'pt') =>
    vi.waitFor(
      async () => {
        const list = (await user.agent.get('/api/notifications?limit=100').set('Accept-Language', language).expect(200)).body as NotificationList;
        const found = list.notifications.filter((notification) => notification.metadata.event === event);
        expect(found.length).toBeGreaterThan(0);
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );

  it("a verified improvement is headed by the proof's summary and names a regression beyond the spread with the fix that may cause it", async () => {
    const url = 'https://padaria.example/';
    const baker = await createTestUser(kit.testApp, { plan: 'enterprise' });
    await kit.publish(improvementVerified, baker.workspaceId, {
      analysisId: randomUUID(),
      userId: baker.userId,
      url,
      before: scores({ performance: 98, seo: 70 }),
      after: scores({ performance: 82, seo: 97 }),
      summary: { pt: 'SEO +27 verificado; regressão em desempenho −16', en: 'SEO +27 verified; regression in performance −16' },
      regressions: [{ category: 'performance', fixes: [{ pt: 'Adiar scripts', en: 'Defer scripts' }] }],
    });
    const [pt] = await arrived(baker, 'analysis.improvement-verified');
    expect(pt).toMatchObject({ type: 'performance_issue', title: 'SEO +27 verificado; regressão em desempenho −16' });
    expect(pt!.message).toContain('Regressão real em desempenho, possivelmente causada por: Adiar scripts');
    const [en] = await arrived(baker, 'analysis.improvement-verified', 'en');
    expect(en!.title).toBe('SEO +27 verified; regression in performance −16');
  });

  it('analysis failures, verified improvements and regressions (with the audits that got worse)', async () => {
    const url = 'https://loja.example/';
    await kit.publish(analysisFailed, owner.workspaceId, {
      analysisId: randomUUID(),
      userId: owner.userId,
      url,
      errorType: 'API_TIMEOUT',
      message: { pt: 'O site demorou demais para responder.', en: 'The website took too long to respond.' },
    });
    await kit.publish(improvementVerified, owner.workspaceId, {
      analysisId: randomUUID(),
      userId: owner.userId,
      url,
      before: scores({ performance: 48 }),
      after: scores({ performance: 91 }),
    });
    await kit.publish(scoreRegression, owner.workspaceId, {
      analysisId: randomUUID(),
      previousAnalysisId: randomUUID(),
      userId: null,
      url,
      drops: [{ category: 'performance', from: 92, to: 61 }],
      worsenedAudits: [{ id: 'largest-contentful-paint', title: { pt: 'Maior exibição de conteúdo', en: 'Largest Contentful Paint' } }],
    });
    const [failed] = await arrived(owner, 'analysis.failed');
    expect(failed).toMatchObject({ type: 'system_notification', title: 'A análise falhou', message: `${url}: O site demorou demais para responder.` });
    const [verified] = await arrived(owner, 'analysis.improvement-verified', 'en');
    expect(verified).toMatchObject({ type: 'seo_alert', priority: 'low', title: 'Improvement verified' });
    expect(verified!.message).toContain('performance 48 → 91');
    // No one asked for a monitoring audit: it reaches the owners and admins.
    const [regression] = await arrived(owner, 'analysis.score-regression');
    expect(regression).toMatchObject<Partial<NotificationView>>({ type: 'performance_issue', priority: 'high', title: 'Queda de pontuação em loja.example' });
    expect(regression!.metadata.recommendedActions[0]).toEqual({
      title: 'Maior exibição de conteúdo',
      description: 'Passava na análise anterior e agora falha.',
    });
  });

  it('a site audit tells once for the run, not per page, and says when the site median fell beyond the spread', async () => {
    const agency = await createTestUser(kit.testApp, { plan: 'enterprise' });
    const runId = randomUUID();
    // A page of the run: its own analysis event stays quiet.
    await kit.publish(analysisCompleted, agency.workspaceId, {
      analysisId: randomUUID(),
      userId: agency.userId,
      url: 'https://loja.example/produtos/vaso',
      strategy: 'mobile',
      batchId: runId,
      scores: scores({ performance: 40 }),
      vitals: { lcpMs: 9000, cls: 0.4, tbtMs: 900 },
      failingAudits: 12,
      previous: null,
    });
    await kit.publish(siteAuditFinished, agency.workspaceId, {
      runId,
      userId: agency.userId,
      url: 'https://loja.example/',
      status: 'completed',
      audited: 32,
      failed: 1,
      medians: { performance: 71, accessibility: 88, seo: 92, bestPractices: 96 },
      previous: { runId: randomUUID(), medians: { performance: 85, accessibility: 88, seo: 92, bestPractices: 96 } },
      fell: [{ category: 'performance', from: 85, to: 71 }],
    });
    const [done] = await arrived(agency, 'site-audit.finished');
    await vi.waitFor(
      async () => {
        const list = (await agency.agent.get('/api/notifications?limit=100').expect(200)).body as NotificationList;
        expect(list.notifications.filter((notification) => notification.metadata.event === 'site-audit.finished')).toHaveLength(2);
        return list;
      },
      { timeout: 20_000, interval: 100 },
    );
    const list = (await agency.agent.get('/api/notifications?limit=100').expect(200)).body as NotificationList;
    expect(list.notifications.filter((notification) => notification.metadata.event === 'analysis.completed')).toEqual([]);
    const fell = list.notifications.find((notification) => notification.priority === 'high')!;
    expect(fell).toMatchObject({ type: 'performance_issue', title: 'A nota do site loja.example caiu', actionUrl: `/site-audit/${runId}` });
    expect(fell.message).toContain('desempenho 85 → 71');
    expect(done).toBeDefined();
    const [english] = await arrived(agency, 'site-audit.finished', 'en');
    expect(list.notifications.some((notification) => notification.title === 'Auditoria do site loja.example concluída')).toBe(true);
    expect(english!.title).toMatch(/loja\.example/);
  });

  it('competitor comparisons and failed recurring reports', async () => {
    await kit.publish(competitorAnalysisFinished, owner.workspaceId, {
      comparisonId: randomUUID(),
      userId: owner.userId,
      url: 'https://loja.example/',
      competitors: ['https://rival.example/'],
      status: 'completed',
    });
    await kit.publish(recurringReportFailed, owner.workspaceId, { reportId: randomUUID(), name: 'Semanal', reason: 'sem destinatários' });
    // A publisher's own page is the link; anything but a path of this app falls back to the reports page.
    await kit.publish(recurringReportSent, owner.workspaceId, {
      reportId: randomUUID(),
      name: 'Sócios',
      recipients: 2,
      actionPath: '/business-intelligence?tab=reports',
    });
    await kit.publish(recurringReportSent, owner.workspaceId, { reportId: randomUUID(), name: 'Fora', recipients: 1, actionPath: '//evil.example/' });
    expect((await arrived(owner, 'ai-tools.competitor-analysis-finished'))[0]).toMatchObject({
      type: 'competitor_update',
      websiteUrl: 'https://loja.example/',
    });
    expect((await arrived(owner, 'reports.recurring-failed'))[0]).toMatchObject({ type: 'system_notification', priority: 'high', actionUrl: '/reports' });
    const sent = await vi.waitFor(
      async () => {
        const found = await arrived(owner, 'reports.recurring-sent');
        expect(found).toHaveLength(2);
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(sent.map((item) => item.actionUrl).sort()).toEqual(['/business-intelligence?tab=reports', '/reports']);
  });

  it('billing alerts with their priorities, and a security notice to whoever signed in', async () => {
    await kit.publish(paymentFailed, owner.workspaceId, { userId: owner.userId, plan: 'enterprise' });
    await kit.publish(planChanged, owner.workspaceId, { userId: owner.userId, from: 'pro', to: 'enterprise' });
    await kit.publish(trialEnding, owner.workspaceId, { userId: owner.userId, plan: 'enterprise', endsAt: '2026-12-03T12:00:00.000Z' });
    await kit.publish(loginFromNewDevice, null, { userId: owner.userId, device: 'Firefox em Linux', at: new Date().toISOString() });
    expect((await arrived(owner, 'billing.payment-failed'))[0]).toMatchObject({ type: 'billing_alert', priority: 'critical', actionRequired: true });
    expect((await arrived(owner, 'billing.plan-changed'))[0]).toMatchObject({
      type: 'billing_alert',
      priority: 'medium',
      message: 'O plano do espaço de trabalho mudou de Pro para Enterprise.',
    });
    const [trial] = await arrived(owner, 'billing.trial-ending');
    expect(trial).toMatchObject({ type: 'billing_alert', priority: 'high' });
    expect(trial!.message).toContain('3 de dezembro de 2026');
    const [login] = await arrived(owner, 'account.login-new-device');
    expect(login).toMatchObject({ type: 'security_notice', priority: 'high' });
    expect(login!.message).toContain('Firefox em Linux');
  });

  it('an announcement to every workspace reaches each member of those that use the centre, once', async () => {
    const other = await createTestUser(kit.testApp, { plan: 'enterprise' });
    const free = await createTestUser(kit.testApp, { plan: 'free' });
    await kit.publish(adminAnnouncement, null, {
      title: { pt: 'Novidade: relatórios visuais', en: 'New: visual reports' },
      message: { pt: 'Já disponíveis.', en: 'Available now.' },
      actionUrl: '/visual-reports',
    });
    for (const user of [owner, other]) {
      const found = await arrived(user, 'admin.announcement');
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ type: 'feature_announcement', title: 'Novidade: relatórios visuais', actionUrl: '/visual-reports' });
    }
    await free.agent.get('/api/notifications').expect(402);
  });
});
