import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser } from '../support/browser.js';

const baseUrl = inject('baseUrl');

/** The seed audits six pages and their proofs with real Lighthouse runs. */
const SEED_TIMEOUT_MS = 12 * 60_000;

/**
 * The investor demo on the shared e2e server, where nothing prepared it: this file runs first
 * (e2e/support/first-files-sequencer.ts), so its opening prepares the demo and shows the
 * preparation's progress, then the dashboard; the other files that open the demo wait for it.
 */
describe('investor demo on first use: prepared in the background, then shown with its data', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function demoContext(language: 'pt' | 'en', width: number): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
    return context;
  }

  it(
    'shows "Preparando a demonstração…" with the audit in progress, n of 6, in both languages, then the dashboard with the six analyses',
    async () => {
      const context = await demoContext('pt', 1280);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/?pro-demo=true&investor=true`);
      await page.waitForURL(/\/demo\/[^/]+$/);
      const preparing = page.getByTestId('demo-preparing');
      await preparing.getByRole('heading', { level: 1, name: 'Preparando a demonstração…' }).waitFor();
      await page.getByText('DEMONSTRAÇÃO PRO - Apresentação para Investidores').waitFor();
      // The seed's own progress: the site and version being audited, counted out of six.
      const step = page.getByTestId('demo-preparing-step');
      await expect.poll(() => step.textContent(), { timeout: 60_000 }).toMatch(/^Analisando Padaria Pão Dourado — versão .+ \(análise [1-6] de 6\)$/);
      expect(await preparing.locator('li').count()).toBe(6);
      await keepScreenshot(page, 'demo-preparing-pt-1280');

      // A second visitor at the same time joins the same preparation, in English.
      const english = await demoContext('en', 390);
      const second = await english.newPage();
      await second.goto(`${baseUrl}/?pro-demo=true&investor=true`);
      await second.getByRole('heading', { level: 1, name: 'Preparing the demo…' }).waitFor();
      await expect
        .poll(() => second.getByTestId('demo-preparing-step').textContent(), { timeout: 60_000 })
        .toMatch(/^(Auditing .+ — .+ \(audit [1-6] of 6\)|Checking the fixes: \d of 6 fixed pages audited again)$/);
      expect(second.url()).toBe(page.url());
      await keepScreenshot(second, 'demo-preparing-en-390');

      // Ready: the pro dashboard of the demo, with the stored analyses, still read-only.
      await page.getByRole('heading', { level: 1, name: 'Painel Pro' }).waitFor({ timeout: SEED_TIMEOUT_MS });
      const analyses = (await (await context.request.get(`${baseUrl}/api/analyses`)).json()) as { total: number };
      expect(analyses.total).toBe(6);
      const stats = (await (await context.request.get(`${baseUrl}/api/dashboard/stats`)).json()) as { totalAnalyses: number };
      expect(stats.totalAnalyses).toBe(6);
      await page.getByTestId('quick-analysis-card').getByTestId('demo-read-only').waitFor();
      expect((await context.request.post(`${baseUrl}/api/analyze`, { data: { url: 'https://example.com/' } })).status()).toBe(403);
      await keepScreenshot(page, 'demo-ready-pt-1280');
      await second.getByRole('heading', { level: 1, name: 'Pro Dashboard' }).waitFor({ timeout: 60_000 });
      await keepScreenshot(second, 'demo-ready-en-390');

      // Opened again later, it is ready at once: no second preparation.
      const later = await (await demoContext('pt', 1280)).newPage();
      await later.goto(`${baseUrl}/?pro-demo=true&investor=true`);
      await later.getByRole('heading', { level: 1, name: 'Painel Pro' }).waitFor();
      expect(await later.getByTestId('demo-preparing').count()).toBe(0);
      expect(((await (await context.request.get(`${baseUrl}/api/analyses`)).json()) as { total: number }).total).toBe(6);
      await Promise.all([context.close(), english.close(), later.context().close()]);
    },
    SEED_TIMEOUT_MS + 120_000,
  );
});
