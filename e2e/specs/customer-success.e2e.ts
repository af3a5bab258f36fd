import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { artifactsDir, keepScreenshot, launchBrowser, toast } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

interface Texts {
  heading: string;
  tabs: string[];
}
const pt: Texts = { heading: 'Customer Success & Health Score', tabs: ['Clientes', 'CSM Dashboard', 'Playbooks', 'Churn Model', 'Insights'] };
const en: Texts = { heading: 'Customer Success & Health Score', tabs: ['Clients', 'CSM Dashboard', 'Playbooks', 'Churn Model', 'Insights'] };

async function signedIn(browser: Browser, account: TestAccount, language: 'pt' | 'en', width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  await context.addInitScript((stored) => window.localStorage.setItem('otimiza-language', stored), language);
  await logIn(context, baseUrl, account);
  return { context, page: await context.newPage() };
}

async function openTab(page: Page, texts: Texts, index: number): Promise<void> {
  await page.getByTestId('cs-tabs').getByRole('tab', { name: texts.tabs[index] }).click();
}

/** The newest message of the development mailbox to `to` whose links include `part`. */
async function mailedLink(to: string, part: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { messages } = (await (await fetch(`${baseUrl}/api/dev/mail`)).json()) as { messages: { to: string; links: string[] }[] };
    const link = messages.find((message) => message.to === to)?.links.find((candidate) => candidate.includes(part));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with ${part}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('customer success (/customer-success)', () => {
  let browser: Browser;
  let agency: TestAccount;
  const clientEmail = `contato-${Date.now()}@loja-aurora.example.com`;

  beforeAll(async () => {
    browser = await launchBrowser();
    agency = await createVerifiedAccount(baseUrl, newAccount('cs-agency'));
    await setPlanAsAdmin(baseUrl, adminEmail, agency.email, 'enterprise');
    // The agency's clients, through the API: a client workspace and two clients added by hand.
    const context = await browser.newContext();
    await logIn(context, baseUrl, agency);
    expect((await context.request.post(`${baseUrl}/api/workspace/clients`, { data: { name: 'Doceria Bella' } })).status()).toBe(201);
    for (const customer of [
      { name: 'Loja Aurora', email: clientEmail, plan: 'enterprise', mrr: 2400, industry: 'Varejo', companySize: '11-50', startDate: '2026-03-02' },
      {
        name: 'Oficina Sol',
        email: 'dono@oficina-sol.example.com',
        plan: 'starter',
        mrr: 600,
        industry: 'Serviços automotivos',
        companySize: '1-10',
        startDate: '2026-08-15',
      },
    ])
      expect((await context.request.post(`${baseUrl}/api/cs/customers`, { data: customer })).status()).toBe(201);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the clients with their factors, refreshes one, runs a playbook whose NPS survey the client answers, and generates the health report (pt, 1440 px)', async () => {
    const { context, page } = await signedIn(browser, agency, 'pt', 1440);
    await page.goto(`${baseUrl}/customer-success`);
    await page.getByRole('heading', { level: 1, name: pt.heading }).waitFor();
    for (const card of ['customers', 'health', 'churn', 'expansion']) await page.getByTestId(`card-${card}`).waitFor();
    await expect.poll(() => page.getByTestId('card-customers').textContent()).toContain('3');
    for (const name of pt.tabs) await page.getByTestId('cs-tabs').getByRole('tab', { name }).waitFor();

    const aurora = page.getByTestId('customer-card').filter({ hasText: 'Loja Aurora' });
    await aurora.waitFor();
    await expect.poll(() => aurora.getByTestId('factor-value').textContent()).toContain('100');
    await aurora.getByTestId('refresh-customer').click();
    await toast(page, 'Cliente atualizado').waitFor();
    await keepScreenshot(page, 'customer-success-clients-pt-1440');

    await openTab(page, pt, 2);
    await page.getByTestId('playbook-card').first().waitFor();
    await page.getByTestId('playbook-card').filter({ hasText: 'Pesquisa de satisfação' }).getByTestId('run-playbook').click();
    await toast(page, 'Selecionar cliente').waitFor();
    await page.getByTestId('playbook-customer').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Loja Aurora' }).click();
    await page.getByTestId('playbook-card').filter({ hasText: 'Pesquisa de satisfação' }).getByTestId('run-playbook').click();
    await toast(page, 'Playbook executado').waitFor();
    await keepScreenshot(page, 'customer-success-playbooks-pt-1440');

    // The client answers the survey from the e-mail, without an account.
    const surveyUrl = await mailedLink(clientEmail, '/nps/');
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await visitor.addInitScript(() => window.localStorage.setItem('otimiza-language', 'pt'));
    const survey = await visitor.newPage();
    await survey.goto(surveyUrl);
    await survey.getByTestId('nps-9').click();
    await survey.getByTestId('nps-send').click();
    await survey.getByText('Obrigado pela resposta!').waitFor();
    await keepScreenshot(survey, 'customer-success-nps-page-pt-390');
    await visitor.close();

    await openTab(page, pt, 0);
    await expect
      .poll(async () => page.getByTestId('customer-card').filter({ hasText: 'Loja Aurora' }).getByTestId('factor-satisfaction').textContent(), {
        timeout: 15_000,
      })
      .toContain('90');

    await openTab(page, pt, 1);
    await page.getByTestId('csm-card').first().waitFor();
    await keepScreenshot(page, 'customer-success-csm-pt-1440');
    await openTab(page, pt, 3);
    await page.getByTestId('churn-insufficient').getByText('Dados insuficientes').waitFor();
    await keepScreenshot(page, 'customer-success-churn-pt-1440');
    await openTab(page, pt, 4);
    await page.getByTestId('insight-factor').waitFor();
    await keepScreenshot(page, 'customer-success-insights-pt-1440');

    // The weights: a sum other than 100 cannot be saved.
    await page.getByTestId('cs-settings').click();
    await expect.poll(() => page.getByTestId('weights-total').textContent()).toContain('100 de 100');
    const engagement = page.getByLabel('Engajamento (%)');
    await engagement.fill('40');
    await expect.poll(() => page.getByTestId('weights-total').textContent()).toContain('110 de 100');
    await engagement.fill('30');
    await keepScreenshot(page, 'customer-success-weights-pt-1440');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Configurações atualizadas').waitFor();

    const download = page.waitForEvent('download');
    await page.getByTestId('health-report').click();
    await toast(page, 'Relatório gerado').waitFor();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^health-report-30d-\d{4}-\d{2}-\d{2}\.pdf$/);
    await file.saveAs(join(artifactsDir, 'customer-success-health-report.pdf'));
    await context.close();
  });

  it('fits a phone in English: five tabs, the cards and no horizontal scroll (en, 390 px)', async () => {
    const { context, page } = await signedIn(browser, agency, 'en', 390);
    await page.goto(`${baseUrl}/customer-success`);
    await page.getByRole('heading', { level: 1, name: en.heading }).waitFor();
    await page.getByTestId('customer-card').first().waitFor();
    await expect.poll(() => page.getByTestId('cs-tabs').getByRole('tab').count()).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'customer-success-clients-en-390');
    await openTab(page, en, 2);
    await page.getByTestId('playbook-card').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'customer-success-playbooks-en-390');
    await context.close();
  });
});
