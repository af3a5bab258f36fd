import type { ApiUser } from '@otimiza/sdk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, ensureAdminAccount, logIn, newAccount, type TestAccount } from '../support/accounts.js';
import { DEMO_TEST_TIMEOUT_MS, keepElementScreenshot, keepScreenshot, keepViewportScreenshot, launchBrowser } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

type Language = 'pt' | 'en';

/** The seed of the shared server's demo may still run (demo-first-use.e2e.ts starts it): its dashboard waits for it. */
const DEMO_READY_MS = 8 * 60_000;

async function openPage(browser: Browser, language: Language, width: number, account?: TestAccount) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  if (account) await logIn(context, baseUrl, account);
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
}

async function currentUser(context: BrowserContext): Promise<ApiUser | null> {
  const response = await context.request.get(`${baseUrl}/api/auth/user`);
  if (response.status() === 401) return null;
  return ((await response.json()) as { user: ApiUser }).user;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const texts = {
  pt: {
    dashboard: 'Painel do Criador',
    card: 'Demonstração para investidores',
    name: 'Nome do investidor (opcional)',
    open: 'Abrir a demonstração em nova aba',
    ask: 'Abrir a demonstração para investidores?',
    agree: 'Abrir a demonstração e sair da minha conta',
    back: 'Voltar ao meu painel',
    prepared: 'Preparada para',
    hello: 'Olá, Fundo Aurora Capital!',
    debug: 'Painel de depuração',
    readOnly: 'Somente leitura',
  },
  en: {
    dashboard: 'Creator dashboard',
    card: 'Investor demo',
    name: 'Investor’s name (optional)',
    open: 'Open the demo in a new tab',
    ask: 'Open the investor demo?',
    agree: 'Open the demo and sign out of my account',
    back: 'Back to my dashboard',
    prepared: 'Prepared for',
    hello: 'Hello, Fundo Aurora Capital!',
    debug: 'Debug panel',
    readOnly: 'Read-only',
  },
} as const;

describe('the creator’s tools: the investor demo in a new tab, named for an investor, and the hidden debug panel', () => {
  let browser: Browser;
  let admin: TestAccount;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await ensureAdminAccount(baseUrl, adminEmail);
  });
  afterAll(() => browser?.close());

  it(
    'opens /?pro-demo=true&investor=true in a new tab, asks before ending the creator’s session, and the demo greets the investor by name',
    async () => {
      const { page, context, close } = await openPage(browser, 'pt', 1280, admin);
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1, name: texts.pt.dashboard }).waitFor();
      const card = page.getByTestId('investor-demo-card');
      await card.getByText(texts.pt.card).waitFor();
      const open = card.getByTestId('open-investor-demo');
      // A real link to the spec's address, opened in a new tab.
      expect(await open.getAttribute('href')).toBe('/?pro-demo=true&investor=true');
      expect(await open.getAttribute('target')).toBe('_blank');
      await card.getByLabel(texts.pt.name).fill('Fundo Aurora Capital');
      expect(await open.getAttribute('href')).toBe('/?pro-demo=true&investor=true&investorName=Fundo+Aurora+Capital');

      // The click first: a click that cannot happen then fails with its own reason instead of the wait for the tab.
      const opened = context.waitForEvent('page');
      await open.click();
      const tab = await opened;
      await tab.getByRole('heading', { name: texts.pt.ask }).waitFor();
      await tab.getByText(adminEmail).waitFor();
      // Nothing started yet: the creator is still signed in, here and in the first tab.
      expect((await currentUser(context))?.mode).toBe('creator');
      await tab.getByRole('link', { name: texts.pt.back }).click();
      await tab.getByRole('heading', { level: 1, name: texts.pt.dashboard }).waitFor();
      expect((await currentUser(context))?.mode).toBe('creator');

      // Agreeing ends the creator's session in this browser and opens the named demo.
      await tab.goto(`${baseUrl}/?pro-demo=true&investor=true&investorName=Fundo+Aurora+Capital`);
      await tab.getByRole('button', { name: texts.pt.agree }).click();
      await tab.waitForURL(/\/demo\/[^/]+$/);
      await tab.getByRole('heading', { level: 1, name: 'Painel Pro' }).waitFor({ timeout: DEMO_READY_MS });
      await tab.getByTestId('demo-investor-name').getByText('Fundo Aurora Capital').waitFor();
      await tab.getByText(texts.pt.hello).waitFor();
      const demoUser = await currentUser(context);
      expect(demoUser).toMatchObject({ mode: 'demo', demo: { investorName: 'Fundo Aurora Capital' } });
      await close();

      // Screenshots: the card, the question and the named demo, in both languages and widths.
      for (const language of ['pt', 'en'] as const) {
        for (const width of [1280, 390]) {
          const shot = await openPage(browser, language, width, admin);
          await shot.page.goto(baseUrl);
          await shot.page.getByRole('heading', { level: 1, name: texts[language].dashboard }).waitFor();
          const shotCard = shot.page.getByTestId('investor-demo-card');
          await shotCard.getByLabel(texts[language].name).fill('Fundo Aurora Capital');
          await expect.poll(() => noSideScroll(shot.page)).toBe(true);
          await keepScreenshot(shot.page, `creator-demo-card-${language}-${width}`);
          // The card itself, at the size it is shown.
          await keepElementScreenshot(shotCard, `creator-demo-card-only-${language}-${width}`);

          await shot.page.goto(`${baseUrl}/?pro-demo=true&investor=true&investorName=Fundo+Aurora+Capital`);
          await shot.page.getByRole('heading', { name: texts[language].ask }).waitFor();
          await expect.poll(() => noSideScroll(shot.page)).toBe(true);
          await keepScreenshot(shot.page, `creator-demo-ask-${language}-${width}`);

          await shot.page.getByRole('button', { name: texts[language].agree }).click();
          await shot.page.getByRole('heading', { level: 1, name: language === 'pt' ? 'Painel Pro' : 'Pro Dashboard' }).waitFor({ timeout: DEMO_READY_MS });
          await shot.page.getByTestId('demo-investor-name').getByText(texts[language].prepared).waitFor();
          await shot.page.getByText(texts[language].hello).waitFor();
          await shot.page.locator('[data-testid="stat-total"][data-value]').waitFor();
          await expect.poll(() => noSideScroll(shot.page)).toBe(true);
          await keepScreenshot(shot.page, `demo-named-${language}-${width}`);
          await shot.close();
        }
      }
    },
    DEMO_TEST_TIMEOUT_MS,
  );

  it('keeps the debug panel hidden until the creator opens it, from the dashboard or with Ctrl+Alt+D on any page; read only', async () => {
    for (const language of ['pt', 'en'] as const) {
      for (const width of [1280, 390]) {
        const { page, context, close } = await openPage(browser, language, width, admin);
        await page.goto(baseUrl);
        await page.getByRole('heading', { level: 1, name: texts[language].dashboard }).waitFor();
        expect(await page.getByTestId('creator-debug-panel').count()).toBe(0);
        await page.getByTestId('open-debug-panel').click();
        const panel = page.getByTestId('creator-debug-panel');
        await panel.waitFor();
        // What the server decided for this session, as GET /api/auth/user answers it.
        const user = (await currentUser(context))!;
        expect(await panel.getByTestId('debug-mode').textContent()).toBe(user.mode);
        expect(await panel.getByTestId('debug-plan').textContent()).toBe(user.plan.name);
        await panel.getByText(texts[language].readOnly, { exact: true }).waitFor();
        await panel.getByText('test', { exact: true }).waitFor();
        await panel.getByText('analysis', { exact: true }).first().waitFor();
        await expect.poll(() => noSideScroll(page)).toBe(true);
        // The drawer covers the window: what the window shows, not the page under it.
        await keepViewportScreenshot(page, `creator-debug-panel-${language}-${width}`);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden' });

        // On another page, with the shortcut.
        await page.goto(`${baseUrl}/analysis-history`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByTestId('creator-debug-panel').count()).toBe(0);
        await page.keyboard.press('Control+Alt+KeyD');
        await page.getByTestId('creator-debug-panel').waitFor();
        await page.getByRole('heading', { name: texts[language].debug }).or(page.getByText(texts[language].debug)).first().waitFor();
        await close();
      }
    }

    // Not for anyone else: a common account's shortcut opens nothing.
    const common = await createVerifiedAccount(baseUrl, newAccount('not-creator'));
    const { page, close } = await openPage(browser, 'pt', 1280, common);
    await page.goto(baseUrl);
    await page.locator('[data-testid="stat-total"][data-value]').waitFor();
    await page.keyboard.press('Control+Alt+KeyD');
    await page.getByRole('button', { name: 'Recolher menu' }).waitFor();
    expect(await page.getByTestId('creator-debug-panel').count()).toBe(0);
    expect(await page.getByTestId('open-debug-panel').count()).toBe(0);
    await close();
  });
});
