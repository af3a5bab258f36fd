import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  InMemoryAnalyses,
  inMemoryAnalysesPlugin,
  startOpenAiStub,
  type OpenAiStub,
  type OpenAiStubRequest,
  type TestApp,
  type TestUser,
} from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { startLoopbackSite } from '../test/loopback-site.js';
import aiToolsPlugin from './index.js';

const apiKey = 'sk-proj-ai-tools-test-0001';
const analyses = new InMemoryAnalyses();

/** What the stub's model writes: built from the request's own schema name, so each tool gets its shape. */
function modelAnswer(request: OpenAiStubRequest): unknown {
  switch (request.response_format?.json_schema?.name) {
    case 'generated_content':
      return {
        title: 'Pão artesanal em Campinas: a receita da Padaria Pão Dourado',
        metaDescription:
          'Pães de fermentação natural assados duas vezes ao dia no centro de Campinas. Encomende bolos e salgados pelo WhatsApp da Padaria Pão Dourado.',
        keywords: ['pão artesanal', 'padaria em Campinas'],
        content: '# Pão artesanal em Campinas\n\nTexto escrito pelo modelo.',
        insights: ['A página já tem WhatsApp e Pix.'],
        implementation: ['Publique o artigo no blog.'],
        additionalRecommendations: ['Adicione fotos dos pães.'],
      };
    case 'strategic_plan':
      return {
        recommendations: [
          { id: 'meta-description', title: 'Escreva o resumo que aparece no Google', description: 'O Google mostra esse texto abaixo do título.' },
        ],
      };
    default:
      return { insights: [] };
  }
}

describe('AI tools with OpenAI (a loopback stub behind the real client)', () => {
  let stub: OpenAiStub;
  let site: { url: string; close(): Promise<void> };
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    stub = await startOpenAiStub({ apiKey, answer: modelAnswer });
    site = await startLoopbackSite();
    testApp = await createTestApp({
      plugins: [aiToolsPlugin, inMemoryAnalysesPlugin(analyses)],
      env: { ALLOW_PRIVATE_TARGETS: 'true', OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: stub.url, OPENAI_MAX_RETRIES: '0' },
    });
    user = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(async () => {
    await testApp?.close();
    await site?.close();
    await stub?.close();
  });

  it('sends the page’s data to the model and answers with its parsed text', async () => {
    const response = await user.agent
      .post('/api/generate-content')
      .send({ toolType: 'blog-post', url: `${site.url}/padaria` })
      .expect(200);
    const sent = stub.requests.at(-1)!;
    expect(sent.response_format?.json_schema?.name).toBe('generated_content');
    const prompt = sent.messages[1]!.content;
    expect(prompt).toContain('Padaria Pão Dourado | Pães artesanais em Campinas');
    expect(prompt).toContain('Nossos pães');
    expect(prompt).toContain('Pão italiano a R$ 18,90');
    expect(response.body).toMatchObject({
      source: 'ai',
      aiError: null,
      title: 'Pão artesanal em Campinas: a receita da Padaria Pão Dourado',
      content: '# Pão artesanal em Campinas\n\nTexto escrito pelo modelo.',
      insights: ['A página já tem WhatsApp e Pix.'],
      generated: { keywords: ['pão artesanal', 'padaria em Campinas'] },
    });
    // Figures are not the model's: the impact line is computed from the page.
    expect(response.body.estimatedImpact).toMatch(/^Um artigo de \d+ palavras/);
    const usage = (await user.agent.get('/api/ai-tools/usage').expect(200)).body;
    expect(usage.totals.aiRuns).toBe(1);
    expect(usage.totals.tokensThisMonth).toBeGreaterThan(0);
  });

  it('keeps the plan’s ranking and numbers, taking only the model’s words for them', async () => {
    analyses.add(user.workspaceId, {
      id: randomUUID(),
      url: 'https://padaria-ia.com.br/',
      domain: 'padaria-ia.com.br',
      strategy: 'desktop',
      createdAt: new Date().toISOString(),
      completedAt: new Date().toISOString(),
      scores: { performance: 90, accessibility: 95, seo: 80, bestPractices: 100 },
      metrics: {},
      opportunities: [],
      failingAudits: [{ id: 'meta-description', title: 'Document does not have a meta description', category: 'seo', weight: 1, score: 0, gainPoints: 20 }],
      issuesCount: 1,
      appliedFixes: [],
      verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
      context: null,
    });
    const plan = (await user.agent.post('/api/strategic-planning').send({ url: 'https://padaria-ia.com.br/' }).expect(200)).body;
    expect(plan.source).toBe('ai');
    expect(plan.strategicRecommendations).toEqual([
      expect.objectContaining({
        id: 'meta-description',
        title: 'Escreva o resumo que aparece no Google',
        description: 'O Google mostra esse texto abaixo do título.',
        gainPoints: 20,
        priority: 'high',
      }),
    ]);
    expect(plan.projectedScores.seoScore).toBe(100);
  });

  it('falls back to the templates, and says why, when the model fails', async () => {
    stub.failNext(1, 503);
    const response = await user.agent
      .post('/api/generate-content')
      .send({ toolType: 'meta-description', url: `${site.url}/padaria` })
      .expect(200);
    expect(response.body.source).toBe('template');
    expect(response.body.aiError).toMatch(/503/);
    expect(response.body.generated.metaDescription).toContain('Padaria Pão Dourado');
  });
});
