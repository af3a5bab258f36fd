import { verificationSummary, type AnalysisView } from '@otimiza/plugin-analysis-shared';
import { bicicletariaPage, solidPng } from '@otimiza/sdk/testing';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepScreenshot } from '../support/browser.js';
import { HTML, serveOnLoopback } from '../support/loopback-site.js';
import { browserAndSiteForSuite, openPageInLanguage } from '../support/pages.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

/** A bike shop's page the fixer answers in full, so the proof verifies SEO and accessibility gains. */
const shopPage = bicicletariaPage;

const images: Record<string, Buffer> = {
  '/logo.png': solidPng(120, [37, 99, 235]),
  '/revisao.png': solidPng(200, [22, 163, 74]),
  '/urbana.png': solidPng(200, [234, 88, 12]),
  '/enviar.png': solidPng(24, [15, 23, 42]),
};

const startShop = () =>
  serveOnLoopback((req, res) => {
    const path = new URL(req.url ?? '/', 'http://shop.invalid').pathname;
    const image = images[path];
    if (image) return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(image);
    if (path !== '/bicicletaria') return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('não encontrado');
    res.writeHead(200, { 'Content-Type': HTML }).end(shopPage);
  });

const signedInPage = (browser: Browser, account: TestAccount, language: 'pt' | 'en', width: number) =>
  openPageInLanguage(browser, { account, language, width });

/** The proof card of the open results dialog, once its verification completed (the dialog polls the analysis meanwhile). */
async function completedProofCard(page: Page) {
  const card = page.getByTestId('analysis-results').getByTestId('verification');
  await page.getByTestId('analysis-results').locator('[data-testid="verification"][data-status="completed"]').waitFor({ timeout: 240_000 });
  await card.scrollIntoViewIfNeeded();
  return card;
}

describe('the proof card: the fixed page audited again, headed by what was verified', () => {
  const suite = browserAndSiteForSuite(startShop);

  it('shows a completed proof with its heading and each category before → after, in pt and en at 1280 and 390 px', { timeout: 420_000 }, async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('proof'));
    // The proof audits the optimised page, which Pro and up receive.
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'pro');
    const pageUrl = `${suite.site.url}/bicicletaria`;

    const first = await signedInPage(suite.browser, account, 'pt', 1280);
    const page = first.page;
    await page.goto(`${baseUrl}/new-analysis`);
    await page.getByLabel('URL do site').fill(pageUrl);
    const submit = page.getByRole('button', { name: 'Analisar site' });
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    const results = page.getByTestId('analysis-results');
    await results.waitFor({ timeout: 120_000 });
    const id = await results.getAttribute('data-analysis-id');
    expect(id).toBeTruthy();

    const card = await completedProofCard(page);
    const stored = (await (await page.request.get(`${baseUrl}/api/analyses/${id}`)).json()) as AnalysisView;
    const verification = stored.verification;
    expect(verification.status).toBe('completed');
    const summary = verificationSummary(verification.before!, verification.after!, stored.appliedFixes);
    // The fixes of this page verify SEO and accessibility gains beyond the run-to-run spread; the heading names them with their points.
    const verdicts = Object.fromEntries(summary.categories.map((entry) => [entry.category, entry.verdict]));
    expect(verdicts).toMatchObject({ seo: 'improved', accessibility: 'improved' });
    expect(summary.regressions).toEqual([]);
    const seo = summary.categories.find((entry) => entry.category === 'seo')!;
    const accessibility = summary.categories.find((entry) => entry.category === 'accessibility')!;
    // Performance on loopback is near the top before and after: within the spread, 'estável'.
    expect(verdicts['performance']).toBe('stable');
    const gain = (entry: { from: number; to: number }) => entry.to - entry.from;
    // For example 'Acessibilidade +49, SEO +27 e boas práticas +4 verificados; desempenho estável' (the recorded audits of this page and its proof).
    expect(summary.headline.pt).toMatch(
      new RegExp(`^Acessibilidade \\+${gain(accessibility)}, SEO \\+${gain(seo)}(?: e boas práticas \\+\\d+)? verificados; desempenho estável$`),
    );
    expect(summary.headline.en).toMatch(
      new RegExp(`^Accessibility \\+${gain(accessibility)}, SEO \\+${gain(seo)}(?: and best practices \\+\\d+)? verified; performance stable$`),
    );

    // The card shows that heading, not the name of the check, and each category's before → after with the stored verdict.
    expect(await card.getByTestId('verification-summary').textContent()).toBe(summary.headline.pt);
    expect(await card.textContent()).not.toContain('Verificação da melhoria');
    for (const entry of summary.categories) {
      const tile = card.locator(`[data-category="${entry.category}"]`);
      expect(await tile.getAttribute('data-verdict')).toBe(entry.verdict);
      await tile.getByLabel(new RegExp(`: de ${entry.from} para ${entry.to}$`)).waitFor();
    }
    expect(await card.getByTestId('verification-regression').count()).toBe(0);
    await keepScreenshot(page, 'proof-card-pt-1280');
    await first.close();

    // The same analysis opened from the history, in each language and width.
    for (const [language, width] of [
      ['pt', 390],
      ['en', 1280],
      ['en', 390],
    ] as const) {
      const { page: other, close } = await signedInPage(suite.browser, account, language, width);
      await other.goto(`${baseUrl}/analysis-history?open=${id}`);
      const shown = await completedProofCard(other);
      expect(await shown.getByTestId('verification-summary').textContent()).toBe(summary.headline[language]);
      // Nothing runs out of the card sideways on a phone.
      const overflow = await shown.evaluate((node) => node.scrollWidth - node.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await keepScreenshot(other, `proof-card-${language}-${width}`);
      await close();
    }
  });
});
