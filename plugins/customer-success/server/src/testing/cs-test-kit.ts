import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, type AnalysisCategoryScores, type AnalysisRecord } from '@otimiza/sdk/server';
import { completedAnalysisRecord, createTestUser, inMemoryAnalysesPlugin, InMemoryAnalyses, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { inMemorySiteAuditsPlugin, type InMemorySiteAudits } from '@otimiza/plugin-site-audit-contract/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import customerSuccessPlugin from '../index.js';

/** The app's address in the specs: e-mail links are made on it. */
export const PUBLIC_URL = 'http://app.otimiza.test';

/** The in-memory AnalysisPort, whose audits a spec may hold to see what happens while one runs. */
export class HeldAnalyses extends InMemoryAnalyses {
  private held: Promise<void> | null = null;

  /** Holds the audits started from now on until the answered function is called. */
  holdAudits(): () => void {
    let release!: () => void;
    this.held = new Promise((resolve) => (release = resolve));
    return () => {
      this.held = null;
      release();
    };
  }

  override async runAndWait(workspaceId: string, url: string): Promise<AnalysisRecord> {
    if (this.held) await this.held;
    return super.runAndWait(workspaceId, url);
  }
}

export interface CsApp {
  testApp: TestApp;
  analyses: HeldAnalyses;
  em(): EntityManager;
}

/** A host under the reserved `.invalid` top-level domain: its audits fail as an address whose name does not resolve. */
export const unreachableSite = (name: string) => `https://${name}.invalid/`;

/** What the analysis plugin answers for an address whose name does not resolve. */
const unreachable = () =>
  new ApiError('NETWORK_ERROR', 400, {
    pt: 'Não foi possível acessar esta URL. Verifique se o endereço está acessível.',
    en: 'Unable to analyze this URL. Please verify the URL is accessible',
  });

/**
 * The real host with customer success, the notification centre and an in-memory AnalysisPort
 * whose audits answer at once with 70 in every category (a playbook's re-audit is stored as it
 * would be), and fail for the hosts of `unreachableSite`. With `siteAudits`, that store stands for
 * the site-audit plugin (SiteAuditsPort).
 */
export async function startCsApp(options: { reports?: boolean; env?: Record<string, string>; siteAudits?: InMemorySiteAudits } = {}): Promise<CsApp> {
  const analyses = new HeldAnalyses((_workspaceId, url) => {
    if (new URL(url).hostname.endsWith('.invalid')) throw unreachable();
    return analysisRecord(url, uniform(70), new Date());
  });
  const others = await installedPlugins('notifications', ...(options.reports ? ['reports'] : []));
  const testApp = await createTestApp({
    plugins: [
      inMemoryAnalysesPlugin(analyses, { features: [] }),
      ...(options.siteAudits ? [inMemorySiteAuditsPlugin(options.siteAudits)] : []),
      ...others,
      customerSuccessPlugin,
    ],
    env: { PUBLIC_URL, ...options.env },
  });
  return { testApp, analyses, em: () => testApp.app.get(MikroORM).em.fork() as EntityManager };
}

export const uniform = (score: number): AnalysisCategoryScores => ({ performance: score, accessibility: score, seo: score, bestPractices: score });

/** A completed analysis of `url` at `at`, as AnalysisPort answers it. */
export function analysisRecord(url: string, scores: AnalysisCategoryScores, at: Date): AnalysisRecord {
  return completedAnalysisRecord(url, { scores, at });
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
