import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { MarketIntelligence } from '@otimiza/plugin-bi-shared';
import biPlugin from '../index.js';

type Scores = { performanceScore: number; seoScore: number; accessibilityScore: number; bestPracticesScore: number };
const site = (
  domain: string,
  [performanceScore, seoScore, accessibilityScore, bestPracticesScore]: number[],
): Scores & { domain: string; url: string; analysisId: string; loadTimeMs: null } => ({
  domain,
  url: `https://${domain}/`,
  analysisId: randomUUID(),
  loadTimeMs: null,
  performanceScore: performanceScore!,
  seoScore: seoScore!,
  accessibilityScore: accessibilityScore!,
  bestPracticesScore: bestPracticesScore!,
});

describe('market intelligence from the competitor analyses and an uploaded dataset', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let other: TestUser;

  /** A completed competitor analysis as the AI tools store it (its run's result). */
  async function storedAnalysis(user: TestUser, completedAt: Date, target: number[], competitors: [string, number[]][]): Promise<void> {
    const result = {
      target: { ...site('minha-loja.com.br', target), advantages: [] },
      competitors: competitors.map(([domain, scores]) => site(domain, scores)),
    };
    await queryDatabase(
      testApp.database.url,
      `insert into ai_tools_run (id, workspace_id, user_id, tool, url, status, source, progress, result, completed_at, created_at, updated_at)
       values ($1, $2, $3, 'competitor-analysis', 'https://minha-loja.com.br/', 'completed', 'template', 100, $4, $5, $5, $5)`,
      [randomUUID(), user.workspaceId, user.userId, JSON.stringify(result), completedAt],
    );
  }

  beforeAll(async () => {
    // The AI tools provide the CompetitorAnalysesPort; they require the analysis plugin (a stand-in here).
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(new InMemoryAnalyses()), ...(await installedPlugins('ai-tools')), biPlugin] });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
    other = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const marketOf = async (user: TestUser) => (await user.agent.get('/api/bi/market-intelligence').expect(200)).body as MarketIntelligence;

  it('says there is nothing yet, rather than a made-up market', async () => {
    expect(await marketOf(owner)).toEqual({ competitors: { analyses: 0, from: null, to: null, ownShare: null, items: [], available: true }, dataset: null });
  });

  it('gives each competitor its share of the category contests, average scores, two best categories and trend', async () => {
    await storedAnalysis(
      owner,
      new Date('2026-09-01T12:00:00Z'),
      [50, 90, 80, 70],
      [
        ['concorrente-x.com.br', [60, 80, 85, 70]],
        ['concorrente-y.com.br', [40, 95, 70, 90]],
      ],
    );
    await storedAnalysis(owner, new Date('2026-10-01T12:00:00Z'), [70, 90, 90, 90], [['concorrente-x.com.br', [80, 85, 80, 95]]]);
    const { competitors } = await marketOf(owner);
    expect(competitors).toMatchObject({ analyses: 2, from: '2026-09-01', to: '2026-10-01', ownShare: 25, available: true });
    expect(competitors.items).toEqual([
      {
        domain: 'concorrente-x.com.br',
        analyses: 2,
        marketShare: 50,
        scores: { performance: 70, seo: 82.5, accessibility: 82.5, bestPractices: 82.5 },
        strengths: ['seo', 'accessibility'],
        change: 11.3,
        trend: 'improving',
        revenue: null,
      },
      {
        domain: 'concorrente-y.com.br',
        analyses: 1,
        marketShare: 25,
        scores: { performance: 40, seo: 95, accessibility: 70, bestPractices: 90 },
        strengths: ['seo', 'bestPractices'],
        change: null,
        trend: null,
        revenue: null,
      },
    ]);
    expect((await marketOf(other)).competitors.items).toEqual([]);
  });

  it('shows market figures only from an uploaded dataset with its source, refusing one without a source', async () => {
    const dataset = {
      source: { name: 'Pesquisa setorial ABC 2026', url: 'https://exemplo.org/estudo', publishedAt: '2026-06-30' },
      marketSize: { total: 4_200_000_000, growth: 8.5 },
      segments: [{ name: 'Varejo online', size: 1_800_000_000, growth: 12 }],
      trends: [{ name: 'Pix no checkout', impact: 8, opportunity: 7 }],
      opportunities: [{ market: 'Interior de SP', size: 35_000_000 }],
      threats: [{ description: 'Novo concorrente nacional', probability: 40, impact: 6 }],
    };
    const missing = await owner.agent
      .put('/api/bi/market-intelligence/dataset')
      .send({ ...dataset, source: { name: '' } })
      .expect(400);
    expect(missing.body.error.message).toBe('Cite a fonte dos dados de mercado (nome).');
    await owner.agent
      .put('/api/bi/market-intelligence/dataset')
      .send({ ...dataset, threats: [{ description: 'x', probability: 140, impact: 6 }] })
      .expect(400);
    const uploaded = (await owner.agent.put('/api/bi/market-intelligence/dataset').send(dataset).expect(200)).body as MarketIntelligence;
    expect(uploaded.dataset).toMatchObject({
      ...dataset,
      trends: [{ name: 'Pix no checkout', description: '', impact: 8, opportunity: 7 }],
      uploadedAt: expect.any(String),
    });
    expect((await marketOf(other)).dataset).toBeNull();
    await owner.agent.delete('/api/bi/market-intelligence/dataset').expect(200);
    expect((await marketOf(owner)).dataset).toBeNull();
  });
});
