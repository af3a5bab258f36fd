import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser, toast } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

declare global {
  interface Window {
    /** The texts of every error alert, toast, message or error screen the page showed, even for a moment. */
    __errorsShown: string[];
  }
}

/**
 * A browser signed in as `account`, in `language` at `width` px, that records every error the page
 * shows (even one that goes away), every uncaught exception and every 401 answer of the API.
 */
async function signedIn(browser: Browser, account: TestAccount, language: 'pt' | 'en', width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  await context.addInitScript((stored) => window.localStorage.setItem('otimiza-language', stored), language);
  await context.addInitScript(() => {
    const seen: string[] = [];
    window.__errorsShown = seen;
    const errors = '.ant-alert-error, .ant-notification-notice, .ant-message-notice, .ant-result-error, .ant-form-item-explain-error';
    new MutationObserver(() => {
      for (const element of document.querySelectorAll(errors)) {
        const text = element.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await logIn(context, baseUrl, account);
  const page = await context.newPage();
  const unauthorized: string[] = [];
  const exceptions: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  page.on('pageerror', (error) => exceptions.push(error.message));
  return { context, page, unauthorized, exceptions };
}

/**
 * Opens `address` and waits for `ready` and for the header's notification bell to have read its
 * count and opened its stream: the page's own calls are done when the session ends under it.
 */
async function open(page: Page, address: string, ready: Locator): Promise<void> {
  const answered = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path && response.status() === 200);
  const bell = Promise.all([answered('/api/notifications/unread-count'), answered('/api/notifications/stream')]);
  await page.goto(`${baseUrl}${address}`);
  await Promise.all([ready.waitFor(), bell]);
}

/**
 * Ends the browser's session on the server, as an expiry or a logout in another browser would: the
 * session cookie goes to `POST /api/auth/logout` from outside the browser, which keeps its cookies.
 */
async function endSessionElsewhere(context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies(baseUrl)).map(({ name, value }) => `${name}=${value}`).join('; ');
  expect(cookie).toContain('otimiza_session=');
  const logout = await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie, origin: baseUrl } });
  expect(logout.status).toBe(200);
  expect((await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  expect((await context.cookies(baseUrl)).map(({ name }) => name)).toEqual(expect.arrayContaining(['otimiza_session', 'otimiza_signed_in']));
}

/** The address as the app keeps it: path and search. */
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const restricted = { pt: 'Acesso Restrito', en: 'Restricted Access' } as const;
const logInLabel = { pt: 'Fazer Login', en: 'Sign In' } as const;

/**
 * The login prompt of the area at `address` ('Acesso Restrito', the area's text), where the page
 * was, with 'Fazer Login' coming back to that address; no error was shown on the way.
 */
async function expectPrompt(session: Awaited<ReturnType<typeof signedIn>>, address: string, prompt: string, language: 'pt' | 'en' = 'pt'): Promise<void> {
  const { page } = session;
  await page.getByRole('heading', { level: 1, name: restricted[language] }).waitFor();
  await expect.poll(() => page.getByTestId('restricted-prompt').textContent()).toBe(prompt);
  expect(addressOf(page)).toBe(address);
  const login = new URL((await page.getByRole('link', { name: logInLabel[language] }).getAttribute('href'))!, baseUrl);
  expect(login.pathname).toBe('/login');
  expect(login.searchParams.get('redirect')).toBe(address);
  // The session's end came from an API call's 401, and nothing said it as an error.
  expect(session.unauthorized.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__errorsShown)).toEqual([]);
  expect(await page.locator('.ant-notification-notice, .ant-message-notice, .ant-alert-error').count()).toBe(0);
  expect(session.exceptions).toEqual([]);
}

/** 'Fazer Login', the login form, and back at `address` with `loaded` showing the page's data. */
async function logInAgain(page: Page, account: TestAccount, address: string, loaded: Locator): Promise<void> {
  await page.getByRole('link', { name: 'Fazer Login' }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === address);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === address);
  await loaded.waitFor();
}

describe('an ended session on any page: the login prompt of its area, then back to the same address', () => {
  let browser: Browser;
  let account: TestAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    account = await createVerifiedAccount(baseUrl, newAccount('expiry', { firstName: 'Sara', lastName: 'Sessão' }));
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'enterprise');
    // Data for the plugin pages: a BI series and a customer-success client.
    const context = await browser.newContext();
    await logIn(context, baseUrl, account);
    const months = Array.from({ length: 14 }, (_, index) => {
      const date = new Date();
      date.setUTCDate(1);
      date.setUTCMonth(date.getUTCMonth() + index - 13);
      return `${date.toISOString().slice(0, 7)},revenue,${100_000 + 1_500 * index},BRL`;
    });
    const imported = await context.request.post(`${baseUrl}/api/bi/series/import`, {
      data: { filename: 'receita.csv', content: ['date,metric,value,unit', ...months].join('\n') },
    });
    expect(imported.status()).toBe(201);
    const client = await context.request.post(`${baseUrl}/api/cs/customers`, {
      data: {
        name: 'Loja Aurora',
        email: 'contato@loja-aurora.example.com',
        plan: 'enterprise',
        mrr: 2400,
        industry: 'Varejo',
        companySize: '11-50',
        startDate: '2026-03-02',
      },
    });
    expect(client.status()).toBe(201);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('on a plugin page whose tab loads its data: the BI prompt at the same address; a wrong password is still an error; back on the tab with its data', async () => {
    const session = await signedIn(browser, account, 'pt', 1280);
    const { page, context } = session;
    // A core page and two plugin pages open fine while the session lasts.
    await open(page, '/pricing', page.getByTestId('plan-comparison'));
    await open(page, '/customer-success?tab=clients', page.getByTestId('customer-card').filter({ hasText: 'Loja Aurora' }));
    await open(page, '/business-intelligence?tab=metrics', page.locator('[data-testid="metric-card"][data-metric="import:revenue"]'));
    expect(session.unauthorized).toEqual([]);

    await endSessionElsewhere(context);
    // The models tab asks the API for its models: the first call after the end.
    await page.getByTestId('bi-tabs').getByRole('tab', { name: 'Modelos IA' }).click();
    await expectPrompt(session, '/business-intelligence?tab=models', 'Faça login para acessar o sistema de Business Intelligence.');
    await keepScreenshot(page, 'session-expired-bi-pt-1280');

    // A wrong password at login is the login's own 401: 'Erro no Login', not the prompt.
    await page.getByRole('link', { name: 'Fazer Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha').fill('senha-errada-123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await toast(page, 'Erro no Login').waitFor();
    await page.getByLabel('Senha').fill(account.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === '/business-intelligence?tab=models');
    await page.getByTestId('model-card').first().waitFor();
    await context.close();
  });

  it('on a plugin page reached from the sidebar, on a core page reloaded and on a core page’s download: each area’s prompt, then back with the data', async () => {
    // Customer success, opened from the sidebar after the session ended on another page.
    const cs = await signedIn(browser, account, 'pt', 1280);
    await open(cs.page, '/business-intelligence', cs.page.locator('[data-testid="metric-card"][data-metric="import:revenue"]'));
    await endSessionElsewhere(cs.context);
    await cs.page.getByRole('menuitem', { name: 'Customer Success' }).click();
    await expectPrompt(cs, '/customer-success', 'Faça login para acessar o sistema de Customer Success.');
    await keepScreenshot(cs.page, 'session-expired-customer-success-pt-1280');
    await logInAgain(cs.page, account, '/customer-success', cs.page.getByTestId('customer-card').filter({ hasText: 'Loja Aurora' }));
    await cs.context.close();

    // The plans page (the host's own prompt), reloaded: GET /api/auth/user finds the session gone.
    const pricing = await signedIn(browser, account, 'pt', 1280);
    await open(pricing.page, '/pricing', pricing.page.getByTestId('plan-comparison'));
    await endSessionElsewhere(pricing.context);
    await pricing.page.reload();
    await expectPrompt(pricing, '/pricing', 'Faça login para acessar os planos e a sua assinatura.');
    await logInAgain(pricing.page, account, '/pricing', pricing.page.getByTestId('plan-comparison'));
    await pricing.context.close();

    // The account page's data export, a file download: no 'could not download' toast, the generic prompt of a page without its own.
    const own = await signedIn(browser, account, 'pt', 1280);
    await open(own.page, '/account', own.page.getByText(account.email).first());
    await endSessionElsewhere(own.context);
    await own.page.getByRole('button', { name: 'Baixar meus dados' }).click();
    await expectPrompt(own, '/account', 'Você precisa fazer login para acessar esta página.');
    expect(own.unauthorized).toContain('/api/me/data-export');
    await logInAgain(own.page, account, '/account', own.page.getByText(account.email).first());
    await own.context.close();
  });

  const texts = {
    pt: { tab: 'Modelos IA', prompt: 'Faça login para acessar o sistema de Business Intelligence.' },
    en: { tab: 'AI models', prompt: 'Log in to access the Business Intelligence system.' },
  } as const;
  // One test per language and width: each gets its own time budget on a busy machine.
  for (const language of ['pt', 'en'] as const) {
    for (const width of [1280, 390]) {
      it(`shows the prompt after the end in ${language} at ${width} px`, async () => {
        const session = await signedIn(browser, account, language, width);
        await open(session.page, '/business-intelligence?tab=metrics', session.page.locator('[data-testid="metric-card"][data-metric="import:revenue"]'));
        await endSessionElsewhere(session.context);
        await session.page.getByTestId('bi-tabs').getByRole('tab', { name: texts[language].tab }).click();
        await expectPrompt(session, '/business-intelligence?tab=models', texts[language].prompt, language);
        // Nothing wider than the screen.
        await expect.poll(() => session.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await keepScreenshot(session.page, `session-expired-bi-${language}-${width}`);
        await session.context.close();
      });
    }
  }
});
