import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser } from '../support/browser.js';
import { HTML, serveOnLoopback } from '../support/loopback-site.js';
import { openPageInLanguage } from '../support/pages.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

type Language = 'pt' | 'en';

/** The dashboards spec's shop page, served at /loja: its recorded Lighthouse result is replayed. */
const shopPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floricultura Jardim | Flores em Curitiba</title>
<meta name="description" content="Buquês, arranjos e plantas com entrega no mesmo dia em Curitiba.">
</head><body><main><h1>Floricultura Jardim</h1><p>Flores frescas todos os dias.</p><img src="/foto.png"><a href="/contato">Contato</a></main></body></html>`;

/** The shop at /loja and any path below it. */
const startSite = () =>
  serveOnLoopback((req, res) => {
    if (req.url?.startsWith('/loja')) return void res.writeHead(200, { 'Content-Type': HTML }).end(shopPage);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });

const openPage = (browser: Browser, language: Language, width: number, account: TestAccount) => openPageInLanguage(browser, { account, language, width });

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const texts = {
  pt: {
    title: 'Análise rápida',
    badge: 'Plano Lite',
    back: 'Voltar ao painel',
    field: 'URL do site',
    invalid: 'Por favor, informe uma URL válida',
    empty: 'Por favor, informe uma URL',
    upgrade: 'Ver Planos Pro e Enterprise',
    submit: 'Analisar site',
  },
  en: {
    title: 'Quick analysis',
    badge: 'Lite plan',
    back: 'Back to the dashboard',
    field: 'Website URL',
    invalid: 'Please enter a valid URL',
    empty: 'Please enter a URL',
    upgrade: 'See the Pro and Enterprise plans',
    submit: 'Analyze website',
  },
} as const;

describe('the quick analysis page (‘Please enter a valid URL’)', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof startSite>>;
  let lite: TestAccount;
  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite();
    lite = await createVerifiedAccount(baseUrl, newAccount('quick-lite'));
    await setPlanAsAdmin(baseUrl, adminEmail, lite.email, 'lite');
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('opens from the dashboard’s quick analysis, with the Lite badge, the way back, three cards, the upgrade card, and the results dialog on completion', async () => {
    const { page, close } = await openPage(browser, 'pt', 1280, lite);
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Painel Lite' }).waitFor();
    await page.getByTestId('open-quick-analysis-page').click();
    await page.waitForURL(`${baseUrl}/quick-analysis`);
    const view = page.getByTestId('quick-analysis-page');
    await view.getByRole('heading', { level: 1, name: texts.pt.title }).waitFor();
    expect(await view.getByTestId('quick-analysis-plan').textContent()).toBe(texts.pt.badge);
    expect(await view.getByTestId('quick-analysis-feature').count()).toBe(3);
    const seePlans = view.getByTestId('quick-analysis-upgrade').getByRole('link', { name: texts.pt.upgrade });
    expect(await seePlans.getAttribute('href')).toBe('/pricing');

    // The address is checked on the quick analysis flow with the spec's message.
    const card = view.getByTestId('quick-analysis-card');
    const field = card.getByLabel(texts.pt.field);
    await field.fill('http://');
    await field.blur();
    await card.getByText(texts.pt.invalid, { exact: true }).waitFor();
    await field.fill('');
    await field.blur();
    await card.getByText(texts.pt.empty, { exact: true }).waitFor();

    // A real analysis: the progress bar while it runs, then the results dialog.
    await field.fill(`${site.url}/loja`);
    await card.getByRole('button', { name: texts.pt.submit }).click();
    await page.getByRole('dialog').getByText('Resultados da análise de SEO').waitFor({ timeout: 180_000 });
    await page.keyboard.press('Escape');

    await view.getByRole('link', { name: texts.pt.back }).click();
    await page.getByRole('heading', { level: 1, name: 'Painel Lite' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await close();
  }, 240_000);

  it('shows the plan in force and no upgrade card from Pro up, and says ‘Please enter a valid URL’ in English', async () => {
    const pro = await createVerifiedAccount(baseUrl, newAccount('quick-pro'));
    await setPlanAsAdmin(baseUrl, adminEmail, pro.email, 'pro');
    const { page, close } = await openPage(browser, 'en', 1280, pro);
    await page.goto(`${baseUrl}/quick-analysis`);
    const view = page.getByTestId('quick-analysis-page');
    await view.getByRole('heading', { level: 1, name: texts.en.title }).waitFor();
    await expect.poll(() => view.getByTestId('quick-analysis-plan').textContent()).toBe('Pro plan');
    expect(await view.getByTestId('quick-analysis-upgrade').count()).toBe(0);
    const field = view.getByLabel(texts.en.field);
    await field.fill('http://');
    await field.blur();
    await view.getByText(texts.en.invalid, { exact: true }).waitFor();
    await close();
  });

  it('fits both languages at 1280 and 390 px', async () => {
    for (const language of ['pt', 'en'] as const) {
      for (const width of [1280, 390]) {
        const { page, close } = await openPage(browser, language, width, lite);
        await page.goto(`${baseUrl}/quick-analysis`);
        const view = page.getByTestId('quick-analysis-page');
        await view.getByRole('heading', { level: 1, name: texts[language].title }).waitFor();
        expect(await view.getByTestId('quick-analysis-plan').textContent()).toBe(texts[language].badge);
        await view.getByTestId('quick-analysis-upgrade').waitFor();
        const field = view.getByLabel(texts[language].field);
        await field.fill('http://');
        await field.blur();
        await view.getByText(texts[language].invalid, { exact: true }).waitFor();
        await expect.poll(() => noSideScroll(page)).toBe(true);
        await keepScreenshot(page, `quick-analysis-${language}-${width}`);
        await close();
      }
    }
  });
});
