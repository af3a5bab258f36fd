import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

/** Recurring reports are Enterprise only: the page, the server and the pricing table agree. */
describe('recurring reports: Enterprise only, one rule on every screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signedIn(account: TestAccount, language: 'pt' | 'en'): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
    await logIn(context, baseUrl, account);
    return context;
  }

  it('shows a pro user the Enterprise prompt, refuses the API, and gives an enterprise user the section', async () => {
    const pro = await createVerifiedAccount(baseUrl, newAccount('recurring-pro'));
    await setPlanAsAdmin(baseUrl, adminEmail, pro.email, 'pro');
    const enterprise = await createVerifiedAccount(baseUrl, newAccount('recurring-enterprise'));
    await setPlanAsAdmin(baseUrl, adminEmail, enterprise.email, 'enterprise');

    const texts = {
      pt: { title: 'Funcionalidade Premium', from: 'Disponível a partir do plano Enterprise.', create: 'Criar Relatório Recorrente' },
      en: { title: 'Premium feature', from: 'Available from the Enterprise plan.', create: 'Create Recurring Report' },
    } as const;
    for (const language of ['pt', 'en'] as const) {
      const proContext = await signedIn(pro, language);
      const page = await proContext.newPage();
      await page.goto(`${baseUrl}/reports`);
      const prompt = page.getByTestId('recurring-premium').locator('[data-testid="upgrade-required"][data-feature="recurringReports"]');
      await prompt.getByText(texts[language].title, { exact: true }).waitFor();
      await prompt.getByText(texts[language].from, { exact: true }).waitFor();
      expect(await page.getByTestId('recurring-create').count()).toBe(0);
      // The server says the same to a pro workspace, whatever the page shows.
      const refused = await proContext.request.get(`${baseUrl}/api/recurring-reports`);
      expect(refused.status()).toBe(402);
      expect(((await refused.json()) as { error: { type: string } }).error.type).toBe('SUBSCRIPTION_REQUIRED');
      const created = await proContext.request.post(`${baseUrl}/api/enterprise/recurring-reports`, {
        data: { name: 'Semanal', urls: ['https://example.com/'], recipients: ['dono@example.com'] },
      });
      expect(created.status()).toBe(402);
      await keepScreenshot(page, `recurring-reports-pro-${language}-1280`);
      await proContext.close();

      const enterpriseContext = await signedIn(enterprise, language);
      const own = await enterpriseContext.newPage();
      await own.goto(`${baseUrl}/reports`);
      await own.getByTestId('recurring-empty').waitFor();
      expect(await own.getByTestId('recurring-premium').count()).toBe(0);
      await own.getByTestId('recurring-create').getByText(texts[language].create).waitFor();
      expect(await own.getByTestId('recurring-create').isDisabled()).toBe(false);
      expect((await enterpriseContext.request.get(`${baseUrl}/api/recurring-reports`)).status()).toBe(200);
      await keepScreenshot(own, `recurring-reports-enterprise-${language}-1280`);
      await enterpriseContext.close();
    }
  }, 120_000);
});
