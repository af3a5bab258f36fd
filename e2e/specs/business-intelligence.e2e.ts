import { writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { artifactPath, chooseOption, keepScreenshot, launchBrowser, toast } from '../support/browser.js';
import { openPageInLanguage, phoneHeight } from '../support/pages.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

const now = new Date();
/** YYYY-MM of the month `offset` months from this one. */
const month = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);

/** 21 months of revenue with a yearly season (deterministic), a year of orders, and traffic with a month missing. */
function seriesCsv(): string {
  const rows = ['date,metric,value,unit'];
  for (let index = 0; index < 21; index += 1) {
    rows.push(
      `${month(index - 20)},revenue,${Math.round(100_000 + 1_500 * index + 20_000 * Math.sin((2 * Math.PI * index) / 12) + ((index * 7919) % 4000) - 2000)},BRL`,
    );
  }
  for (let index = 0; index < 12; index += 1) rows.push(`${month(index - 11)},orders,${820 + 15 * index + ((index * 37) % 40)},count`);
  // Traffic for 14 months with last month missing: a gap, not a 0.
  for (let index = 0; index < 14; index += 1) if (index !== 12) rows.push(`${month(index - 13)},traffic,${5_000 + 120 * index},count`);
  return rows.join('\n');
}

interface Texts {
  heading: string;
  tabs: string[];
}
const pt: Texts = { heading: 'Business Intelligence', tabs: ['Métricas', 'Dashboards', 'Modelos IA', 'Mercado', 'Relatórios', 'Insights'] };
const en: Texts = { heading: 'Business Intelligence', tabs: ['Metrics', 'Dashboards', 'AI models', 'Market', 'Reports', 'Insights'] };
const tabKeys = ['metrics', 'dashboards', 'models', 'market', 'reports', 'insights'] as const;
const loaded: Record<(typeof tabKeys)[number], string> = {
  metrics: '[data-testid="metric-card"], [data-testid="metrics-empty"]',
  dashboards: '[data-testid="dashboard-card"], [data-testid="dashboards-empty"]',
  models: '[data-testid="model-card"]',
  market: '[data-testid="market-competitors"]',
  reports: '[data-testid="report-card"], [data-testid="reports-empty"]',
  insights: '[data-testid="insight"], [data-testid="insights-empty"]',
};

const signedIn = (browser: Browser, account: TestAccount, language: 'pt' | 'en', width: number) =>
  openPageInLanguage(browser, { account, language, width, height: phoneHeight(width) });

async function expectPage(page: Page, texts: Texts): Promise<void> {
  await page.getByRole('heading', { level: 1, name: texts.heading }).waitFor();
  for (const card of ['dashboards', 'reports', 'quality', 'health']) await page.getByTestId(`summary-${card}-value`).waitFor();
  const tabList = page.getByTestId('bi-tabs').getByRole('tab');
  await expect.poll(() => tabList.count()).toBe(texts.tabs.length);
  for (const name of texts.tabs) await page.getByTestId('bi-tabs').getByRole('tab', { name }).waitFor();
}

/**
 * A report card's 'Baixar' looks like its other actions ('Agendar'): the same colour and display, and the same gap
 * between icon and text (antd's card actions turned a Button with href grey, its icon against its text).
 */
async function expectReportActionsAlike(page: Page, download: string, schedule: string): Promise<void> {
  const actions = page.getByTestId('report-card').first().locator('.ant-card-actions');
  const look = (name: string) =>
    // A link or a button: what is compared is how it looks.
    actions.locator('.ant-btn', { hasText: name }).evaluate((element) => {
      const icon = element.querySelector('.anticon')!.getBoundingClientRect();
      // The label's text (a text node of its own, or in a span).
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent?.trim() ? 1 : 3) });
      const range = document.createRange();
      range.selectNodeContents(walker.nextNode()!);
      const text = range.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { color: style.color, display: style.display, gap: Math.round(text.left - icon.right) };
    });
  const [downloadLook, scheduleLook] = [await look(download), await look(schedule)];
  expect(downloadLook).toEqual(scheduleLook);
  expect(downloadLook.gap).toBeGreaterThan(0);
}

async function openTab(page: Page, texts: Texts, tab: (typeof tabKeys)[number]): Promise<void> {
  await page
    .getByTestId('bi-tabs')
    .getByRole('tab', { name: texts.tabs[tabKeys.indexOf(tab)] })
    .click();
  await page.locator(loaded[tab]).first().waitFor();
}

describe('business intelligence (/business-intelligence)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows an Enterprise workspace its imported series: forecasts with confidence, a dashboard, a model run, an export, in pt at 1440 px and en at 390 px', async () => {
    const owner = await createVerifiedAccount(baseUrl, newAccount('bi', { firstName: 'Bianca', lastName: 'Indicadores' }));
    await setPlanAsAdmin(baseUrl, adminEmail, owner.email, 'enterprise');
    const { context, page } = await signedIn(browser, owner, 'pt', 1440);
    const imported = await context.request.post(`${baseUrl}/api/bi/series/import`, { data: { filename: 'series.csv', content: seriesCsv() } });
    expect(imported.status()).toBe(201);

    await page.goto(`${baseUrl}/business-intelligence`);
    await expectPage(page, pt);
    const revenue = page.locator('[data-testid="metric-card"][data-metric="import:revenue"]');
    await revenue
      .getByTestId('metric-confidence')
      .getByText(/Acurácia \(teste\) \d+,\d%/)
      .waitFor();
    // The figure is one month's value, named by its month (after the series' last month), not a 90-day sum.
    expect(await revenue.getByTestId('metric-forecast-period').innerText()).toMatch(/^Previsão para \p{L}+\.? de \d{4}$/u);
    expect(await revenue.getByTestId('metric-value').innerText()).toMatch(/^R\$ \d/);
    // The traffic's missing month is a gap: its forecast waits for 10 consecutive months after it.
    await page.locator('[data-testid="metric-card"][data-metric="import:traffic"]').getByText('1 de 10 períodos seguidos desde a última lacuna').waitFor();
    await keepScreenshot(page, 'bi-pt-1440-metrics');

    // The revenue made critical with an annual target: the card shows the goal's progress.
    await revenue.getByRole('button', { name: /Editar meta e importância de Receita/ }).click();
    const dialog = page.getByRole('dialog', { name: /Meta e importância/ });
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Importância' }), 'Crítica');
    await dialog.getByRole('spinbutton', { name: /Meta anual/ }).fill('1500000');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Métrica atualizada').waitFor();
    await revenue.getByText('Meta anual: R$ 1.500.000').waitFor();
    // The trend word says over which months it reads (the card's 21), apart from the latest month's change.
    expect(await revenue.getByTestId('metric-trend-window').innerText()).toBe('em 21 meses');
    await revenue.getByText('Crítica').waitFor();

    // A malformed file through the page: every row and reason, nothing imported.
    await page.getByTestId('import-csv').click();
    await page.getByTestId('csv-input').setInputFiles({
      name: 'ruim.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('date,metric,value,unit\n2026-02-30,leads,1,count\n2026-01-01,leads,abc,count\n'),
    });
    await page.getByTestId('csv-errors').getByText('Data inválida: “2026-02-30”', { exact: false }).waitFor();
    await keepScreenshot(page, 'bi-pt-1440-import-errors');
    await page.keyboard.press('Escape');

    // 'Dashboard' creates one; a line widget over the revenue draws its chart.
    await page.getByTestId('create-dashboard').click();
    await page.getByTestId('dashboard-title').fill('Diretoria');
    await page.getByRole('button', { name: 'Criar' }).click();
    await toast(page, 'Dashboard criado').waitFor();
    await page.getByTestId('dashboard-card').filter({ hasText: 'Diretoria' }).waitFor();
    await page.getByTestId('open-dashboard').click();
    const drawer = page.getByTestId('dashboard-drawer');
    await chooseOption(page, drawer.getByRole('combobox', { name: 'Série' }), 'Receita');
    await drawer.getByTestId('add-widget').click();
    await drawer.getByTestId('dashboard-widget').locator('canvas').first().waitFor();
    await keepScreenshot(page, 'bi-pt-1440-dashboard');
    // Sharing shows the link once; a visitor without an account opens it read-only.
    await drawer.getByTestId('share-switch').click();
    const shareUrl = await drawer.getByTestId('share-url').innerText();
    expect(shareUrl).toMatch(/\/business-intelligence\/shared\/[A-Za-z0-9_-]{43}$/);
    const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const visit = await visitor.newPage();
    await visit.goto(shareUrl);
    await visit.getByTestId('shared-dashboard').getByRole('heading', { level: 1, name: 'Diretoria' }).waitFor();
    await visit.getByTestId('shared-dashboard').locator('canvas').first().waitFor();
    await keepScreenshot(visit, 'bi-pt-1440-shared-dashboard');
    await visitor.close();
    await page.keyboard.press('Escape');

    // The revenue model is deployed on its backtest and runs; churn has no clients: 'dados insuficientes', no run.
    await openTab(page, pt, 'models');
    const revenueModel = page.locator('[data-testid="model-card"][data-kind="revenue"]');
    await expect.poll(() => revenueModel.getAttribute('data-status')).toBe('active');
    await revenueModel.getByTestId('run-model').click();
    await toast(page, 'Modelo executado')
      .getByText(/Cobertura do intervalo de 95%: \d+,\d%/)
      .waitFor();
    const churn = page.locator('[data-testid="model-card"][data-kind="churn"]');
    await churn.getByText('Dados insuficientes').waitFor();
    expect(await churn.getByTestId('run-model').isDisabled()).toBe(true);
    await keepScreenshot(page, 'bi-pt-1440-models');

    await openTab(page, pt, 'market');
    await page.getByTestId('competitors-empty').waitFor();
    await page.getByTestId('market-empty').waitFor();
    await keepScreenshot(page, 'bi-pt-1440-market');

    await page.getByTestId('export').click();
    await toast(page, 'Relatório gerado')
      .getByText(/relatorio-bi-\d{8}-\d{6}\.pdf/)
      .waitFor();
    // The file itself, kept with the screenshots.
    const reports = (await (await context.request.get(`${baseUrl}/api/bi/reports`)).json()) as { reports: { url: string }[] };
    const pdf = await context.request.get(`${baseUrl}${reports.reports[0]!.url}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await writeFile(await artifactPath('bi-report.pdf'), await pdf.body());
    await openTab(page, pt, 'reports');
    await page.getByTestId('report-card').first().waitFor();
    await expect.poll(() => page.getByTestId('summary-reports-value').innerText()).toBe('1');
    // A report of chosen sections: the dashboard only, as CSV.
    await page.getByTestId('new-report').click();
    const newReport = page.getByRole('dialog', { name: 'Novo relatório' });
    await chooseOption(page, newReport.getByRole('combobox', { name: 'Formato' }), 'CSV');
    await newReport.getByRole('combobox', { name: 'Dashboards' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Diretoria' }).click();
    await newReport.getByRole('button', { name: 'Gerar' }).click();
    await toast(page, 'Relatório gerado')
      .getByText(/relatorio-bi-\d{8}-\d{6}\.csv/)
      .waitFor();
    await expect.poll(() => page.getByTestId('report-card').count()).toBe(2);
    await expectReportActionsAlike(page, 'Baixar', 'Agendar');
    await keepScreenshot(page, 'bi-pt-1440-reports');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectReportActionsAlike(page, 'Baixar', 'Agendar');
    await keepScreenshot(page, 'bi-pt-1280-reports');
    await page.setViewportSize({ width: 1440, height: 900 });

    await openTab(page, pt, 'insights');
    // The critical revenue's clear rise is an insight computed from its periods, its window and its measure named, and the
    // latest month's own change labelled as such (a dip beside 'em tendência de alta' read as a contradiction).
    const rise = page.getByTestId('insight').filter({ hasText: 'Receita em tendência de alta nos últimos 21 meses' });
    await rise.getByText('A reta ajustada aos 21 meses com dados', { exact: false }).waitFor();
    await rise.getByText(/Só o último mês \([^)]+\): [+-]?\d+(,\d)?% contra o mês anterior\./).waitFor();
    await keepScreenshot(page, 'bi-pt-1440-insights');
    await context.close();

    // English on a phone: every tab reachable, nothing wider than the screen.
    const phone = await signedIn(browser, owner, 'en', 390);
    await phone.page.goto(`${baseUrl}/business-intelligence`);
    await expectPage(phone.page, en);
    await phone.page
      .locator('[data-metric="import:revenue"]')
      .getByText(/Accuracy \(backtest\) \d+\.\d%/)
      .waitFor();
    await keepScreenshot(phone.page, 'bi-en-390-metrics');
    for (const tab of ['dashboards', 'models', 'market', 'reports', 'insights'] as const) {
      await openTab(phone.page, en, tab);
      await expect.poll(() => phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await phone.page.mouse.move(0, 0);
      await keepScreenshot(phone.page, `bi-en-390-${tab}`);
    }
    await phone.context.close();

    // The other language at each width, every tab: English on a desktop, Portuguese on a phone.
    for (const [language, width, texts] of [
      ['en', 1440, en],
      ['pt', 390, pt],
    ] as const) {
      const other = await signedIn(browser, owner, language, width);
      await other.page.goto(`${baseUrl}/business-intelligence`);
      await expectPage(other.page, texts);
      await other.page.locator('[data-metric="import:revenue"]').getByTestId('metric-confidence').waitFor();
      await expect.poll(() => other.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(other.page, `bi-${language}-${width}-metrics`);
      for (const tab of ['dashboards', 'models', 'market', 'reports', 'insights'] as const) {
        await openTab(other.page, texts, tab);
        await expect.poll(() => other.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (tab === 'reports')
          await expectReportActionsAlike(other.page, language === 'pt' ? 'Baixar' : 'Download', language === 'pt' ? 'Agendar' : 'Schedule');
        // The pointer off the tab bar: no tooltip of the icon under it in the picture.
        await other.page.mouse.move(0, 0);
        await keepScreenshot(other.page, `bi-${language}-${width}-${tab}`);
      }
      await other.context.close();
    }
  }, 300_000);

  it('shows a Pro workspace the upgrade card, and a visitor the login prompt, instead of the area', async () => {
    const pro = await createVerifiedAccount(baseUrl, newAccount('bi-pro'));
    await setPlanAsAdmin(baseUrl, adminEmail, pro.email, 'pro');
    const { context, page } = await signedIn(browser, pro, 'pt', 1280);
    await page.goto(`${baseUrl}/business-intelligence`);
    await page.getByTestId('upgrade-required').and(page.locator('[data-feature="businessIntelligence"]')).waitFor();
    expect(await page.getByTestId('bi-tabs').count()).toBe(0);
    await context.close();

    // A visitor without an account gets the area's login prompt, and no data call is made.
    const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await visitor.addInitScript(() => window.localStorage.setItem('otimiza-language', 'pt'));
    const visit = await visitor.newPage();
    const calls: string[] = [];
    visit.on('request', (request) => {
      if (request.url().includes('/api/bi/')) calls.push(request.url());
    });
    await visit.goto(`${baseUrl}/business-intelligence`);
    await visit.getByText('Faça login para acessar o sistema de Business Intelligence.').waitFor();
    await visit.getByRole('link', { name: 'Fazer Login' }).waitFor();
    expect(calls).toEqual([]);
    await visitor.close();
  });
});
