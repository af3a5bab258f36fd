import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, setPlanAsAdmin } from '../support/accounts.js';
import { keepScreenshot, launchBrowser } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

/**
 * Client workspaces: an Enterprise reseller creates a client workspace on /clients, chooses its
 * plugins, opens it — and works there under the reseller's brand, with the plugins it chose.
 */
describe('client workspaces: a reseller creates, configures and opens a client', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a client, switches its reports off, opens it under the reseller’s brand (pt), and lists it in English', async () => {
    const reseller = await createVerifiedAccount(baseUrl, newAccount('reseller', { firstName: 'Rita', lastName: 'Revenda' }));
    await setPlanAsAdmin(baseUrl, adminEmail, reseller.email, 'enterprise');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem('otimiza-language', 'pt'));
    await logIn(context, baseUrl, reseller);
    const brand = { brandName: 'Agência Prisma', companyName: 'Prisma Ltda.', primaryColor: '#0F766E', secondaryColor: '#B45309', hideProductBrand: true };
    expect((await context.request.put(`${baseUrl}/api/white-label/brand`, { data: brand })).status()).toBe(200);
    const page = await context.newPage();

    await page.goto(`${baseUrl}/clients`);
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    await page.getByTestId('clients-empty').waitFor();
    await keepScreenshot(page, 'clients-empty-pt-1280');
    await page.getByTestId('new-client').click();
    const dialog = page.getByRole('dialog', { name: 'Novo cliente' });
    // The form inside the dialog is mounted once its field shows (the dialog animates in).
    await dialog.getByTestId('client-name').waitFor();
    await dialog.getByRole('button', { name: 'Criar cliente' }).click();
    await dialog.getByText('Informe o nome do cliente.').waitFor();
    await dialog.getByTestId('client-name').fill('Padaria do Bairro');
    await dialog.getByRole('button', { name: 'Criar cliente' }).click();
    const client = page.getByTestId('client-Padaria do Bairro');
    await client.waitFor();
    const reports = client.getByRole('checkbox', { name: 'Relatórios para Padaria do Bairro' });
    expect(await reports.isChecked()).toBe(true);
    await reports.click();
    await expect.poll(() => reports.isChecked()).toBe(false);
    await keepScreenshot(page, 'clients-list-pt-1280');

    // Opening it moves the session there: the reseller's brand, no reports in the menu, plugins chosen by the reseller.
    await client.getByRole('button', { name: 'Abrir' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('workspace-switcher').getByText('Padaria do Bairro').waitFor();
    await page.getByTestId('host-brand').first().getByText('Agência Prisma').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Relatórios', exact: true }).count()).toBe(0);
    await page.getByTestId('covered-by-reseller').getByText('Espaço de trabalho de cliente: o plano Enterprise de Rita Revenda cobre este espaço.').waitFor();
    expect(await page.getByTestId('plan-grant-notice').count()).toBe(0);
    await keepScreenshot(page, 'client-workspace-branded-pt-1280');
    await page.goto(`${baseUrl}/account`);
    await page.getByTestId('plugins-managed-by').getByText('Rita Revenda').waitFor();
    await keepScreenshot(page, 'client-workspace-plugins-pt-1280');
    await page.goto(`${baseUrl}/clients`);
    await page.getByTestId('client-of').waitFor();
    await context.close();

    const english = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await english.addInitScript(() => window.localStorage.setItem('otimiza-language', 'en'));
    await logIn(english, baseUrl, reseller);
    const phone = await english.newPage();
    await phone.goto(`${baseUrl}/clients`);
    await phone.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await phone.getByTestId('client-Padaria do Bairro').getByRole('button', { name: 'Open' }).waitFor();
    await keepScreenshot(phone, 'clients-list-en-390');
    await english.close();
  });
});
