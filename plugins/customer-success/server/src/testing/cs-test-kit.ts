import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnalysisCategoryScores, AnalysisRecord } from '@otimiza/sdk/server';
import { createTestApp, createTestUser, inMemoryAnalysesPlugin, InMemoryAnalyses, installedPlugins, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import customerSuccessPlugin from '../index.js';

/** The app's address in the specs: e-mail links are made on it. */
export const PUBLIC_URL = 'http://app.otimiza.test';

export interface CsApp {
  testApp: TestApp;
  analyses: InMemoryAnalyses;
  em(): EntityManager;
}

/**
 * The real host with customer success, the notification centre and an in-memory AnalysisPort
 * whose audits answer at once with `audit` scores (a playbook's re-audit is stored as it would be).
 */
export async function startCsApp(options: { reports?: boolean } = {}): Promise<CsApp> {
  const analyses = new InMemoryAnalyses((_workspaceId, url) => analysisRecord(url, uniform(70), new Date()));
  const others = await installedPlugins('notifications', ...(options.reports ? ['reports'] : []));
  const testApp = await createTestApp({
    plugins: [inMemoryAnalysesPlugin(analyses, { features: [] }), ...others, customerSuccessPlugin],
    env: { PUBLIC_URL },
  });
  return { testApp, analyses, em: () => testApp.app.get(MikroORM).em.fork() as EntityManager };
}

export const uniform = (score: number): AnalysisCategoryScores => ({ performance: score, accessibility: score, seo: score, bestPractices: score });

/** A completed analysis of `url` at `at`, as AnalysisPort answers it. */
export function analysisRecord(url: string, scores: AnalysisCategoryScores, at: Date): AnalysisRecord {
  return {
    id: randomUUID(),
    url,
    domain: new URL(url).host,
    strategy: 'mobile',
    createdAt: at.toISOString(),
    completedAt: at.toISOString(),
    scores,
    metrics: {},
    opportunities: [],
    failingAudits: [],
    issuesCount: 0,
    appliedFixes: [],
    verification: { status: 'none', before: null, after: null },
    context: null,
  };
}

/** An Enterprise agency with a client workspace; answers the client's id. */
export async function agencyWithClient(testApp: TestApp, name: string): Promise<{ agency: TestUser; clientId: string }> {
  const agency = await createTestUser(testApp, { plan: 'enterprise' });
  const client = await agency.agent.post('/api/workspace/clients').send({ name }).expect(201);
  return { agency, clientId: client.body.id as string };
}

/** Polls `find` until it answers something, failing after `timeoutMs`. */
export async function until<T>(find: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
