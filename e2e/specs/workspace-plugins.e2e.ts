import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepElementScreenshot, keepScreenshot, launchBrowser } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

async function signedInPage(browser: Browser, account: TestAccount, language: 'pt' | 'en', width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  await logIn(context, baseUrl, account);
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
}

describe('per-workspace plugins: the owner switches reports and AI tools off on /account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes them out of the menu, the dashboard and the API for that workspace only, and brings them back', async () => {
    const owner = await createVerifiedAccount(baseUrl, newAccount('plugins-owner'));
    const other = await createVerifiedAccount(baseUrl, newAccount('plugins-other'));
    await setPlanAsAdmin(baseUrl, adminEmail, owner.email, 'enterprise');
    await setPlanAsAdmin(baseUrl, adminEmail, other.email, 'enterprise');

    const { page, context, close } = await signedInPage(browser, owner, 'pt');
    // Before: the menu has both plugins' items and the dashboard the AI tools.
    await page.goto(baseUrl);
    await page.getByRole('menuitem', { name: 'Relatórios Compartilhados' }).waitFor();
    await page.getByRole('menuitem', { name: 'Ferramentas de IA' }).waitFor();
    await page.getByTestId('ai-tools-widget').waitFor();
    await page.goto(`${baseUrl}/account`);
    const card = page.getByTestId('workspace-plugins');
    await card.getByText('Plugins do espaço de trabalho').waitFor();
    await keepScreenshot(page, 'workspace-plugins-on-pt-1280');
    for (const name of ['Relatórios', 'Ferramentas de IA']) {
      await card.getByRole('switch', { name: `Usar ${name} neste espaço de trabalho` }).click();
    }
    await expect.poll(() => card.getByTestId('workspace-plugin-reports').getAttribute('data-enabled')).toBe('false');
    await expect.poll(() => card.getByTestId('workspace-plugin-ai-tools').getAttribute('data-enabled')).toBe('false');
    await keepScreenshot(page, 'workspace-plugins-off-pt-1280');

    // Their routes answer 404 for this workspace; the menu and the dashboard no longer have them.
    expect((await context.request.get(`${baseUrl}/api/reports/pdfs`)).status()).toBe(404);
    expect((await context.request.get(`${baseUrl}/api/ai-tools/usage`)).status()).toBe(404);
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Painel Enterprise' }).waitFor();
    await page.getByTestId('quick-analysis-card').waitFor();
    await page.locator('[data-testid="stat-total"][data-value]').waitFor();
    await page.getByTestId('recent-analyses').getByText('Nenhuma análise ainda').waitFor();
    await keepScreenshot(page, 'workspace-plugins-dashboard-without-pt-1280');
    expect(await page.getByRole('menuitem', { name: 'Relatórios Compartilhados' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Ferramentas de IA' }).count()).toBe(0);
    expect(await page.getByTestId('ai-tools-widget').count()).toBe(0);
    await page.goto(`${baseUrl}/shared-reports`);
    await page.getByText('Página não encontrada').waitFor();

    // Another workspace on the same plan keeps both.
    const second = await signedInPage(browser, other, 'pt');
    await second.page.goto(baseUrl);
    await second.page.getByRole('heading', { level: 1, name: 'Painel Enterprise' }).waitFor();
    await second.page.getByRole('menuitem', { name: 'Relatórios Compartilhados' }).waitFor();
    await second.page.getByTestId('ai-tools-widget').waitFor();
    expect((await second.context.request.get(`${baseUrl}/api/reports/pdfs`)).status()).toBe(200);
    await second.close();

    // Switched back on, reports is in the menu again.
    await page.goto(`${baseUrl}/account`);
    await card.getByRole('switch', { name: 'Usar Relatórios neste espaço de trabalho' }).click();
    await expect.poll(() => card.getByTestId('workspace-plugin-reports').getAttribute('data-enabled')).toBe('true');
    await page.goto(baseUrl);
    await page.getByRole('menuitem', { name: 'Relatórios Compartilhados' }).waitFor();
    expect((await context.request.get(`${baseUrl}/api/reports/pdfs`)).status()).toBe(200);
    await close();

    const english = await signedInPage(browser, owner, 'en', 390);
    await english.page.goto(`${baseUrl}/account`);
    await english.page.getByTestId('workspace-plugins').getByText('Workspace plugins').waitFor();
    await english.page.getByTestId('workspace-plugin-ai-tools').getByRole('switch', { name: 'Use AI tools in this workspace' }).waitFor();
    await keepScreenshot(english.page, 'workspace-plugins-en-390');
    await english.close();
  });
  it('per-workspace settings: the owner sets the site audit’s defaults on /account, and a new site audit starts with them', async () => {
    const owner = await createVerifiedAccount(baseUrl, newAccount('plugin-settings'));
    await setPlanAsAdmin(baseUrl, adminEmail, owner.email, 'enterprise');
    const { page, context, close } = await signedInPage(browser, owner, 'pt');
    await page.goto(`${baseUrl}/account`);
    const section = page.getByTestId('plugin-settings-site-audit');
    const sample = section.getByRole('spinbutton', { name: 'Páginas por modelo' });
    await sample.waitFor();
    // The defaults before anything is saved.
    expect(await sample.inputValue()).toBe('5');
    await section.getByText('Celular').waitFor();
    await sample.fill('3');
    await section.getByRole('combobox', { name: 'Dispositivo' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Computador' }).click();
    await section.getByRole('button', { name: 'Salvar configurações' }).click();
    await section.getByText('Configurações de Auditoria de site salvas.').waitFor();
    await page.mouse.move(0, 0);
    await keepElementScreenshot(page.getByTestId('workspace-plugin-settings'), 'workspace-plugin-settings-pt-1280');
    const saved = (await (await context.request.get(`${baseUrl}/api/workspace/plugins/site-audit/settings`)).json()) as { values: unknown };
    expect(saved.values).toEqual({ defaultSamplePerGroup: 3, defaultStrategy: 'desktop' });

    // The site audit's start form begins with the workspace's values.
    await page.goto(`${baseUrl}/site-audit`);
    await expect.poll(() => page.getByTestId('site-audit-sample').inputValue()).toBe('3');
    await expect.poll(() => page.getByTestId('site-audit-start').locator('.ant-segmented-item-selected').innerText()).toContain('Computador');
    await keepScreenshot(page, 'workspace-plugin-settings-used-pt-1280');
    await close();

    for (const [language, width, label, device] of [
      ['pt', 390, 'Páginas por modelo', 'Computador'],
      ['en', 1280, 'Pages per template', 'Desktop'],
      ['en', 390, 'Pages per template', 'Desktop'],
    ] as const) {
      const other = await signedInPage(browser, owner, language, width);
      await other.page.goto(`${baseUrl}/account`);
      const card = other.page.getByTestId('workspace-plugin-settings');
      const field = card.getByRole('spinbutton', { name: label });
      await field.waitFor();
      expect(await field.inputValue()).toBe('3');
      await card.getByText(device).waitFor();
      await expect.poll(() => other.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await keepElementScreenshot(card, `workspace-plugin-settings-${language}-${width}`);
      await other.close();
    }
  });
});
