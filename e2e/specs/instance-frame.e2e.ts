import type { SiteInfoResponse } from '@otimiza/sdk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser, toast } from '../support/browser.js';

const baseUrl = inject('baseUrl');

type Language = 'pt' | 'en';

async function openPage(browser: Browser, language: Language, width = 1280, account?: TestAccount) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  if (account) await logIn(context, baseUrl, account);
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
}

/**
 * The e2e server runs with NODE_ENV=test. What the pages do on the production host is seen by
 * answering `GET /api/site-info` as that host would: the server's own answer with `environment:
 * 'production'` (its unit spec shows it says so under NODE_ENV=production).
 */
async function asProductionHost(context: BrowserContext): Promise<void> {
  await context.route('**/api/site-info', async (route) => {
    const response = await route.fetch();
    const info = (await response.json()) as SiteInfoResponse;
    expect(info.environment).toBe('test');
    await route.fulfill({ response, json: { ...info, environment: 'production' } satisfies SiteInfoResponse });
  });
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the instance’s frame: test-mode banner, first production visit, toasts and tooltips', () => {
  let browser: Browser;
  let account: TestAccount;
  beforeAll(async () => {
    browser = await launchBrowser();
    account = await createVerifiedAccount(baseUrl, newAccount('frame'));
  });
  afterAll(() => browser?.close());

  it('names local authentication on every page of a test instance, in both languages and widths, and never on the production host', async () => {
    const texts = {
      pt: { title: 'Modo de teste: autenticação local', detail: 'Instância de testes: contas, senhas e sessões ficam só no banco de dados dela' },
      en: { title: 'Test mode: local authentication', detail: 'A test instance: accounts, passwords and sessions live only in its own database' },
    } as const;
    // One page each a language, resized from 1280 to 390 px as a window made narrower: the banner and the layout follow.
    for (const language of ['pt', 'en'] as const) {
      const visitor = await openPage(browser, language, 1280);
      await visitor.page.goto(`${baseUrl}/login`);
      const signedIn = await openPage(browser, language, 1280, account);
      await signedIn.page.goto(baseUrl);
      for (const width of [1280, 390]) {
        await visitor.page.setViewportSize({ width, height: 900 });
        const banner = visitor.page.getByTestId('test-mode-banner');
        await banner.getByText(texts[language].title).waitFor();
        await banner.getByText(texts[language].detail).waitFor();
        await expect.poll(() => noSideScroll(visitor.page)).toBe(true);
        await keepScreenshot(visitor.page, `test-mode-login-${language}-${width}`);

        await signedIn.page.setViewportSize({ width, height: 900 });
        await signedIn.page.getByTestId('test-mode-banner').getByText(texts[language].title).waitFor();
        await signedIn.page.locator('[data-testid="stat-total"][data-value]').waitFor();
        await expect.poll(() => noSideScroll(signedIn.page)).toBe(true);
        await keepScreenshot(signedIn.page, `test-mode-dashboard-${language}-${width}`);
      }
      await visitor.close();
      await signedIn.close();
    }

    const production = await openPage(browser, 'pt', 1280, account);
    await asProductionHost(production.context);
    await production.page.goto(baseUrl);
    await production.page.locator('[data-testid="stat-total"][data-value]').waitFor();
    expect(await production.page.getByTestId('test-mode-banner').count()).toBe(0);
    await production.close();
  });

  it('sends a first-time visitor of the production host from a page that needs an account to registration, once, and back afterwards', async () => {
    const first = await openPage(browser, 'pt');
    await asProductionHost(first.context);
    await first.page.goto(`${baseUrl}/new-analysis`);
    await first.page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('redirect') === '/new-analysis');
    await first.page.getByRole('button', { name: 'Criar Conta' }).first().waitFor();
    expect(await first.page.getByText('Acesso Restrito').count()).toBe(0);
    expect(await first.page.getByTestId('test-mode-banner').count()).toBe(0);
    expect(await first.page.evaluate(() => window.localStorage.getItem('otimiza-visited'))).not.toBeNull();
    await keepScreenshot(first.page, 'first-visit-register-pt-1280');

    // Flagged once: the same browser, back at a page that needs an account, is asked to log in or sign up.
    await first.page.goto(`${baseUrl}/analysis-history`);
    await first.page.getByText('Acesso Restrito').waitFor();
    expect(new URL(first.page.url()).pathname).toBe('/analysis-history');
    await first.close();

    // The landing page stays the landing page for a newcomer; the public pages stay what they are.
    const landing = await openPage(browser, 'pt');
    await asProductionHost(landing.context);
    await landing.page.goto(baseUrl);
    await landing.page
      .getByRole('link', { name: /Entrar|Login/ })
      .first()
      .waitFor();
    expect(new URL(landing.page.url()).pathname).toBe('/');
    await landing.page.goto(`${baseUrl}/login`);
    await landing.page.getByText('Entrar no Otimiza').first().waitFor();
    expect(new URL(landing.page.url()).pathname).toBe('/login');
    await landing.close();

    // A test instance keeps the prompt, first visit or not.
    const test = await openPage(browser, 'pt');
    await test.page.goto(`${baseUrl}/new-analysis`);
    await test.page.getByText('Acesso Restrito').waitFor();
    expect(new URL(test.page.url()).pathname).toBe('/new-analysis');
    await test.close();
  });

  it('shows one toast at a time, reached with F8, dismissed by a swipe of 50 px to the right and not by a shorter one', async () => {
    const { page, close } = await openPage(browser, 'pt', 1280, account);
    await page.goto(`${baseUrl}/new-analysis`);
    const card = page.getByTestId('quick-analysis-card');
    const field = card.getByLabel('URL do site');
    await field.waitFor();
    // A toast the app shows by itself: the quick analysis' error toast for an address the server refuses.
    const showToast = async () => {
      await field.fill('endereco-que-nao-existe.invalid');
      await card.getByRole('button', { name: 'Analisar site' }).click();
      await toast(page, 'Erro na Análise').waitFor();
    };
    await showToast();
    expect(await page.locator('.ant-notification-notice').count()).toBe(1);

    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.ant-notification-notice') !== null)).toBe(true);

    const notice = page.locator('.ant-notification-notice').first();
    const swipe = async (dx: number) => {
      const box = (await notice.boundingBox())!;
      const y = box.y + box.height / 2;
      const x = box.x + 24;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y, { steps: 4 });
      await page.mouse.move(x + dx, y, { steps: 4 });
      await page.mouse.up();
    };
    await swipe(30);
    expect(await page.locator('.ant-notification-notice').count()).toBe(1);
    expect(await notice.evaluate((element) => (element as HTMLElement).style.transform)).toBe('');
    await swipe(60);
    await expect.poll(() => page.locator('.ant-notification-notice').count()).toBe(0);
    await close();
  });

  it('opens a tooltip no sooner than 700 ms after the pointer rests on its trigger', async () => {
    const { page, close } = await openPage(browser, 'pt', 1280, account);
    await page.goto(baseUrl);
    await page.locator('[data-testid="stat-total"][data-value]').waitFor();
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    // Collapsed, each menu entry is an icon whose label is its tooltip. The page itself times the pointer's entry and the tooltip's
    // appearance: a lower bound, which a slow machine can only lengthen (the skip delay's upper bound is the unit spec's).
    const entry = page.locator('.ant-menu-item').nth(1);
    await entry.waitFor();
    await page.evaluate(() => {
      const times: { entered?: number; shown?: number } = {};
      (window as unknown as { tooltipTimes: typeof times }).tooltipTimes = times;
      document.addEventListener('pointerover', (event) => {
        if (times.entered === undefined && (event.target as Element).closest('.ant-menu-item')) times.entered = performance.now();
      });
      new MutationObserver(() => {
        if (times.shown === undefined && document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden) .ant-tooltip-container'))
          times.shown = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    await entry.hover();
    await page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').first().waitFor();
    const { entered, shown } = await page.evaluate(() => (window as unknown as { tooltipTimes: { entered: number; shown: number } }).tooltipTimes);
    expect(shown - entered).toBeGreaterThanOrEqual(650);
    await close();
  });
});
