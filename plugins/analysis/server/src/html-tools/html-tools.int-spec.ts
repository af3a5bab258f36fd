import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import {
  fixCount,
  type AnalyzeHtmlResponse,
  type AutoFixHtmlResponse,
  type AutoImplementHtmlResponse,
  type SkippedFixList,
} from '@otimiza/plugin-analysis-shared';
import analysisPlugin from '../index.js';
import { startSmallBusinessSite, type SmallBusinessSite } from '../../test/small-business-site.js';

/** What a browser loads and runs for a page: subresource paths, script markers, failures. */
async function loadInBrowser(browser: Browser, site: SmallBusinessSite, path: string, fixedHtml?: string) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 6000 });
  await page.setCacheEnabled(false);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(String(error)));
  page.on('requestfailed', (request) => failures.push(`${request.url()} ${request.failure()?.errorText}`));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (fixedHtml && request.isNavigationRequest() && request.url() === `${site.url}${path}`) {
      void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: fixedHtml });
    } else void request.continue();
  });
  site.clearRequests();
  await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle0' });
  const ran = await page.evaluate(() => ({
    app: (window as { __appRan?: number }).__appRan ?? 0,
    inline: (window as { __inlineRan?: number }).__inlineRan ?? 0,
  }));
  const images = await page.evaluate(() =>
    [...document.images].map((image) => ({ src: image.getAttribute('src'), loaded: image.complete && image.naturalWidth > 0 })),
  );
  await page.close();
  const requests = [...new Set(site.requests.filter((request) => request !== path && request !== '/favicon.ico'))].sort();
  return { requests, ran, images, failures };
}

describe('HTML tools: analyse, implement and fix a page', () => {
  let testApp: TestApp;
  let site: SmallBusinessSite;
  let pro: TestUser;
  let lite: TestUser;
  let otherPro: TestUser;

  beforeAll(async () => {
    site = await startSmallBusinessSite();
    testApp = await createTestApp({ plugins: [analysisPlugin], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    pro = await createTestUser(testApp, { plan: 'pro' });
    otherPro = await createTestUser(testApp, { plan: 'pro' });
    lite = await createTestUser(testApp, { plan: 'lite' });
  });
  afterAll(async () => {
    await testApp?.close();
    await site?.close();
  });

  it('refuses the plans without the HTML fix (402) and bad addresses (400)', async () => {
    const refused = await lite.agent
      .post('/api/analyze-html')
      .send({ url: `${site.url}/salao` })
      .expect(402);
    expect(refused.body.error.type).toBe('SUBSCRIPTION_REQUIRED');
    const invalid = await pro.agent.post('/api/analyze-html').set('Accept-Language', 'pt-BR').send({ url: 'nao é url' }).expect(400);
    expect(invalid.body.error.type).toBe('INVALID_URL');
  });

  it('analyze-html lists the fixes with snippets and estimates from the audit weights', async () => {
    const body = (
      await pro.agent
        .post('/api/analyze-html')
        .send({ url: `${site.url}/salao` })
        .expect(200)
    ).body as AnalyzeHtmlResponse;
    expect(body.url).toBe(`${site.url}/salao`);
    expect(body.companyName).toBe('Salão Bela Flor');
    const ids = body.fixes.map((fix) => fix.id);
    expect(ids).toEqual(
      expect.arrayContaining(['html-lang', 'meta-description', 'image-alt', 'image-dimensions', 'heading-order', 'link-text', 'form-labels', 'button-name']),
    );
    const alt = body.fixes.find((fix) => fix.id === 'image-alt')!;
    expect(alt).toMatchObject({ category: 'accessibility', priority: 'high', title: { pt: expect.any(String), en: expect.any(String) } });
    expect(alt.fixedCode).toBe(alt.after);
    expect(alt.after).toContain('alt="');
    expect(body.fixes.find((fix) => fix.id === 'image-dimensions')!.after).toContain('width="760" height="420"');
    expect(body.estimatedImprovements.seo).toBeGreaterThan(0);
    expect(body.estimatedImprovements.accessibility).toBeGreaterThan(0);
    // No audit of this page in the workspace yet: default weights, and no performance estimate.
    expect(body.estimatedImprovements).toMatchObject({ basis: 'catalogue', performance: 0 });
    expect(body.summary).toEqual({
      seoImprovements: body.fixes.filter((fix) => fix.category === 'seo').length,
      performanceGain: body.estimatedImprovements.performance,
      accessibilityScore: body.estimatedImprovements.accessibility,
    });
    // One definition with the analysis' fixes: each fix once, though image-alt touched every image.
    expect(body.fixes.find((fix) => fix.id === 'image-alt')!.count).toBeGreaterThan(1);
    expect(body.totalIssuesFound).toBe(fixCount(body.fixes));
    expect(body.totalIssuesFound).toBe(body.fixes.length);
  });

  it('auto-implement-html answers the optimised page, the before/after figures and a download and a sandboxed preview', async () => {
    const body = (
      await pro.agent
        .post('/api/auto-implement-html')
        .send({ url: `${site.url}/salao` })
        .expect(200)
    ).body as AutoImplementHtmlResponse;
    expect(body.optimizedHtml).toContain('<html lang="pt-BR">');
    expect(body.beforeAfterComparison.before).toMatchObject({ imagesWithAlt: 0, totalImages: 4 });
    expect(body.beforeAfterComparison.after).toMatchObject({ imagesWithAlt: 4, totalImages: 4 });
    expect(body.beforeAfterComparison.before.headingsStructure.map((heading) => heading.level)).toEqual([1, 3]);
    expect(body.beforeAfterComparison.after.headingsStructure.map((heading) => heading.level)).toEqual([1, 2]);
    expect(body.beforeAfterComparison.after.metaTags).toBeGreaterThan(body.beforeAfterComparison.before.metaTags);
    expect(body.errors).toEqual([]);

    const download = await pro.agent.get(body.downloadUrl).expect(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="127.0.0.1-otimizado.html"');
    expect(download.text).toBe(body.optimizedHtml);

    const preview = await pro.agent.get(body.previewUrl).expect(200);
    expect(preview.headers['content-security-policy']).toBe('sandbox');
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.text).toContain(`<base href="${site.url}/salao">`);

    await otherPro.agent.get(body.downloadUrl).expect(404);
    await otherPro.agent.get(body.previewUrl).expect(404);
    await lite.agent.get(body.previewUrl).expect(402);
  });

  it('auto-fix-html counts the fixes applied', async () => {
    const body = (
      await pro.agent
        .post('/api/auto-fix-html')
        .send({ url: `${site.url}/bakery` })
        .expect(200)
    ).body as AutoFixHtmlResponse;
    expect(body.fixesApplied).toBe(body.fixes.length);
    expect(body.fixesApplied).toBeGreaterThan(8);
  });

  it('the fixed pages load the same resources and run the same scripts in a browser', async () => {
    const browser = await puppeteer.launch({ executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
    try {
      for (const path of ['/salao', '/oficina', '/bakery']) {
        const fixed = (
          await pro.agent
            .post('/api/auto-implement-html')
            .send({ url: `${site.url}${path}` })
            .expect(200)
        ).body as AutoImplementHtmlResponse;
        const before = await loadInBrowser(browser, site, path);
        const after = await loadInBrowser(browser, site, path, fixed.optimizedHtml);
        expect(before.failures).toEqual([]);
        expect(after.failures).toEqual([]);
        expect(after.requests, path).toEqual(before.requests);
        expect(after.ran, path).toEqual(before.ran);
        expect(after.ran.app).toBe(1);
        expect(
          after.images.every((image) => image.loaded),
          path,
        ).toBe(true);
        expect(after.images.map((image) => image.src)).toEqual(before.images.map((image) => image.src));
      }
    } finally {
      await browser.close();
    }
  });

  it('leaves out a fix the workspace dropped, for that workspace only, until it is restored', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const fixIdsOf = async (user: TestUser) =>
      (
        (
          await user.agent
            .post('/api/analyze-html')
            .send({ url: `${site.url}/salao` })
            .expect(200)
        ).body as AnalyzeHtmlResponse
      ).fixes.map((fix) => fix.id);
    expect(await fixIdsOf(owner)).toContain('image-dimensions');

    // 20 requests at once drop it once.
    const answers = await Promise.all(Array.from({ length: 20 }, () => owner.agent.post('/api/analysis/skipped-fixes').send({ fixId: 'image-dimensions' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const list = (await owner.agent.get('/api/analysis/skipped-fixes').expect(200)).body as SkippedFixList;
    expect(list.skippedFixes).toEqual([{ fixId: 'image-dimensions', skippedAt: expect.any(String) }]);
    const ids = await fixIdsOf(owner);
    expect(ids).not.toContain('image-dimensions');
    expect(ids).toContain('meta-description');

    // Another workspace neither sees it nor loses the fix.
    expect(((await otherPro.agent.get('/api/analysis/skipped-fixes').expect(200)).body as SkippedFixList).skippedFixes).toEqual([]);
    expect(await fixIdsOf(otherPro)).toContain('image-dimensions');
    await otherPro.agent.delete('/api/analysis/skipped-fixes/image-dimensions').expect(200);
    expect(((await owner.agent.get('/api/analysis/skipped-fixes').expect(200)).body as SkippedFixList).skippedFixes).toHaveLength(1);

    // An unknown or malformed id is refused in the caller's language; nothing is stored.
    const unknown = await owner.agent.post('/api/analysis/skipped-fixes').set('Accept-Language', 'pt-BR').send({ fixId: 'nao-existe' }).expect(400);
    expect(unknown.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Correção desconhecida.' });
    await owner.agent.post('/api/analysis/skipped-fixes').send({ fixId: 'image\u0000dimensions' }).expect(400);
    await owner.agent.post('/api/analysis/skipped-fixes').set('Content-Type', 'application/json').send('{"fixId":').expect(400);
    expect(((await owner.agent.get('/api/analysis/skipped-fixes').expect(200)).body as SkippedFixList).skippedFixes).toHaveLength(1);

    await owner.agent.delete('/api/analysis/skipped-fixes/image-dimensions').expect(200);
    expect(await fixIdsOf(owner)).toContain('image-dimensions');
  });
});
