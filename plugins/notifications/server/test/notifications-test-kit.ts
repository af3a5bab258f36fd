import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventsPort, type AnalysisCategoryScores, type AnalysisRecord, type DomainEvent } from '@otimiza/sdk/server';
import { inMemoryAnalysesPlugin, InMemoryAnalyses, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { PushConfig } from '@otimiza/plugin-notifications-shared';
import { defaultPushConfig } from '@otimiza/plugin-notifications-shared';
import notificationsPlugin from '../src/index.js';
import { NotificationsService, type NotifyInput } from '../src/notifications/notifications.service.js';

/** The app's address in the specs: e-mail links are made on it (requests go to the app through supertest). */
export const PUBLIC_URL = 'http://app.otimiza.test';

export interface NotificationsApp {
  testApp: TestApp;
  analyses: InMemoryAnalyses;
  /** Publishes an event of the catalogue as a plugin would. */
  publish<P>(event: DomainEvent<P>, workspaceId: string | null, payload: P): Promise<string>;
  /** A fresh EntityManager of the app, for checking rows (pass `{ filters: false }` to cross workspaces). */
  em(): EntityManager;
}

/** The real host with the notification centre (and an in-memory AnalysisPort), loopback targets allowed for the push double. */
export async function startNotificationsApp(env: Record<string, string> = {}): Promise<NotificationsApp> {
  const analyses = new InMemoryAnalyses();
  const testApp = await createTestApp({
    plugins: [inMemoryAnalysesPlugin(analyses), notificationsPlugin],
    env: { ALLOW_PRIVATE_TARGETS: 'true', PUBLIC_URL, ...env },
  });
  return {
    testApp,
    analyses,
    publish: async (event, workspaceId, payload) => {
      const id = await testApp.app.get(EventsPort).publish(event, workspaceId, payload);
      if (!id) throw new Error(`event ${event.name} was not stored`);
      return id;
    },
    em: () => testApp.app.get(MikroORM).em.fork() as EntityManager,
  };
}

export const scores = (overrides: Partial<AnalysisCategoryScores> = {}): AnalysisCategoryScores => ({
  performance: 95,
  accessibility: 95,
  seo: 95,
  bestPractices: 95,
  ...overrides,
});

/** The payload of `analysisCompleted` for a member's audit of `url`. */
export function completedPayload(
  user: Pick<TestUser, 'userId'> | null,
  url: string,
  overrides: { scores?: Partial<AnalysisCategoryScores>; analysisId?: string; lcpMs?: number } = {},
) {
  return {
    analysisId: overrides.analysisId ?? randomUUID(),
    userId: user?.userId ?? null,
    url,
    strategy: 'mobile' as const,
    scores: scores(overrides.scores),
    vitals: { lcpMs: overrides.lcpMs ?? 1800, cls: 0.02, tbtMs: 90 },
    failingAudits: 3,
    previous: null,
  };
}

/** A completed analysis with failing audits worth points, as AnalysisPort answers it. */
export function analysisRecord(id: string, url: string, categoryScores: AnalysisCategoryScores): AnalysisRecord {
  const audit = (auditId: string, pt: string, en: string, category: keyof AnalysisCategoryScores, gainPoints: number) => ({
    id: auditId,
    title: en,
    titles: { pt, en },
    category,
    weight: 10,
    score: 0.2,
    gainPoints,
  });
  return {
    id,
    url,
    domain: new URL(url).host,
    strategy: 'mobile',
    createdAt: new Date().toISOString(),
    completedAt: new Date().toISOString(),
    scores: categoryScores,
    metrics: {},
    opportunities: [],
    failingAudits: [
      audit('render-blocking-resources', 'Elimine recursos que bloqueiam a renderização', 'Eliminate render-blocking resources', 'performance', 12),
      audit('uses-optimized-images', 'Codifique as imagens de forma eficiente', 'Efficiently encode images', 'performance', 7),
      audit('unused-javascript', 'Reduza o JavaScript não usado', 'Reduce unused JavaScript', 'performance', 4),
      audit('meta-description', 'O documento não tem uma metadescrição', 'Document does not have a meta description', 'seo', 9),
    ],
    issuesCount: 4,
    appliedFixes: [],
    verification: { status: 'none', before: null, after: null, summary: null, regressions: [] },
    context: null,
  };
}

/**
 * A medium system notice to `user` alone, straight through the centre's service (no event behind it), under a source
 * key of its own; `change` sets what a spec is about (its title, type, priority, …).
 */
export function notifyMember(kit: NotificationsApp, user: TestUser, change: Partial<NotifyInput> = {}) {
  return kit.testApp.app.get(NotificationsService).notify({
    workspaceId: user.workspaceId,
    userIds: [user.userId],
    sourceKey: `spec:${randomUUID()}`,
    type: 'system_notification',
    priority: 'medium',
    category: 'spec',
    title: { pt: 'Aviso do sistema', en: 'System notice' },
    message: { pt: 'Uma mensagem de teste.', en: 'A test message.' },
    ...change,
  });
}

/** Saves a member's push configuration through the API. */
export async function savePushConfig(user: TestUser, change: Partial<PushConfig>): Promise<void> {
  await user.agent
    .put('/api/notifications/push-config')
    .send({ ...defaultPushConfig, ...change })
    .expect(200);
}

/** The error the API answers to a body it refuses. */
export interface RefusedBody {
  type: string;
  message: string;
  details?: { fields?: { path: string; message: string }[] };
}

/** Sends `body` as it is (a string) or as JSON, in `language` and as `contentType`; answers the error of a `status` answer. */
export async function refusedBody(
  call: Test,
  body: unknown,
  { language, contentType, status }: { language: string; contentType: string; status: number },
): Promise<RefusedBody> {
  const answer = await call
    .set('Accept-Language', language)
    .set('Content-Type', contentType)
    .send(typeof body === 'string' ? body : JSON.stringify(body))
    .expect(status);
  return answer.body.error as RefusedBody;
}
