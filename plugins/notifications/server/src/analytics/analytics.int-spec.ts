import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsPort, JobQueue, analysisCompleted, defineJob, forWorkspace } from '@otimiza/sdk/server';
import { completedAnalysisRecord, createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase } from '@otimiza/sdk/testing';
import type { TestApp, TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { defaultPushConfig, type DeliveryChannel, type NotificationAnalytics } from '@otimiza/plugin-notifications-shared';
import notificationsPlugin from '../index.js';
import { DeliverySchema, type DeliveryStatus } from '../data/delivery.entity.js';
import { PushConfigSchema } from '../data/push-config.entity.js';

const eventDeliveryJob = defineJob<{ eventId: string; subscriber: string }>('core.event-delivery');
const analyses = new InMemoryAnalyses();

describe('GET /api/notifications/analytics', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(analyses), notificationsPlugin] });
  });
  afterAll(() => testApp?.close());

  const enterprise = () => createTestUser(testApp, { plan: 'enterprise' });
  const analyticsOf = async (user: TestUser) => (await user.agent.get('/api/notifications/analytics').expect(200)).body as NotificationAnalytics;

  it('answers zeros and nulls before anything was sent', async () => {
    const user = await enterprise();
    const analytics = await analyticsOf(user);
    expect(analytics.overview).toEqual({ totalSent: 0, totalDelivered: 0, totalOpened: 0, totalClicked: 0, averageEngagement: null, revenueGenerated: null });
    expect(analytics.bestHour).toBeNull();
    expect(analytics.timeZone).toBe('America/Sao_Paulo');
    expect(analytics.trends.hourly.map((hour) => hour.engagement)).toEqual(Array(24).fill(null));
  });

  it('counts the workspace’s delivery records by type, channel, role and hour in the member’s time zone', async () => {
    const user = await enterprise();
    const em = forWorkspace(testApp.app.get(EntityManager), user.workspaceId);
    const delivery = (
      at: string,
      kind: string,
      channel: DeliveryChannel,
      status: DeliveryStatus,
      marks: { opened?: boolean; clicked?: boolean; converted?: boolean } = {},
      userRole = 'owner',
    ) =>
      em.create(DeliverySchema, {
        workspace: user.workspaceId,
        user: user.userId,
        notification: null,
        campaign: null,
        template: null,
        kind,
        channel,
        status,
        heldUntil: null,
        heldFor: null,
        userRole,
        sentAt: status === 'sent' || status === 'delivered' ? new Date(at) : null,
        deliveredAt: status === 'delivered' ? new Date(at) : null,
        openedAt: marks.opened ? new Date(at) : null,
        clickedAt: marks.clicked ? new Date(at) : null,
        convertedAt: marks.converted ? new Date(at) : null,
        error: null,
        createdAt: new Date(at),
      });
    // 12:00 UTC is 09h in São Paulo; 17:00 UTC is 14h.
    delivery('2026-11-20T12:00:00Z', 'seo_alert', 'email', 'sent', { opened: true, clicked: true, converted: true });
    delivery('2026-11-20T12:05:00Z', 'seo_alert', 'email', 'sent');
    delivery('2026-11-20T12:10:00Z', 'seo_alert', 'in_app', 'delivered');
    delivery('2026-11-20T12:10:00Z', 'seo_alert', 'in_app', 'delivered');
    delivery('2026-11-20T17:00:00Z', 'marketing_update', 'email', 'sent', { opened: true }, 'member');
    delivery('2026-11-20T17:30:00Z', 'marketing_update', 'push', 'sent', {}, 'member');
    delivery('2026-11-20T17:30:00Z', 'marketing_update', 'email', 'failed', {}, 'member');
    delivery('2026-11-20T17:30:00Z', 'marketing_update', 'email', 'queued', {}, 'member');
    await em.flush();
    // Another workspace's records are not counted.
    const other = await enterprise();
    const otherEm = forWorkspace(testApp.app.get(EntityManager), other.workspaceId);
    otherEm.create(DeliverySchema, {
      workspace: other.workspaceId,
      user: other.userId,
      kind: 'seo_alert',
      channel: 'email',
      status: 'sent',
      userRole: 'owner',
      sentAt: new Date('2026-11-20T03:00:00Z'),
      openedAt: new Date('2026-11-20T03:00:00Z'),
    });
    await otherEm.flush();

    const analytics = await analyticsOf(user);
    expect(analytics.overview).toEqual({ totalSent: 6, totalDelivered: 4, totalOpened: 2, totalClicked: 1, averageEngagement: 50, revenueGenerated: null });
    expect(analytics.byType).toEqual({ seo_alert: { sent: 4, engagementRate: 25 }, marketing_update: { sent: 2, engagementRate: 50 } });
    expect(analytics.byChannel).toEqual({
      email: { sent: 3, effectiveness: 66.7 },
      in_app: { sent: 2, effectiveness: 100 },
      push: { sent: 1, effectiveness: 0 },
    });
    expect(analytics.segmentation.byUserType).toEqual({
      owner: { sent: 4, engagement: 25, conversion: 25 },
      member: { sent: 2, engagement: 50, conversion: 0 },
    });
    expect(analytics.bestHour).toBe(14);
    expect(analytics.trends.hourly[9]).toEqual({ hour: 9, engagement: 25, optimal: false });
    expect(analytics.trends.hourly[14]).toEqual({ hour: 14, engagement: 50, optimal: true });
    expect(analytics.trends.hourly[0]).toEqual({ hour: 0, engagement: null, optimal: false });

    // In UTC (the member's saved time zone), the same records fall at 12h and 17h.
    const configs = forWorkspace(testApp.app.get(EntityManager), user.workspaceId);
    configs.create(PushConfigSchema, { workspace: user.workspaceId, user: user.userId, config: { ...defaultPushConfig, timeZone: 'UTC' } });
    await configs.flush();
    const utc = await analyticsOf(user);
    expect([utc.timeZone, utc.bestHour, utc.trends.hourly[12]!.engagement]).toEqual(['UTC', 17, 25]);
  });

  it('counts an alert e-mail’s tracking pixel and signed link as opened and clicked', async () => {
    const user = await enterprise();
    const url = 'https://rastreio-exemplo.com.br/';
    await user.agent
      .post('/api/notifications/alert-rules')
      .send({ name: 'Acessibilidade', conditions: [{ metric: 'accessibility', operator: '<', value: 90 }], cooldown: 60 })
      .expect(201);
    const record = analyses.add(user.workspaceId, completedAnalysisRecord(url, { scores: { performance: 90, accessibility: 70, seo: 90, bestPractices: 90 } }));
    const eventId = await testApp.app.get(EventsPort).publish(analysisCompleted, user.workspaceId, {
      analysisId: record.id,
      userId: user.userId,
      url,
      strategy: 'mobile',
      scores: record.scores,
      vitals: { lcpMs: null, cls: null, tbtMs: null },
      failingAudits: 0,
      previous: null,
    });
    await testApp.app.get(JobQueue).waitForResult(eventDeliveryJob, `${eventId}.notifications.alert-rules`, 60_000);

    // The member's default channels: in the app at once, and an e-mail through the queue. (Other
    // notifications of the same audit, the centre's own, may be counted too: the figures below are compared with before.)
    const alertEmail = async () =>
      (
        await queryDatabase<{ status: string }>(
          testApp.database.url,
          `select d.status from notifications_delivery d join notifications_notification n on n.id = d.notification_id
            where d.workspace_id = $1 and d.channel = 'email' and n.source_key like 'rule:%'`,
          [user.workspaceId],
        )
      )[0]?.status;
    await vi.waitFor(async () => expect(await alertEmail()).toBe('sent'), { timeout: 30_000, interval: 200 });
    const [mail] = await queryDatabase<{ html_body: string; links: string[] }>(
      testApp.database.url,
      `select html_body, links from core_mail_outbox where to_address = $1 and html_body like '%foi acionada%' order by created_at desc limit 1`,
      [user.email],
    );
    const before = await analyticsOf(user);
    expect(before.overview.totalSent).toBeGreaterThanOrEqual(2);

    const pixel = /\/api\/public\/notifications\/open\/[^"'\s<]+/.exec(mail!.html_body)![0];
    const link = mail!.links.map((each) => /\/api\/public\/notifications\/click\/[^"'\s<]+/.exec(each)?.[0]).find(Boolean)!;
    expect(link).toBeTruthy();
    await request(testApp.server as never)
      .get(pixel)
      .expect(200)
      .expect('Content-Type', 'image/gif');
    const opened = await analyticsOf(user);
    expect(opened.overview).toMatchObject({
      totalSent: before.overview.totalSent,
      totalOpened: before.overview.totalOpened + 1,
      totalClicked: before.overview.totalClicked,
    });
    expect(opened.byChannel.email!.effectiveness!).toBeGreaterThan(before.byChannel.email!.effectiveness ?? 0);
    expect(opened.bestHour).not.toBeNull();
    expect(opened.trends.hourly.filter((hour) => hour.optimal).map((hour) => hour.hour)).toEqual([opened.bestHour]);

    await request(testApp.server as never)
      .get(link)
      .expect(302);
    // Opened once: the click adds a click, not a second opening.
    const clicked = await analyticsOf(user);
    expect(clicked.overview).toMatchObject({
      totalSent: before.overview.totalSent,
      totalOpened: before.overview.totalOpened + 1,
      totalClicked: before.overview.totalClicked + 1,
    });
    expect(clicked.byChannel.email).toEqual(opened.byChannel.email);
    expect(clicked.segmentation.byUserType.owner!.sent).toBe(before.overview.totalSent);
  });
});
