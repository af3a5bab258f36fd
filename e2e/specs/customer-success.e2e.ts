import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { artifactPath, chooseOption, closeToasts, keepScreenshot, launchBrowser, toast } from '../support/browser.js';

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

/** Oficina Sol's page, served on loopback (the app runs with ALLOW_PRIVATE_TARGETS). */
const workshopPage = `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Oficina Sol</title></head><body><h1>Oficina Sol</h1><p>Revisão, freios e suspensão em Porto Alegre. Agende pelo telefone (51) 3222-1100.</p></body></html>`;

async function startSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(workshopPage));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Keeps a full-page screenshot with `shown` scrolled into view in its 600 px area and the window at the top (the header then stays at the top). */
async function keepScreenshotOf(page: Page, shown: Locator, name: string): Promise<void> {
  await shown.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, name);
}

describe('customer success (/customer-success)', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof startSite>>;
  let agency: TestAccount;
  /** Oficina Sol's audited page, shared by the agency: the visitor answers its NPS question there. */
  let shareUrl: string;
  const clientEmail = `contato-${Date.now()}@loja-aurora.example.com`;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite()]);
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
        sites: [site.url],
      },
    ])
      expect((await context.request.post(`${baseUrl}/api/cs/customers`, { data: customer })).status()).toBe(201);
    // The agency audits Oficina Sol's site and shares the report, as it would from /shared-reports.
    const analysed = await context.request.post(`${baseUrl}/api/analyze`, { data: { url: site.url }, timeout: 150_000 });
    expect(analysed.status()).toBe(200);
    const analysisId = ((await analysed.json()) as { id: string }).id;
    const shared = await context.request.post(`${baseUrl}/api/reports/share`, { data: { analysisId, title: 'Oficina Sol: auditoria do site' } });
    expect(shared.status()).toBe(201);
    shareUrl = ((await shared.json()) as { shareUrl: string }).shareUrl;
    await context.close();
  }, 200_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows the clients with their factors, refreshes one, runs a playbook whose NPS survey the client answers, takes an NPS answer on a share page, moves the tasks and alerts, reweighs the score and generates the health report (pt, 1440 px)', async () => {
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

    await openTab(page, pt, 2);
    const survey = page.getByTestId('playbook-card').filter({ hasText: 'Pesquisa de satisfação' });
    await survey.waitFor();
    await survey.getByTestId('run-playbook').click();
    await toast(page, 'Selecionar cliente').waitFor();
    await chooseOption(page, page.getByTestId('playbook-customer'), 'Loja Aurora');
    await survey.getByTestId('run-playbook').click();
    await toast(page, 'Playbook executado').waitFor();
    // The run shows under the card, its state and steps read again until it finishes.
    const run = survey.getByTestId('execution').filter({ hasText: 'Loja Aurora' });
    await run.and(page.locator('[data-status="completed"]')).waitFor();
    expect(await run.getByTestId('execution-status').textContent()).toBe('Concluída');
    expect(await run.getByTestId('execution-step').allTextContents()).toEqual([
      expect.stringContaining(`Pesquisa NPS enviada para ${clientEmail}.`),
      expect.stringContaining('Tarefa criada:'),
    ]);
    await keepScreenshotOf(page, run, 'customer-success-playbooks-pt-1440');

    // The client answers the survey from the e-mail, without an account.
    const surveyUrl = await mailedLink(clientEmail, '/nps/');
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await visitor.addInitScript(() => window.localStorage.setItem('otimiza-language', 'pt'));
    const answering = await visitor.newPage();
    await answering.goto(surveyUrl);
    await answering.getByTestId('nps-9').click();
    await answering.getByTestId('nps-send').click();
    await answering.getByText('Obrigado pela resposta!').waitFor();
    await keepScreenshot(answering, 'customer-success-nps-page-pt-390');
    // Oficina Sol's visitor answers the question on the shared report's page (the reports plugin's question).
    await answering.goto(shareUrl);
    await answering.getByTestId('public-report-nps').waitFor();
    await answering.getByTestId('public-report-nps-3').click();
    await answering.getByTestId('public-report-nps').getByText('Obrigado pela resposta!').waitFor();
    await visitor.close();

    await openTab(page, pt, 0);
    await expect
      .poll(async () => page.getByTestId('customer-card').filter({ hasText: 'Loja Aurora' }).getByTestId('factor-satisfaction').textContent())
      .toContain('90');
    // The detractor's answer: Oficina Sol's satisfaction is 30 (NPS 3), with an alert that the CSM resolves.
    const workshop = page.getByTestId('customer-card').filter({ hasText: 'Oficina Sol' });
    await expect.poll(async () => workshop.getByTestId('factor-satisfaction').textContent()).toMatch(/\)30$/);
    const detractor = workshop.getByTestId('customer-alert').filter({ hasText: 'NPS 3 (detrator)' });
    await detractor.waitFor();
    await keepScreenshotOf(page, detractor, 'customer-success-clients-pt-1440');
    await closeToasts(page);
    await detractor.getByTestId('resolve-alert').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Resolver' }).click();
    await toast(page, 'Alerta resolvido').waitFor();
    await detractor.waitFor({ state: 'detached' });

    // The task the playbook made for the CSM, done from the CSM tab: the workload moves.
    await openTab(page, pt, 1);
    await page.getByTestId('csm-card').first().waitFor();
    const task = page.getByTestId('cs-task').filter({ hasText: 'Loja Aurora' });
    await task.waitFor();
    await expect.poll(() => page.getByTestId('csm-workload').first().textContent()).toContain('tarefas: 1');
    expect(await page.getByTestId('csm-distribution').first().textContent()).toMatch(/^Saudáveis \(80\+\): \d+ · em risco \(40–79\): \d+/);
    await page.getByTestId('csm-expansion').first().waitFor();
    await keepScreenshot(page, 'customer-success-csm-pt-1440');
    await task.getByTestId('complete-task').click();
    await toast(page, 'Tarefa concluída').waitFor();
    await page.getByTestId('cs-tasks-empty').waitFor();
    await expect.poll(() => page.getByTestId('csm-workload').first().textContent()).toContain('tarefas: 0');
    await openTab(page, pt, 3);
    await page.getByTestId('churn-insufficient').getByText('Dados insuficientes').waitFor();
    await keepScreenshot(page, 'customer-success-churn-pt-1440');
    await openTab(page, pt, 4);
    await page.getByTestId('insight-factor').waitFor();
    await keepScreenshot(page, 'customer-success-insights-pt-1440');

    // The weights: a sum other than 100 cannot be saved; a saved change moves the score at once.
    // Loja Aurora has value 100 and satisfaction 90 measured: (100·20 + 90·25) / 45 = 94, then (100·10 + 90·35) / 45 = 92.
    await openTab(page, pt, 0);
    await expect.poll(() => aurora.getByTestId('health-score').textContent()).toContain('94');
    await closeToasts(page);
    await page.getByTestId('cs-settings').click();
    await expect.poll(() => page.getByTestId('weights-total').textContent()).toContain('100 de 100');
    await page.getByLabel('Valor (%)').fill('10');
    await expect.poll(() => page.getByTestId('weights-total').textContent()).toContain('90 de 100');
    await page.getByLabel('Satisfação (%)').fill('35');
    await expect.poll(() => page.getByTestId('weights-total').textContent()).toContain('100 de 100');
    await keepScreenshot(page, 'customer-success-weights-pt-1440');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Configurações atualizadas').waitFor();
    await expect.poll(() => aurora.getByTestId('health-score').textContent()).toContain('92');

    const report = page.waitForEvent('download');
    await page.getByTestId('health-report').click();
    await toast(page, 'Relatório gerado').waitFor();
    const file = await report;
    expect(file.suggestedFilename()).toMatch(/^health-report-30d-\d{4}-\d{2}-\d{2}\.pdf$/);
    await file.saveAs(await artifactPath('customer-success-health-report.pdf'));
    // 'Exportar' is the 90 days as PDF.
    await closeToasts(page);
    const exported = page.waitForEvent('download');
    await page.getByTestId('export').click();
    expect((await exported).suggestedFilename()).toMatch(/^health-report-90d-\d{4}-\d{2}-\d{2}\.pdf$/);

    // A client added by hand is deleted after a confirmation.
    await toast(page, 'Relatório gerado').waitFor();
    await closeToasts(page);
    await workshop.getByTestId('delete-customer').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Excluir' }).click();
    await toast(page, 'Cliente excluído').waitFor();
    await workshop.waitFor({ state: 'detached' });
    await context.close();
  }, 240_000);

  it('fits a phone in English: five tabs, the cards and no horizontal scroll (en, 390 px)', async () => {
    const { context, page } = await signedIn(browser, agency, 'en', 390);
    await page.goto(`${baseUrl}/customer-success`);
    await page.getByRole('heading', { level: 1, name: en.heading }).waitFor();
    await page.getByTestId('customer-card').first().waitFor();
    await expect.poll(() => page.getByTestId('cs-tabs').getByRole('tab').count()).toBe(5);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'customer-success-clients-en-390');
    await openTab(page, en, 2);
    const survey = page.getByTestId('playbook-card').filter({ hasText: 'Satisfaction survey' });
    await survey.getByTestId('playbook-runs-toggle').click();
    const run = survey.getByTestId('execution').and(page.locator('[data-status="completed"]'));
    await run.waitFor();
    expect(await run.getByTestId('execution-status').textContent()).toBe('Completed');
    // The built-in steps' names in the reader's language, though the run started in Portuguese.
    expect(await run.getByTestId('execution-step').allTextContents()).toEqual([
      expect.stringMatching(/^NPS survey/),
      expect.stringMatching(/^Review the answer/),
    ]);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshotOf(page, run, 'customer-success-playbooks-en-390');
    await openTab(page, en, 1);
    await page.getByTestId('csm-card').first().waitFor();
    await page.getByTestId('cs-tasks').getByText('Completed', { exact: true }).click();
    await page.getByTestId('cs-task').first().getByTestId('reopen-task').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshotOf(page, page.getByTestId('cs-tasks'), 'customer-success-csm-en-390');
    await context.close();
  });
  it('shows a member the weights read-only and no goals to set: those are the owners’ and admins’ (en, 1280 px)', async () => {
    const member = await createVerifiedAccount(baseUrl, newAccount('cs-member'));
    const owner = await signedIn(browser, agency, 'en', 1280);
    expect((await owner.context.request.post(`${baseUrl}/api/workspace/invitations`, { data: { email: member.email, role: 'member' } })).status()).toBe(201);
    await owner.context.close();
    const token = new URL(await mailedLink(member.email, '/invite?token=')).searchParams.get('token');
    const { context, page } = await signedIn(browser, member, 'en', 1280);
    expect((await context.request.post(`${baseUrl}/api/workspace/invitations/accept`, { data: { token } })).status()).toBe(200);

    await page.goto(`${baseUrl}/customer-success`);
    await page.getByRole('heading', { level: 1, name: en.heading }).waitFor();
    await page.getByTestId('cs-settings').click();
    const weights = page.getByRole('dialog', { name: 'Health score weights and alerts' });
    await weights.getByTestId('settings-read-only').getByText('Only owners and administrators change the weights and alerts.').waitFor();
    expect(await weights.getByRole('spinbutton').first().isDisabled()).toBe(true);
    expect(await weights.getByRole('button', { name: 'Save' }).isVisible()).toBe(false);
    await keepScreenshot(page, 'customer-success-weights-member-en-1280');
    await weights.getByRole('button', { name: 'Close' }).last().click();
    await weights.waitFor({ state: 'hidden' });

    await openTab(page, en, 1);
    await page.getByTestId('csm-card').first().waitFor();
    expect(await page.getByTestId('csm-card').count()).toBe(2);
    expect(await page.getByTestId('csm-card').getByRole('button', { name: 'Goals' }).count()).toBe(0);
    await context.close();
  });
});
