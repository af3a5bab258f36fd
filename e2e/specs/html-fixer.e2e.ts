import type { AnalyzeHtmlResponse, AnalysisView, AutoFixHtmlResponse } from '@otimiza/plugin-analysis-shared';
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, toast } from '../support/browser.js';
import { serveFiles } from '../support/loopback-site.js';
import { browserAndSiteForSuite, openPageInLanguage } from '../support/pages.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

const picture = (width: number, height: number, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${colour}"/></svg>`;

/**
 * A florist's page with the usual defects (no lang, no description, no viewport, no h1 and a
 * skipped heading level, images without alt, a blocking script, an unnamed button, a vague
 * link), served on loopback (the app runs with ALLOW_PRIVATE_TARGETS).
 */
const files: Record<string, { type: string; body: string }> = {
  '/floricultura': {
    type: 'text/html; charset=utf-8',
    body: `<html><head><meta charset="utf-8"><title>Floricultura Jardim Azul</title><script src="/js/app.js"></script></head>
<body><div class="topo"><img src="/img/logo.svg"><button class="menu"></button></div>
<h2>Floricultura Jardim Azul</h2>
<h4>Buquês, arranjos e entregas em Belo Horizonte</h4>
<p>A Floricultura Jardim Azul monta buquês e arranjos para aniversários, casamentos e datas especiais, com entrega no mesmo dia em Belo Horizonte.</p>
<p>Atendemos de segunda a sábado, das 8h às 18h, na Avenida Afonso Pena, 1500. Telefone (31) 3222-4455.</p>
<img src="/img/buque.svg"><img src="/img/arranjo.svg"><img src="/img/vitrine.svg">
<p>Veja os preços: <a href="/precos">clique aqui</a></p>
<form action="/news"><input type="email" name="email"><button type="submit"></button></form>
</body></html>`,
  },
  '/js/app.js': { type: 'text/javascript', body: 'window.__appRan = 1;' },
  '/img/logo.svg': { type: 'image/svg+xml', body: picture(160, 60, '#2563eb') },
  '/img/buque.svg': { type: 'image/svg+xml', body: picture(760, 420, '#f9a8d4') },
  '/img/arranjo.svg': { type: 'image/svg+xml', body: picture(760, 420, '#86efac') },
  '/img/vitrine.svg': { type: 'image/svg+xml', body: picture(760, 420, '#fde68a') },
};

const startSite = () => serveFiles(files);

/** Signed in, with the clipboard (the fixer's 'Copiar'). */
const signedInPage = (browser: Browser, account: TestAccount, language: 'pt' | 'en', width = 1440) =>
  openPageInLanguage(browser, { account, language, width, clipboard: true });

describe('HTML fixer: analyse, implement, preview, apply', () => {
  const suite = browserAndSiteForSuite(startSite);

  it('lets a pro user analyse a page, implement the fixes, preview them sandboxed and run the deploy demo', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('fixer-pro'));
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'pro');
    const { page, close } = await signedInPage(suite.browser, account, 'pt');
    const pageUrl = `${suite.site.url}/floricultura`;

    await page.goto(`${baseUrl}/new-analysis`);
    const card = page.getByTestId('html-fixer-card');
    await card.getByRole('button', { name: 'Analisar HTML' }).waitFor();

    // An empty address is refused before anything is sent.
    await card.getByRole('button', { name: 'Analisar HTML' }).click();
    await toast(page, 'URL necessária').waitFor();
    await card.getByText('Digite uma URL para analisar').first().waitFor();
    await card.getByRole('button', { name: 'Implementar Automaticamente' }).click();
    await card.getByText('Digite uma URL para implementar as correções').first().waitFor();

    await card.getByLabel('URL da página').fill(pageUrl);
    const analysed = page.waitForResponse((response) => response.url().endsWith('/api/analyze-html'));
    await card.getByRole('button', { name: 'Analisar HTML' }).click();
    const answer = (await (await analysed).json()) as AnalyzeHtmlResponse;
    const results = page.getByTestId('html-analysis-results');
    await results.waitFor({ timeout: 60_000 });
    expect(answer.fixes.length).toBeGreaterThan(3);

    // The tiles show the server's summary, labelled as estimates.
    // No audit of this page yet: no performance estimate, and the tile says why.
    expect(answer.estimatedImprovements.basis).toBe('catalogue');
    await expect(results.getByTestId('summary-performance').textContent()).resolves.toContain('Analise a página primeiro');
    await expect(results.getByTestId('summary-accessibility').textContent()).resolves.toContain(`+${answer.summary.accessibilityScore} pontos`);
    await results.getByText(/são estimativas/).waitFor();

    // The four tabs, each fix under its tab with its priority and its code.
    for (const name of ['Meta Tags', 'Headings', 'Imagens', 'Otimização'])
      await results.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) }).waitFor();
    await results.getByTestId('html-fix-group-meta').locator('[data-fix="meta-description"]').waitFor();
    await results.getByRole('tab', { name: /^Headings/ }).click();
    await results.getByTestId('html-fix-group-headings').locator('[data-fix="single-h1"]').waitFor();
    await results.getByRole('tab', { name: /^Imagens/ }).click();
    const imageFix = results.getByTestId('html-fix-group-images').locator('[data-fix="image-alt"]');
    await imageFix.waitFor();
    await imageFix.locator('[data-priority]').first().waitFor();
    await imageFix.getByRole('button', { name: 'Copiar' }).last().click();
    await toast(page, 'Código Copiado').waitFor();
    const imageFixAnswer = answer.fixes.find((fix) => fix.id === 'image-alt')!;
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(imageFixAnswer.after);
    await keepScreenshot(page, 'html-fixer-analysis-pt');

    // Automatic implementation: the card, the comparison and the sandboxed preview.
    await card.getByRole('button', { name: 'Implementar Automaticamente' }).click();
    await toast(page, 'HTML Implementado Automaticamente').waitFor({ timeout: 60_000 });
    const implementation = page.getByTestId('implementation-card');
    await implementation.waitFor();
    const count = Number(await implementation.getByTestId('implemented-count').textContent());
    expect(count).toBeGreaterThan(3);
    await implementation.getByTestId('before-after').waitFor();
    await expect(implementation.getByTestId('compare-images').locator('[data-value="before"]').textContent()).resolves.toBe('0/4');
    await expect(implementation.getByTestId('compare-images').locator('[data-value="after"]').textContent()).resolves.toBe('4/4');
    const frame = implementation.getByTestId('html-preview').locator('iframe');
    await expect(frame.getAttribute('sandbox')).resolves.toBe('');
    const previewUrl = await frame.getAttribute('src');
    expect(previewUrl).toMatch(/^\/api\/html-fixes\/[0-9a-f-]{36}\/preview$/);
    const preview = await page.request.get(`${baseUrl}${previewUrl}`);
    expect(preview.headers()['content-security-policy']).toBe('sandbox');
    await implementation.getByTestId('deploy-replaces-warning').waitFor();
    await keepScreenshot(page, 'html-fixer-implementation-pt');

    // The apply dialog: the guide, the locked real deploy (enterprise), and the labelled simulation.
    await implementation.getByTestId('open-guide').click();
    const dialog = page.getByTestId('apply-optimizations-dialog');
    await dialog.getByTestId('manual-guide').waitFor();
    await dialog.getByText('Como publicar em 5 passos').waitFor();
    await page.getByRole('tab', { name: 'Deploy Real' }).click();
    await dialog.locator('[data-testid="upgrade-required"][data-feature="realTimeDeploy"]').waitFor();
    await page.getByRole('tab', { name: 'Demonstração' }).click();
    const simulation = dialog.getByTestId('deploy-simulation');
    await simulation.getByText('Simulação — nada é enviado').waitFor();
    await simulation.getByRole('button', { name: 'Executar Demonstração' }).click();
    await simulation.locator('[data-step="connect"][data-status="running"]').waitFor();
    const result = simulation.getByTestId('simulation-result');
    await result.waitFor();
    await result.getByText(String(count), { exact: true }).waitFor();
    await result.getByText('25-40% mais rápido (ilustrativo)').waitFor();
    await keepScreenshot(page, 'html-fixer-simulation-pt');
    await simulation.getByRole('button', { name: 'Executar Nova Demonstração' }).click();
    await result.waitFor({ state: 'detached' });
    await close();
  });

  it('shows a pro user the implemented HTML of an analysis, sandboxed, and the verified improvement', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('fixer-results'));
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'pro');
    const { page, context, close } = await signedInPage(suite.browser, account, 'en', 390);
    const analysed = await context.request.post(`${baseUrl}/api/analyze`, { data: { url: `${suite.site.url}/floricultura` }, timeout: 120_000 });
    expect(analysed.status()).toBe(200);
    const { id } = (await analysed.json()) as AnalysisView;

    await page.goto(`${baseUrl}/new-analysis`);
    await page.getByTestId('recent-analyses').getByRole('button', { name: 'View' }).first().click();
    const results = page.getByTestId('analysis-results');
    await results.waitFor();
    expect(await results.getAttribute('data-analysis-id')).toBe(id);

    // The proof ends in the measured change of each score (the dialog polls while it runs).
    const verification = results.getByTestId('verification');
    await expect.poll(() => verification.getAttribute('data-status'), { timeout: 150_000, interval: 1000 }).toMatch(/completed|failed/);
    const stored = (await (await context.request.get(`${baseUrl}/api/analyses/${id}`)).json()) as AnalysisView;
    expect(stored.verification.status).toBe('completed');
    for (const key of ['performance', 'seo', 'accessibility', 'bestPractices'] as const) {
      expect(await verification.locator(`[data-category="${key}"]`).getAttribute('data-change')).toBe(String(Math.round(stored.verification.change![key])));
    }

    await page.getByRole('tab', { name: 'HTML', exact: true }).click();
    const html = results.getByTestId('optimized-html');
    await html.waitFor();
    await expect(html.locator('iframe').getAttribute('sandbox')).resolves.toBe('');
    await html.getByTestId('apply-optimizations-card').waitFor();
    await page.getByRole('tab', { name: /^Fixes \(\d+\)$/ }).click();
    await results.getByTestId('applied-fixes').locator('[data-fix="image-alt"]').waitFor();
    await keepScreenshot(page, 'analysis-results-fixes-en-390');
    await close();
  }, 240_000);

  it('opens the automatic HTML fix from the premium features of an analysis, and says when it fails', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('auto-fix'));
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'pro');
    const { page, context, close } = await signedInPage(suite.browser, account, 'pt');
    const pageUrl = `${suite.site.url}/floricultura`;
    const analysed = await context.request.post(`${baseUrl}/api/analyze`, { data: { url: pageUrl }, timeout: 120_000 });
    expect(analysed.status()).toBe(200);

    await page.goto(`${baseUrl}/new-analysis`);
    await page.getByTestId('recent-analyses').getByRole('button', { name: 'Ver' }).first().click();
    await page.getByTestId('analysis-results').waitFor();
    // A tab click on a loaded machine can be lost while the results still render: clicked again until its panel shows.
    const openAutoFix = page.locator('[data-premium-feature="html-fix"]').getByTestId('open-auto-fix');
    await expect
      .poll(
        async () => {
          if (!(await openAutoFix.isVisible())) await page.getByRole('tab', { name: 'Recursos premium' }).click();
          return openAutoFix.isVisible();
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const fixed = page.waitForResponse((response) => response.url().endsWith('/api/auto-fix-html'));
    await openAutoFix.click();
    const response = await fixed;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ url: pageUrl });
    const answer = (await response.json()) as AutoFixHtmlResponse;
    expect(answer.fixesApplied).toBeGreaterThan(3);
    const dialog = page.getByTestId('auto-fix-dialog');
    const result = dialog.getByTestId('auto-fix-result');
    await result.waitFor();
    await expect(result.getByTestId('auto-fix-count').textContent()).resolves.toBe(String(answer.fixesApplied));
    expect(await result.locator('[data-fix]').count()).toBe(answer.fixes.length);
    await result.locator('[data-fix="image-alt"]').waitFor();
    await expect(result.getByTestId('auto-fix-download').getAttribute('href')).resolves.toBe(answer.downloadUrl);
    await expect(result.getByTestId('auto-fix-preview').getAttribute('href')).resolves.toBe(answer.previewUrl);
    expect((await page.request.get(`${baseUrl}${answer.downloadUrl}`)).status()).toBe(200);
    await keepScreenshot(page, 'auto-fix-dialog-pt');
    await page.getByRole('dialog').filter({ has: dialog }).locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A page that cannot be read: the spec's destructive toast, and the reason in the dialog.
    await page.goto(`${baseUrl}/new-analysis?autoFix=${encodeURIComponent(`${suite.site.url}/nao-existe`)}`);
    const failed = toast(page, 'Erro na Correção');
    await failed.getByText('Falha ao corrigir HTML automaticamente').waitFor();
    await page.getByTestId('auto-fix-error').waitFor();
    await keepScreenshot(page, 'auto-fix-error-pt');
    await page
      .getByRole('dialog')
      .filter({ has: page.getByTestId('auto-fix-dialog') })
      .locator('.ant-modal-footer')
      .getByRole('button', { name: 'Fechar' })
      .click();
    // Closing leaves the address without it, so a reload does not run the fix again.
    await expect.poll(() => new URL(page.url()).searchParams.get('autoFix')).toBeNull();
    await close();

    // The same dialog and toast in English.
    const english = await signedInPage(suite.browser, account, 'en');
    await english.page.goto(`${baseUrl}/new-analysis?autoFix=${encodeURIComponent(pageUrl)}`);
    await english.page.getByTestId('auto-fix-result').getByText('fixes applied to the HTML').waitFor();
    await keepScreenshot(english.page, 'auto-fix-dialog-en');
    await english.page.goto(`${baseUrl}/new-analysis?autoFix=${encodeURIComponent(`${suite.site.url}/nao-existe`)}`);
    await toast(english.page, 'Fixing Error').getByText('Failed to fix the HTML automatically').waitFor();
    await english.page.getByTestId('auto-fix-error').waitFor();
    await keepScreenshot(english.page, 'auto-fix-error-en');
    await english.close();
  }, 180_000);

  it('shows a lite user the locked analyser, and the API refuses it with 402', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('fixer-lite'));
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'lite');
    const { page, context, close } = await signedInPage(suite.browser, account, 'en', 390);
    await page.goto(`${baseUrl}/new-analysis`);
    const card = page.getByTestId('html-fixer-card');
    await card.locator('[data-testid="upgrade-required"][data-feature="htmlAutoCorrection"]').waitFor();
    await card.getByText('Available from the Pro plan.').waitFor();
    expect(await card.getByRole('button', { name: 'Analyze HTML' }).count()).toBe(0);
    await keepScreenshot(page, 'html-fixer-locked-en-390');

    // The automatic fix's dialog shows the upgrade card, and asks the server nothing.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auto-fix-html')) asked.push(request.url());
    });
    await page.goto(`${baseUrl}/new-analysis?autoFix=${encodeURIComponent(`${suite.site.url}/floricultura`)}`);
    await page.getByTestId('auto-fix-dialog').locator('[data-testid="upgrade-required"][data-feature="htmlAutoCorrection"]').waitFor();
    await keepScreenshot(page, 'auto-fix-locked-en-390');
    expect(asked).toEqual([]);

    const refused = await context.request.post(`${baseUrl}/api/analyze-html`, { data: { url: `${suite.site.url}/floricultura` } });
    expect(refused.status()).toBe(402);
    expect(((await refused.json()) as { error: { type: string } }).error.type).toBe('SUBSCRIPTION_REQUIRED');
    await close();
  });
});
