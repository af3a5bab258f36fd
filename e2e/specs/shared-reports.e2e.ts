import type { AnalysisView } from '@otimiza/plugin-analysis-shared';
import { dataUrl, solidPng } from '@otimiza/sdk/testing';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, setPlanAsAdmin } from '../support/accounts.js';
import { keepScreenshot, toast } from '../support/browser.js';
import { HTML, serveOnLoopback, SVG } from '../support/loopback-site.js';
import { browserAndSiteForSuite } from '../support/pages.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

/** A bakery's small page, served on loopback (the app runs with ALLOW_PRIVATE_TARGETS). */
const bakeryPage = `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Padaria Pão Quente</title></head><body><h1>Padaria Pão Quente</h1>
<p>Pães artesanais, bolos e salgados assados todos os dias em Curitiba. Encomendas pelo telefone (41) 3333-2211.</p>
<img src="/foto.svg" width="640" height="320"></body></html>`;

/** The bakery's page at any path but its photo's. */
const startSite = () =>
  serveOnLoopback((req, res) => {
    if (req.url === '/foto.svg') {
      return void res
        .writeHead(200, { 'Content-Type': SVG })
        .end('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320"><rect width="640" height="320" fill="#f59e0b"/></svg>');
    }
    res.writeHead(200, { 'Content-Type': HTML }).end(bakeryPage);
  });

describe('shared reports: create a link, copy it, open it logged out', () => {
  const suite = browserAndSiteForSuite(startSite);

  /** A visitor without an account opening `url` in `language`, on a desktop screen. */
  async function visit(url: string, language: 'pt' | 'en') {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
    const visitor = await context.newPage();
    await visitor.goto(url);
    return { visitor, close: () => context.close() };
  }

  it('lets a user share a completed analysis, and a visitor without an account sees its scores', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('shared-reports'));
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'pro');
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await context.addInitScript(() => window.localStorage.setItem('otimiza-language', 'pt'));
    await logIn(context, baseUrl, account);
    const analysed = await context.request.post(`${baseUrl}/api/analyze`, { data: { url: `${suite.site.url}/` }, timeout: 120_000 });
    expect(analysed.status()).toBe(200);
    const analysis = (await analysed.json()) as AnalysisView;
    expect(analysis.status).toBe('completed');

    // The empty list, then the dialog: no analysis chosen, no create button.
    const page = await context.newPage();
    await page.goto(`${baseUrl}/shared-reports`);
    await page.getByTestId('shared-reports-empty').waitFor();
    await page.getByTestId('new-shared-report').click();
    const dialog = page.getByRole('dialog', { name: 'Novo relatório compartilhado' });
    await dialog.waitFor();
    const create = dialog.getByTestId('create-shared-report');
    expect(await create.isDisabled()).toBe(true);

    await dialog.getByTestId('analysis-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '127.0.0.1' }).first().click();
    await expect.poll(() => dialog.getByTestId('shared-report-title').inputValue()).toMatch(/^Relatório de 127\.0\.0\.1:\d+$/);
    await dialog.getByTestId('shared-report-title').fill('Padaria Pão Quente — novembro');
    // Public by default, and the label says so; clicking the label toggles its switch.
    const publicSwitch = dialog.getByRole('switch', { name: 'Relatório público' });
    expect(await publicSwitch.getAttribute('aria-checked')).toBe('true');
    await expect(dialog.getByTestId('shared-report-public-hint').textContent()).resolves.toBe(
      'Ligado: qualquer pessoa com o link abre o relatório, sem conta.',
    );
    await dialog.locator('label', { hasText: 'Relatório público' }).click();
    expect(await publicSwitch.getAttribute('aria-checked')).toBe('false');
    await expect(dialog.getByTestId('shared-report-public-hint').textContent()).resolves.toBe(
      'Desligado: só membros deste espaço de trabalho conseguem abrir o link.',
    );
    await dialog.locator('label', { hasText: 'Relatório público' }).click();
    expect(await publicSwitch.getAttribute('aria-checked')).toBe('true');
    await keepScreenshot(page, 'shared-reports-dialog-pt');
    expect(await create.isDisabled()).toBe(false);
    const created = page.waitForResponse((response) => response.url().endsWith('/api/reports/share'));
    await create.click();
    const createdAnswer = await created;
    expect(createdAnswer.status()).toBe(201);
    const reportId = ((await createdAnswer.json()) as { id: string }).id;
    await toast(page, 'Relatório Criado!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Opened again, the dialog starts over: no analysis chosen.
    await page.getByTestId('new-shared-report').click();
    await dialog.waitFor();
    expect(await dialog.getByTestId('shared-report-title').inputValue()).toBe('');
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The new card: title, public badge, no views yet, the link to copy.
    const card = page.getByTestId('shared-report-card').filter({ hasText: 'Padaria Pão Quente — novembro' });
    await card.waitFor();
    await expect(card.getByTestId('visibility-tag').textContent()).resolves.toBe('Público');
    await expect(card.getByTestId('shared-report-views').textContent()).resolves.toContain('Nenhuma visualização');
    const shareUrl = await card.getByTestId('share-url').inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${baseUrl.replace(/[.]/g, '\\.')}/r/[A-Za-z0-9_-]{43}$`));
    await card.getByTestId('copy-link').click();
    await toast(page, 'Link copiado!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(shareUrl);
    await keepScreenshot(page, 'shared-reports-list-pt');

    // A visitor without an account opens the copied link.
    const visitorContext = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    await visitorContext.addInitScript(() => window.localStorage.setItem('otimiza-language', 'pt'));
    const visitor = await visitorContext.newPage();
    const opened = visitor.waitForResponse((response) => response.url().includes('/api/public/reports/'));
    await visitor.goto(shareUrl);
    const answer = await opened;
    expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const report = visitor.getByTestId('public-report');
    await report.waitFor();
    // The page counts its seconds in view from when the report is shown, not from the navigation.
    const shownAt = await visitor.evaluate(() => performance.now());
    await report.getByText('Padaria Pão Quente — novembro').waitFor();
    const scores = analysis.scores!;
    const expected = {
      performance: scores.performanceScore,
      accessibility: scores.accessibilityScore,
      seo: scores.seoScore,
      bestPractices: scores.bestPracticesScore,
    };
    for (const [key, score] of Object.entries(expected)) {
      await expect(report.locator(`[data-score-key="${key}"]`).textContent()).resolves.toContain(String(score));
    }
    await expect(visitor.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    // The default brand (blue into dark blue) gets white text; the pro plan received the fixed HTML: the fixes were applied.
    const header = visitor.getByTestId('public-report-header');
    expect(await header.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).color)).toBe('rgb(255, 255, 255)');
    const fixes = report.getByTestId('public-report-fixes');
    await fixes.getByText('Correções aplicadas').waitFor();
    expect(await fixes.locator('.anticon-check-circle').count()).toBeGreaterThan(0);
    await report.getByTestId('generated-with-otimiza').getByText('Relatório gerado com Otimiza').waitFor();
    await keepScreenshot(visitor, 'shared-report-public-pt-390');

    // The visitor stays a few seconds, shares the link and leaves: the share page's figures have the visit, its time and the share.
    await visitorContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await visitor.getByTestId('public-report-actions').getByRole('button', { name: 'Compartilhar' }).click();
    await toast(visitor, 'Link copiado!').waitFor();
    await visitor.waitForFunction((since) => performance.now() > since + 4000, shownAt);
    expect(answer.headers()['set-cookie']).toBeUndefined();
    // The visitor switches to another tab: the hidden page says how long it was in view. (Leaving it says the same from its
    // unload handler, which Chromium gives up on when a starved renderer does not run it in time: CI lost that beacon once.)
    await visitor.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    type Figures = { reports: { id: string; analytics: { views: number; shares: number; avgTimeSpent: number | null } }[] };
    const figures = async () =>
      ((await (await context.request.get(`${baseUrl}/api/reports/shared/analytics`)).json()) as Figures).reports.find((entry) => entry.id === reportId);
    await expect.poll(async () => (await figures())?.analytics.avgTimeSpent ?? 0).toBeGreaterThanOrEqual(3);
    expect((await figures())?.analytics).toMatchObject({ views: 1, shares: 1 });

    // The visitor's view is counted; the owner's own visits are not.
    await page.goto(shareUrl);
    await page.getByTestId('public-report').waitFor();
    await page.goto(`${baseUrl}/shared-reports`);
    await expect(card.getByTestId('shared-report-views').textContent()).resolves.toContain('1 visualização');

    // Revoked, the link answers 'Relatório não encontrado' to the visitor.
    await card.getByRole('button', { name: 'Revogar' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revogar' }).click();
    await toast(page, 'Link revogado').waitFor();
    await card.waitFor({ state: 'detached' });
    await visitor.goto(shareUrl);
    await visitor.getByTestId('public-report-not-found').getByText('Relatório não encontrado').waitFor();
    await keepScreenshot(visitor, 'shared-report-not-found-pt-390');
    await visitorContext.close();

    // Switched off with its label, the new link is private: its card says so and a visitor finds nothing.
    await page.getByTestId('new-shared-report').click();
    await dialog.waitFor();
    await dialog.getByTestId('analysis-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '127.0.0.1' }).first().click();
    await dialog.getByTestId('shared-report-title').fill('Só para a equipe');
    await dialog.locator('label', { hasText: 'Relatório público' }).click();
    const createdPrivate = page.waitForResponse((response) => response.url().endsWith('/api/reports/share'));
    await create.click();
    expect(((await (await createdPrivate).json()) as { isPublic: boolean }).isPublic).toBe(false);
    const privateCard = page.getByTestId('shared-report-card').filter({ hasText: 'Só para a equipe' });
    await expect(privateCard.getByTestId('visibility-tag').textContent()).resolves.toBe('Privado');
    const privateUrl = await privateCard.getByTestId('share-url').inputValue();
    const stranger = await suite.browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(privateUrl);
    await strangerPage.getByTestId('public-report-not-found').waitFor();
    await stranger.close();
    await context.close();
  }, 240_000);

  it('calls the fixes of a free analysis "Correções sugeridas": its optimised HTML was never delivered', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('shared-free'));
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await logIn(context, baseUrl, account);
    const analysed = await context.request.post(`${baseUrl}/api/analyze`, { data: { url: `${suite.site.url}/` }, timeout: 120_000 });
    const analysis = (await analysed.json()) as AnalysisView;
    expect(analysis.status).toBe('completed');
    expect(analysis.optimizedHtml).toBeNull();
    const shared = await context.request.post(`${baseUrl}/api/reports/share`, { data: { analysisId: analysis.id, title: 'Padaria — plano gratuito' } });
    expect(shared.status()).toBe(201);
    const { shareUrl } = (await shared.json()) as { shareUrl: string };

    for (const language of ['pt', 'en'] as const) {
      const { visitor, close } = await visit(shareUrl, language);
      const fixes = visitor.getByTestId('public-report-fixes');
      await fixes.getByText(language === 'pt' ? 'Correções sugeridas' : 'Suggested fixes', { exact: true }).waitFor();
      expect(await fixes.getAttribute('data-delivered')).toBe('false');
      expect(await fixes.locator('.anticon-check-circle').count()).toBe(0);
      expect(await visitor.getByText(language === 'pt' ? 'Correções aplicadas' : 'Fixes applied', { exact: true }).count()).toBe(0);
      await keepScreenshot(visitor, `shared-report-public-free-${language}-1280`);
      // On a phone: the save and share buttons fit above the scores.
      await visitor.setViewportSize({ width: 390, height: 844 });
      await visitor
        .getByTestId('public-report-actions')
        .getByRole('button', { name: language === 'pt' ? 'Compartilhar' : 'Share' })
        .waitFor();
      await keepScreenshot(visitor, `shared-report-public-free-${language}-390`);
      // The smallest phone we serve: the whole page fits 360 px, no sideways scroll.
      await visitor.setViewportSize({ width: 360, height: 780 });
      await expect.poll(() => visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await keepScreenshot(visitor, `shared-report-public-free-${language}-360`);
      await close();
    }
    await context.close();
  }, 180_000);

  it('shows a visitor the reseller’s white-label brand, and no Otimiza when it removes the product’s brand', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('shared-white-label'));
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'enterprise');
    const context = await suite.browser.newContext();
    await logIn(context, baseUrl, account);
    const brand = {
      brandName: 'Painel Parceiro',
      companyName: 'Agência Parceira Ltda.',
      primaryColor: '#0F766E',
      secondaryColor: '#B45309',
      hideProductBrand: true,
      logo: dataUrl('image/png', solidPng(64, [180, 83, 9])),
    };
    expect((await context.request.put(`${baseUrl}/api/white-label/brand`, { data: brand })).status()).toBe(200);
    const analysed = await context.request.post(`${baseUrl}/api/analyze`, { data: { url: `${suite.site.url}/` }, timeout: 120_000 });
    const analysis = (await analysed.json()) as AnalysisView;
    expect(analysis.status).toBe('completed');
    const shared = await context.request.post(`${baseUrl}/api/reports/share`, { data: { analysisId: analysis.id, title: 'Padaria — revenda' } });
    expect(shared.status()).toBe(201);
    const { shareUrl } = (await shared.json()) as { shareUrl: string };
    await context.close();

    // Opened on the platform's own address, not the reseller's domain: the report's workspace decides the brand.
    for (const language of ['pt', 'en'] as const) {
      const { visitor, close } = await visit(shareUrl, language);
      const report = visitor.getByTestId('public-report');
      await report.getByText(language === 'pt' ? 'Recomendações' : 'Recommendations', { exact: true }).waitFor();
      // The frame's logo, the report's header and the theme are the brand's.
      const mark = visitor.getByTestId('host-brand');
      await mark.filter({ hasText: 'Painel Parceiro' }).waitFor();
      expect(await mark.locator('img').count()).toBe(1);
      expect(await report.getByTestId('public-report-company').textContent()).toBe('Painel Parceiro');
      // The logo, in the frame and in the header, is drawn from the report's own address.
      const logos = visitor.locator('img[src*="/api/public/reports/"]');
      expect(await logos.count()).toBe(2);
      await expect.poll(() => logos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth === 64))).toBe(true);
      expect(await report.getByTestId('generated-with-otimiza').count()).toBe(0);
      const text = await visitor.locator('body').innerText();
      expect(text).toContain('Agência Parceira Ltda.');
      expect(text).not.toMatch(/otimiza/i);
      expect(await visitor.title()).toBe('Padaria — revenda · Painel Parceiro');
      await keepScreenshot(visitor, `shared-report-white-label-${language}-1280`);
      await close();
    }
  }, 180_000);
});
