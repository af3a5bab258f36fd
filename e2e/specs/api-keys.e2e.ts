import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { doceriaPage } from '@otimiza/sdk/testing';
import { createVerifiedAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

async function signedInPage(browser: Browser, account: TestAccount, language: 'pt' | 'en') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  await logIn(context, baseUrl, account);
  return { page: await context.newPage(), context };
}

/** A call as `curl -H 'Authorization: Bearer …'` makes it: no cookie, only the key. */
const withKey = (key: string, path: string, body?: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('public API keys on /white-label-setup?tab=api', () => {
  let browser: Browser;
  let site: Server;
  let siteUrl: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    site = createServer((_, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(doceriaPage.html));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('creates a key shown once, audits a page with it, and gets 401 after revoking it (pt)', async () => {
    const owner = await createVerifiedAccount(baseUrl, newAccount('api-owner'));
    await setPlanAsAdmin(baseUrl, adminEmail, owner.email, 'enterprise');
    const { page, context } = await signedInPage(browser, owner, 'pt');
    await page.goto(`${baseUrl}/white-label-setup?tab=api`);
    await page.getByText('Nenhuma chave ainda. Gere a primeira para usar a API.').waitFor();
    await page.getByTestId('generate-api-key').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome da chave').fill('Integração do site');
    await dialog.getByRole('button', { name: 'Gerar chave' }).click();
    const shown = dialog.getByTestId('new-api-key');
    await shown.waitFor();
    const key = await shown.inputValue();
    expect(key).toMatch(/^otz_/);
    await dialog.getByText('Ela não será mostrada novamente. Se você a perder, revogue-a e gere outra.').waitFor();
    await keepScreenshot(page, 'api-keys-created-pt-1280');
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    const list = page.getByTestId('api-keys');
    await list.getByText('Integração do site').waitFor();
    expect(await list.textContent()).not.toContain(key.slice(13));
    await page.getByTestId('api-documentation').getByText('Authorization: Bearer <sua-chave>').waitFor();
    await keepScreenshot(page, 'api-keys-list-pt-1280');

    const analysis = await withKey(key, '/api/v1/analyze', { url: siteUrl });
    expect(analysis.status).toBe(200);
    expect(await analysis.json()).toMatchObject({ url: siteUrl, status: 'completed' });

    await list.getByRole('button', { name: 'Revogar' }).click();
    await page.getByRole('button', { name: 'Revogar' }).last().click();
    await page.getByText('Nenhuma chave ainda. Gere a primeira para usar a API.').waitFor();
    expect((await withKey(key, '/api/v1/analytics')).status).toBe(401);
    await context.close();
  });

  it('shows the tab in English, and a Pro workspace cannot create keys (402)', async () => {
    const owner = await createVerifiedAccount(baseUrl, newAccount('api-en'));
    await setPlanAsAdmin(baseUrl, adminEmail, owner.email, 'enterprise');
    const { page, context } = await signedInPage(browser, owner, 'en');
    await page.goto(`${baseUrl}/white-label-setup?tab=api`);
    await page.getByText('No keys yet. Generate the first one to use the API.').waitFor();
    // The documentation's placeholder in the reader's language, not the Portuguese one.
    await page.getByTestId('api-documentation').getByText('Authorization: Bearer <your-key>').waitFor();
    expect(await page.getByTestId('api-documentation').textContent()).not.toContain('<sua-chave>');
    await keepScreenshot(page, 'api-keys-empty-en-1280');
    await context.close();

    const pro = await createVerifiedAccount(baseUrl, newAccount('api-pro'));
    await setPlanAsAdmin(baseUrl, adminEmail, pro.email, 'pro');
    const proPage = await signedInPage(browser, pro, 'pt');
    const refused = await proPage.context.request.post(`${baseUrl}/api/workspace/api-keys`, { data: { name: 'Pro' } });
    expect(refused.status()).toBe(402);
    await proPage.context.close();
  });
});
