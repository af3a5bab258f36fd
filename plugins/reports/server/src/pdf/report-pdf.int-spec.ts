import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '@otimiza/sdk/server';
import { binaryBody, createTestUser, dataUrl, InMemoryAnalyses, inMemoryAnalysesPlugin, noisePng, pdfText } from '@otimiza/sdk/testing';
import type { TestApp, TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { MIN_PDF_BYTES, type GeneratedPdfView } from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';
import { metaDescriptionFix } from '../testing/applied-fix.fixture.js';
import { ReportPdfService } from './report-pdf.service.js';

/** The analyses this spec reads, served as the AnalysisPort (the analysis plugin provides it in the product). */
const analyses = new InMemoryAnalyses();
// The analysis plugin's plan feature the report reads: the fixed page goes to Pro and Enterprise.
const storedAnalysesPlugin = inMemoryAnalysesPlugin(analyses, {
  features: [{ key: 'htmlDownload', label: { pt: 'Download do HTML otimizado', en: 'Optimized HTML download' }, plans: ['pro', 'enterprise'] }],
});

function addAnalysis(workspaceId: string, overrides: Partial<AnalysisRecord> = {}): AnalysisRecord {
  const record: AnalysisRecord = {
    id: randomUUID(),
    url: 'https://padaria-exemplo.com.br/',
    domain: 'padaria-exemplo.com.br',
    strategy: 'mobile',
    createdAt: '2026-11-20T13:00:00.000Z',
    completedAt: '2026-11-20T13:01:00.000Z',
    scores: { performance: 58, accessibility: 86, seo: 93, bestPractices: 100 },
    metrics: {
      'first-contentful-paint': { value: 2100, display: '2.1 s', score: 0.78 },
      'largest-contentful-paint': { value: 5400, display: '5.4 s', score: 0.21 },
      'total-blocking-time': { value: 620, display: '620 ms', score: 0.41 },
      'cumulative-layout-shift': { value: 0.042, display: '0.042', score: 0.99 },
      'speed-index': { value: 4300, display: '4.3 s', score: 0.66 },
      'server-response-time': { value: 180, display: 'Root document took 180 ms', score: 1 },
    },
    opportunities: [{ id: 'render-blocking-resources', title: 'Eliminate render-blocking resources', savingsMs: 1450, savingsBytes: 0 }],
    failingAudits: [],
    issuesCount: 0,
    appliedFixes: [
      metaDescriptionFix,
      {
        id: 'image-alt',
        category: 'accessibility',
        impact: 'medium',
        savingsMs: 0,
        titles: { pt: 'Texto alternativo nas imagens', en: 'Alternative text on images' },
        descriptions: { pt: 'Descrições para leitores de tela.', en: 'Descriptions for screen readers.' },
      },
    ],
    verification: {
      status: 'completed',
      before: { performance: 58, accessibility: 86, seo: 93, bestPractices: 100 },
      after: { performance: 77, accessibility: 97, seo: 100, bestPractices: 92 },
      // As the analysis plugin words this proof (verificationSummary).
      summary: {
        pt: 'Desempenho +19, acessibilidade +11 e SEO +7 verificados; regressão em boas práticas −8',
        en: 'Performance +19, accessibility +11 and SEO +7 verified; regression in best practices −8',
      },
      regressions: [{ category: 'bestPractices', fixes: [{ pt: 'Texto alternativo nas imagens', en: 'Alternative text on images' }] }],
    },
    context: { companyName: 'Padaria Exemplo', businessType: 'Bakery', sector: 'Alimentação', location: 'São Paulo, SP', targetAudience: 'Clientes de SP' },
    ...overrides,
  };
  return analyses.add(workspaceId, record);
}

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

describe('PDF reports', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let analysis: AnalysisRecord;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [storedAnalysesPlugin, reportsPlugin] });
    owner = await createTestUser(testApp);
    analysis = addAnalysis(owner.workspaceId);
  });
  afterAll(() => testApp?.close());

  const download = (user: TestUser, path: string) => user.agent.get(path).buffer(true).parse(binaryBody);

  it.each([
    ['pt', 'Meta description adicionada', 'Texto alternativo nas imagens', 'Página 1 de', ['Desempenho', 'Acessibilidade', 'SEO', 'Boas práticas']],
    ['en', 'Meta description added', 'Alternative text on images', 'Page 1 of', ['Performance', 'Accessibility', 'SEO', 'Best practices']],
  ] as const)('downloads the report in %s with the URL, the four scores and the fixes', async (language, fixA, fixB, pageLabel, categories) => {
    const response = await download(owner, `/api/generate-pdf/${analysis.id}?language=${language}`).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="seo-report-${analysis.id}-${today()}.pdf"`);
    const pdf = response.body as Buffer;
    expect(pdf.length).toBeGreaterThan(MIN_PDF_BYTES);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const text = await pdfText(pdf);
    expect(text).toContain(analysis.url);
    for (const category of categories) expect(text).toContain(category);
    for (const score of ['58', '86', '93', '100']) expect(text).toMatch(new RegExp(`\\b${score}\\b`));
    expect(text).toContain(fixA);
    expect(text).toContain(fixB);
    expect(text).not.toContain(language === 'pt' ? 'Meta description added' : 'Meta description adicionada');
    expect(text).toContain(pageLabel);
    // The stored context's schema.org type and Portuguese terms, in the report's language.
    expect(text).toContain(language === 'pt' ? 'Padaria' : 'Bakery');
    expect(text).toContain(language === 'pt' ? 'Clientes de SP' : 'Customers in SP');
    if (language === 'en') expect(text).toContain('Food');
    expect(text).toContain(language === 'pt' ? 'Resultado verificado' : 'Verified result');
    // What the proof verified, and the regression beyond the spread with the fix that may cause it.
    expect(text).toContain(language === 'pt' ? 'SEO +7 verificados' : 'SEO +7 verified');
    const flowing = text.replace(/\s+/g, ' ');
    expect(flowing).toContain(language === 'pt' ? 'Regressão real em Boas práticas' : 'A real regression in Best practices');
    expect(flowing).toContain(
      language === 'pt' ? 'Correções que podem causá-la: Texto alternativo nas imagens' : 'Fixes that may cause it: Alternative text on images',
    );
    // Times in Brasília, said as such (the app's screens show the same zone).
    expect(text).toContain(language === 'pt' ? '(horário de Brasília, BRT)' : '(Brasília time, BRT)');
  });

  it.each([
    ['free', 'pt', 'Correções encontradas — disponível no Pro', 'Correções aplicadas'],
    ['free', 'en', 'Fixes found — available on Pro', 'Fixes applied'],
    ['enterprise', 'pt', 'Correções aplicadas', 'disponível no Pro'],
  ] as const)('on the %s plan in %s, heads the fixes %j, never %j', async (plan, language, heading, never) => {
    const member = await createTestUser(testApp, { plan });
    const own = addAnalysis(member.workspaceId);
    const text = await pdfText((await download(member, `/api/generate-pdf/${own.id}?language=${language}`).expect(200)).body as Buffer);
    expect(text).toContain(heading);
    expect(text).not.toContain(never);
  });

  it('takes the language from the request when the query has none, and refuses unknown ones', async () => {
    const english = await owner.agent
      .get(`/api/generate-pdf/${analysis.id}`)
      .set('Accept-Language', 'en-US,en;q=0.9')
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(await pdfText(english.body as Buffer)).toContain('SEO and performance report');
    const portuguese = await download(owner, `/api/generate-pdf/${analysis.id}`).expect(200);
    expect(await pdfText(portuguese.body as Buffer)).toContain('Relatório de SEO e desempenho');
    await owner.agent.get(`/api/generate-pdf/${analysis.id}?language=fr`).expect(400);
    await owner.agent.get('/api/generate-pdf/not-a-uuid').expect(400);
  });

  it('prints the workspace brand and wraps a long address without losing it', async () => {
    const branded = await createTestUser(testApp);
    await branded.agent
      .put('/api/brand-settings')
      .send({
        companyName: 'Agência Pão & Código',
        primaryColor: '#0F766E',
        secondaryColor: '#134E4A',
        contactEmail: 'contato@paoecodigo.com.br',
        websiteUrl: 'https://www.paoecodigo.com.br',
        logo: dataUrl('image/png', noisePng(64, 32)),
      })
      .expect(200);
    const longUrl = `https://www.padaria-exemplo.com.br/produtos/paes-artesanais/fermentacao-natural?utm_source=google&utm_campaign=${'primavera-'.repeat(8)}2026`;
    const record = addAnalysis(branded.workspaceId, {
      url: longUrl,
      verification: { status: 'pending', before: null, after: null, summary: null, regressions: [] },
      context: null,
    });
    const text = await pdfText((await download(branded, `/api/generate-pdf/${record.id}?language=pt`).expect(200)).body as Buffer);
    expect(text).toContain('Agência Pão & Código');
    expect(text).toContain('contato@paoecodigo.com.br');
    expect(text).toContain('www.paoecodigo.com.br');
    expect(text.replace(/\s+/g, '')).toContain(longUrl);
    expect(text).toContain('Verificação pendente');
    expect(text).toContain('Não foi possível extrair o contexto');
  });

  it('builds the recurring variant: comparison with the previous report, without recommendations or the brand', async () => {
    const user = await createTestUser(testApp);
    await user.agent.put('/api/brand-settings').send({ companyName: 'Marca Que Não Aparece' }).expect(200);
    const previous = addAnalysis(user.workspaceId, {
      completedAt: '2026-10-20T13:00:00.000Z',
      scores: { performance: 41, accessibility: 80, seo: 90, bestPractices: 96 },
    });
    const current = addAnalysis(user.workspaceId);
    const service = testApp.app.get(ReportPdfService, { strict: false });
    const { bytes, fileName } = await service.build(user.workspaceId, current.id, 'pt', {
      previous,
      includeRecommendations: false,
      customBranding: false,
      record: false,
    });
    expect(fileName).toBe(`seo-report-${current.id}-${today()}.pdf`);
    const text = await pdfText(Buffer.from(bytes));
    expect(text).toContain('Mudança desde o relatório anterior');
    expect(text).toContain('Relatório anterior de 20/10/2026.');
    expect(text).toMatch(/\b41\b/);
    expect(text).not.toContain('Oportunidades de melhoria');
    expect(text).not.toContain('Marca Que Não Aparece');
    expect((await user.agent.get('/api/reports/pdfs').expect(200)).body).toEqual([]);
  });

  it('draws the trend of the URL’s scores when it has earlier analyses on the same device, and none without history', async () => {
    const url = 'https://historico-exemplo.com.br/';
    const on = (day: string, performance: number, strategy: 'mobile' | 'desktop' = 'mobile') =>
      addAnalysis(owner.workspaceId, {
        url,
        strategy,
        createdAt: `${day}T13:00:00.000Z`,
        completedAt: `${day}T13:01:00.000Z`,
        scores: { performance, accessibility: 80, seo: 90, bestPractices: 95 },
      });
    on('2026-09-02', 45);
    on('2026-09-20', 52, 'desktop');
    on('2026-10-10', 61);
    const latest = on('2026-11-15', 74);
    const response = await download(owner, `/api/generate-pdf/${latest.id}?language=pt`).expect(200);
    if (process.env['PDF_OUT']) (await import('node:fs')).writeFileSync(process.env['PDF_OUT'], response.body as Buffer);
    const text = await pdfText(response.body as Buffer);
    expect(text).toContain('Evolução das pontuações');
    expect(text).toContain('3 análises desta URL (Celular (mobile)) de 02/09/2026 a 15/11/2026.');
    const english = await pdfText((await download(owner, `/api/generate-pdf/${latest.id}?language=en`).expect(200)).body as Buffer);
    expect(english).toContain('3 analyses of this URL (Mobile) from 9/2/26 to 11/15/26.');

    const single = await pdfText((await download(owner, `/api/generate-pdf/${analysis.id}?language=pt`).expect(200)).body as Buffer);
    expect(single).not.toContain('Evolução das pontuações');
  });

  it('answers 404 for another workspace exactly as for a missing analysis', async () => {
    const stranger = await createTestUser(testApp);
    const foreign = await stranger.agent.get(`/api/generate-pdf/${analysis.id}`).expect(404);
    const missing = await stranger.agent.get(`/api/generate-pdf/${randomUUID()}`).expect(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.error.type).toBe('NOT_FOUND');
    await request(testApp.server as never)
      .get(`/api/generate-pdf/${analysis.id}`)
      .expect(401);
  });

  it('lists the generated PDFs of the workspace, newest first', async () => {
    const user = await createTestUser(testApp);
    const first = addAnalysis(user.workspaceId);
    const second = addAnalysis(user.workspaceId, { url: 'https://segunda.com.br/' });
    await download(user, `/api/generate-pdf/${first.id}?language=pt`).expect(200);
    const last = await download(user, `/api/generate-pdf/${second.id}?language=en`).expect(200);

    const list = (await user.agent.get('/api/reports/pdfs').expect(200)).body as GeneratedPdfView[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      analysisId: second.id,
      url: 'https://segunda.com.br/',
      language: 'en',
      bytes: (last.body as Buffer).length,
      fileName: `seo-report-${second.id}-${today()}.pdf`,
      downloadUrl: `/api/generate-pdf/${second.id}?language=en`,
    });
    expect(list[1]).toMatchObject({ analysisId: first.id, language: 'pt', downloadUrl: `/api/generate-pdf/${first.id}?language=pt` });
    expect((await (await createTestUser(testApp)).agent.get('/api/reports/pdfs').expect(200)).body).toEqual([]);
  });
});

describe('the reports plugin without the analysis plugin', () => {
  it('refuses to start, naming both plugins', async () => {
    await expect(createTestApp({ plugins: [reportsPlugin] })).rejects.toThrow('plugin "reports" requires plugin "analysis"');
  });
});
