import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendBetween } from '@otimiza/sdk/shared';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { AnalysisView } from '@otimiza/plugin-analysis-shared';
import analysisPlugin from '../index.js';
import { startSmallBusinessSite, type SmallBusinessSite } from '../../test/small-business-site.js';

async function verified(user: TestUser, id: string): Promise<AnalysisView> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const view = (await user.agent.get(`/api/analyses/${id}`).expect(200)).body as AnalysisView;
    if (['completed', 'failed', 'skipped'].includes(view.verification.status)) return view;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('verification did not end');
}

describe('proof: the fixed page audited again with the same settings', () => {
  let testApp: TestApp;
  let site: SmallBusinessSite;
  let pro: TestUser;

  beforeAll(async () => {
    site = await startSmallBusinessSite();
    testApp = await createTestApp({ plugins: [analysisPlugin], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    pro = await createTestUser(testApp, { plan: 'pro' });
  });
  afterAll(async () => {
    await testApp?.close();
    await site?.close();
  });

  it.each(['/salao', '/oficina', '/bakery'])(
    '%s: SEO reaches 95, accessibility rises by 30 or reaches 90, performance does not drop beyond the run-to-run spread',
    async (path) => {
      const analysis = (
        await pro.agent
          .post('/api/analyze')
          .send({ url: `${site.url}${path}`, strategy: 'desktop' })
          .expect(200)
      ).body as AnalysisView;
      expect(analysis.appliedFixes.length).toBeGreaterThan(5);
      expect(analysis.optimizedHtml).toContain('<meta name="description"');
      expect(analysis.estimatedImprovements!.seo).toBeGreaterThan(0);
      expect(analysis.estimatedImprovements!.basis).toBe('page-audit');
      expect(analysis.estimatedImprovements!.accessibility).toBeGreaterThan(0);
      expect(['pending', 'running']).toContain(analysis.verification.status);

      const view = await verified(pro, analysis.id);
      expect(view.verification.status).toBe('completed');
      const { before, after, change } = view.verification;
      console.info(
        `${path} analysis ${JSON.stringify(analysis.scores)} before ${JSON.stringify(before)} after ${JSON.stringify(after)} estimated ${JSON.stringify(analysis.estimatedImprovements)}`,
      );
      const analysisScores = {
        performance: analysis.scores!.performanceScore,
        accessibility: analysis.scores!.accessibilityScore,
        seo: analysis.scores!.seoScore,
        bestPractices: analysis.scores!.bestPracticesScore,
      };
      // The original is audited again only when the fixed page read slower than the analysis beyond the spread.
      if (view.verification.beforeRemeasured) {
        expect(trendBetween(analysisScores.performance, after!.performance, 'performance')).toBe('declining');
        expect({ accessibility: before!.accessibility, seo: before!.seo }).toEqual({ accessibility: analysisScores.accessibility, seo: analysisScores.seo });
      } else {
        expect(before).toEqual(analysisScores);
      }
      expect(after!.seo).toBeGreaterThanOrEqual(95);
      expect(after!.accessibility - before!.accessibility >= 30 || after!.accessibility >= 90).toBe(true);
      // Not worse beyond the run-to-run spread than the original measured beside it.
      expect(trendBetween(before!.performance, after!.performance, 'performance')).not.toBe('declining');
      expect(change!.seo).toBe(after!.seo - before!.seo);
    },
  );

  it('answers the fixes in the request language', async () => {
    const [latest] = (await pro.agent.get('/api/analyses').expect(200)).body.analyses as { id: string }[];
    const analysis = (await pro.agent.get(`/api/analyses/${latest!.id}`).set('Accept-Language', 'en').expect(200)).body as AnalysisView;
    const fix = analysis.appliedFixes.find((entry) => entry.id === 'meta-description')!;
    expect(fix.title).toBe('Write the meta description');
    expect(fix.titles.pt).toBe('Escrever a meta description');
  });
});
