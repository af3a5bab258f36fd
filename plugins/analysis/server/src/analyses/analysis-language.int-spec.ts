import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryBody, createTestUser, pdfText, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { failingAuditCount, type AnalysisView, type FailingAudit } from '@otimiza/plugin-analysis-shared';
import { startSmallBusinessSite, type SmallBusinessSite } from '../../test/small-business-site.js';
import { analysisFailures } from './analysis-failure.js';

const require = createRequire(import.meta.url);
/** Lighthouse's own pt-BR catalog. */
const lighthousePt = JSON.parse(readFileSync(require.resolve('lighthouse/shared/localization/locales/pt.json'), 'utf8')) as Record<string, { message: string }>;
const imageAltPt = lighthousePt['core/audits/accessibility/image-alt.js | failureTitle']!.message;

/**
 * One audit of a loopback page, stored once, read in Portuguese and in English: Lighthouse's own
 * pt-BR texts for the Portuguese reader (API, AnalysisPort through the PDF), English for the
 * English one, and failures in the reader's language too.
 */
describe('an analysis in the reader’s language', () => {
  let testApp: TestApp;
  let site: SmallBusinessSite;
  let user: TestUser;
  let id: string;

  const read = async (language: string): Promise<AnalysisView> =>
    (await user.agent.get(`/api/analyses/${id}`).set('Accept-Language', language).expect(200)).body as AnalysisView;
  const imageAltOf = (analysis: AnalysisView): FailingAudit => analysis.pageSpeedResults!.failingAudits!.find((audit) => audit.id === 'image-alt')!;

  beforeAll(async () => {
    site = await startSmallBusinessSite();
    testApp = await createTestApp({ plugins: await installedPlugins('analysis', 'reports'), env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    user = await createTestUser(testApp, { plan: 'lite' });
    id = (
      (
        await user.agent
          .post('/api/analyze')
          .send({ url: `${site.url}/salao-tema`, strategy: 'mobile' })
          .expect(200)
      ).body as AnalysisView
    ).id;
  });
  afterAll(async () => {
    await testApp?.close();
    await site?.close();
  });

  it('tells one failing-audit count: the stored count, the detail, the list and the tab agree, each audit once', async () => {
    const analysis = await read('pt-BR');
    const ids = analysis.auditDecisions.map((decision) => decision.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(analysis.issuesCount).toBe(failingAuditCount(analysis));
    const [stored] = await queryDatabase<{ issues_count: number }>(testApp.database.url, 'select issues_count from analysis_analysis where id = $1', [id]);
    expect(stored!.issues_count).toBe(ids.length);
    const list = (await user.agent.get('/api/analyses').expect(200)).body as { analyses: { id: string; issuesCount: number | null }[] };
    expect(list.analyses.find((entry) => entry.id === id)!.issuesCount).toBe(ids.length);
  });

  it("answers Lighthouse's titles, descriptions and display values in the request's language", async () => {
    const [pt, en] = [await read('pt-BR,pt;q=0.9'), await read('en-US,en;q=0.9')];

    expect(imageAltOf(pt).title).toBe(imageAltPt);
    expect(imageAltOf(pt).title).toBe('Os elementos de imagem não têm atributos `[alt]`');
    expect(imageAltOf(en).title).toBe('Image elements do not have `[alt]` attributes');
    expect(imageAltOf(pt).titles).toEqual(imageAltOf(en).titles);
    expect(imageAltOf(pt).descriptions!.pt).toContain('[Saiba mais');

    const opportunities = pt.pageSpeedResults!.opportunities;
    expect(opportunities.length).toBeGreaterThan(0);
    opportunities.forEach((opportunity, index) => {
      const english = en.pageSpeedResults!.opportunities[index]!;
      expect(opportunity.title).toBe(opportunity.titles.pt);
      expect(english.title).toBe(opportunity.titles.en);
      expect(opportunity.title).not.toBe(english.title);
      expect(opportunity.descriptions!.pt).not.toBe(opportunity.descriptions!.en);
    });

    // Lighthouse writes each language's numbers: '1,2 s' and '1.2 s'.
    const fcp = (analysis: AnalysisView) => analysis.pageSpeedResults!.metrics['first-contentful-paint']!.display;
    expect(fcp(pt)).toMatch(/^\d+,\d\s+s$/);
    expect(fcp(en)).toMatch(/^\d+\.\d\s+s$/);

    // One stored result: the full report stays as Lighthouse wrote it, in English.
    const [row] = await queryDatabase<{ lighthouse_report: Buffer }>(testApp.database.url, 'select lighthouse_report from analysis_analysis where id = $1', [
      id,
    ]);
    const lhr = JSON.parse(gunzipSync(row!.lighthouse_report).toString('utf8')) as {
      configSettings: { locale: string };
      audits: Record<string, { title: string }>;
    };
    expect(lhr.configSettings.locale).toBe('en-US');
    expect(lhr.audits['image-alt']!.title).toBe('Image elements do not have `[alt]` attributes');
  });

  it("writes the PDF's opportunities in the PDF's language", async () => {
    const { titles } = (await read('pt')).pageSpeedResults!.opportunities[0]!;
    const pt = await pdfText((await user.agent.get(`/api/generate-pdf/${id}?language=pt`).buffer(true).parse(binaryBody).expect(200)).body as Buffer, {
      oneLine: true,
    });
    const en = await pdfText((await user.agent.get(`/api/generate-pdf/${id}?language=en`).buffer(true).parse(binaryBody).expect(200)).body as Buffer, {
      oneLine: true,
    });
    expect(pt).toContain(titles.pt.replaceAll('`', ''));
    expect(pt).not.toContain(titles.en);
    expect(en).toContain(titles.en.replaceAll('`', ''));
    expect(pt).toContain('Oportunidades de melhoria');
  });

  it('reads analyses stored in English only in Portuguese, through Lighthouse’s catalog', async () => {
    const [row] = await queryDatabase<{ page_speed_results: { failingAudits: Record<string, unknown>[]; opportunities: Record<string, unknown>[] } }>(
      testApp.database.url,
      'select page_speed_results from analysis_analysis where id = $1',
      [id],
    );
    const englishOnly = row!.page_speed_results;
    for (const item of [...englishOnly.failingAudits, ...englishOnly.opportunities]) {
      delete item['titles'];
      delete item['descriptions'];
    }
    await queryDatabase(testApp.database.url, `update analysis_analysis set page_speed_results = $2::jsonb where id = $1`, [id, JSON.stringify(englishOnly)]);

    const pt = await read('pt');
    expect(imageAltOf(pt).title).toBe(imageAltPt);
    expect(imageAltOf(pt).descriptions).toBeNull();
    expect((await read('en')).pageSpeedResults!.opportunities[0]!.title).toBe(englishOnly.opportunities[0]!['title']);
  });

  it('says why an analysis failed in the reader’s language, for new and old rows', async () => {
    const answer = await user.agent
      .post('/api/analyze')
      .set('Accept-Language', 'en')
      .send({ url: `${site.url}/nao-existe` })
      .expect(400);
    expect(answer.body.error).toMatchObject({
      type: 'NETWORK_ERROR',
      message: 'Unable to analyze this URL. Please verify the URL is accessible',
      details: { code: 'page-unreachable' },
    });
    const failedId = answer.body.error.details.id as string;

    const failed = async (language: string) =>
      (await user.agent.get(`/api/analyses/${failedId}`).set('Accept-Language', language).expect(200)).body as AnalysisView;
    expect((await failed('pt')).error).toEqual({
      type: 'NETWORK_ERROR',
      code: 'page-unreachable',
      message: 'Não foi possível analisar esta URL. Verifique se o endereço está acessível.',
    });
    expect((await failed('en')).error).toEqual({
      type: 'NETWORK_ERROR',
      code: 'page-unreachable',
      message: 'Unable to analyze this URL. Please verify the URL is accessible',
    });
    const listed = (await user.agent.get('/api/analyses?search=nao-existe').set('Accept-Language', 'pt').expect(200)).body.analyses[0];
    expect(listed.error.message).toBe('Não foi possível analisar esta URL. Verifique se o endereço está acessível.');

    // A row failed by the sweeper before codes were kept: its English text only.
    await queryDatabase(
      testApp.database.url,
      `update analysis_analysis set error_type = 'API_UNAVAILABLE', error_code = null, error_messages = null, error_message = $2 where id = $1`,
      [failedId, analysisFailures.interrupted.message.en],
    );
    expect((await failed('pt')).error).toEqual({ type: 'API_UNAVAILABLE', code: 'interrupted', message: analysisFailures.interrupted.message.pt });
    expect((await failed('en')).error?.message).toBe('The analysis was interrupted before it finished (the service stopped or restarted). Please try again.');
  });
});
