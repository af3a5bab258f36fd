import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, toast } from '../support/browser.js';
import { HTML, serveFiles, SVG } from '../support/loopback-site.js';
import { browserAndSiteForSuite, openPageInLanguage, phoneHeight } from '../support/pages.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

/** A small page with images without size or alt: the audit has failing audits to recommend. */
const bakery = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Padaria Pão Quente | Pães artesanais em Curitiba</title><meta name="description" content="Padaria artesanal em Curitiba."></head>
<body><header><h1>Padaria Pão Quente</h1></header><main><p>Pães de fermentação natural, bolos e cafés.</p>
<img src="/pao.svg"><p>Rua das Flores, 100 — Curitiba, PR. Telefone (41) 3333-4444.</p></main></body></html>`;
const bread = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" fill="#d97706"/></svg>`;

const startSite = () => serveFiles({ '/padaria': { type: HTML, body: bakery }, '/pao.svg': { type: SVG, body: bread } });

interface Texts {
  heading: string;
  tabs: string[];
}
const pt: Texts = { heading: 'Analytics avançado', tabs: ['Visão geral', 'KPIs', 'Gráficos', 'Tempo real', 'Segmentos', 'Insights'] };
const en: Texts = { heading: 'Advanced analytics', tabs: ['Overview', 'KPIs', 'Charts', 'Realtime', 'Segments', 'Insights'] };
const tabKeys = ['overview', 'kpis', 'charts', 'realtime', 'segments', 'insights'] as const;
const loaded: Record<(typeof tabKeys)[number], string> = {
  overview: '[data-testid="summary-revenue"]',
  kpis: '[data-testid="kpi-target-input"]',
  charts: '[data-testid="chart-card"]',
  realtime: '[data-testid="queue-table"]',
  segments: '[data-testid="segment-item"], [data-testid="empty-state"]',
  insights: '[data-testid="insight-item"], [data-testid="empty-state"]',
};

/** The read each tab makes when it opens. */
const tabApi: Record<(typeof tabKeys)[number], string> = {
  overview: '/api/dashboard/analytics',
  kpis: '/api/dashboard/kpis',
  charts: '/api/dashboard/charts',
  realtime: '/api/dashboard/realtime',
  segments: '/api/dashboard/segments',
  insights: '/api/dashboard/insights',
};

/** Signed in, with downloads (the PDF export). */
const signedIn = (browser: Browser, account: TestAccount, language: 'pt' | 'en', width: number) =>
  openPageInLanguage(browser, { account, language, width, height: phoneHeight(width), acceptDownloads: true });

async function expectPage(page: Page, texts: Texts): Promise<void> {
  await page.getByRole('heading', { level: 1, name: texts.heading }).waitFor();
  const tabs = page.getByTestId('analytics-tabs').getByRole('tab');
  await expect.poll(() => tabs.count()).toBe(texts.tabs.length);
  for (const name of texts.tabs) await page.getByTestId('analytics-tabs').getByRole('tab', { name }).waitFor();
}

/** Every tab at the page's width: nothing wider than the screen, a screenshot each. */
async function throughTabs(page: Page, texts: Texts, language: 'pt' | 'en', width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await expectPage(page, texts);
  for (const [index, key] of tabKeys.entries()) {
    // A tab opened again shows its last answer while it reads anew: the screenshot waits for the new one.
    const tab = page.getByTestId('analytics-tabs').getByRole('tab', { name: texts.tabs[index] });
    const answered = (await tab.getAttribute('aria-selected')) === 'true' ? null : page.waitForResponse((response) => response.url().includes(tabApi[key]));
    await tab.click();
    await page.locator(loaded[key]).first().waitFor();
    await answered;
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The pointer off the tab bar: no tooltip of the icon under it in the picture.
    await page.mouse.move(0, 0);
    await keepScreenshot(page, `dashboard-analytics-${language}-${width}-${key}`);
  }
}

/**
 * The advanced analytics dashboard: an Enterprise workspace with one real audit reads its
 * KPIs (the audit's score, 'dados insuficientes' where a forecast or a chart needs more days), sets
 * a target, refreshes ('Dados atualizados'), generates the PDF ('Relatório gerado'), in Portuguese
 * at 1440 px and in English at 390 px, then each language at the other width; a Pro workspace gets
 * the upgrade card.
 */
describe('advanced analytics dashboard', () => {
  const suite = browserAndSiteForSuite(startSite);

  it(
    'an Enterprise owner reads the dashboard of one audited site, sets a target, refreshes and exports the PDF',
    async () => {
      const owner = await createVerifiedAccount(baseUrl, newAccount('analytics-enterprise', { firstName: 'Ana', lastName: 'Analista' }));
      await setPlanAsAdmin(baseUrl, adminEmail, owner.email, 'enterprise');
      const { context, page } = await signedIn(suite.browser, owner, 'pt', 1440);

      // The one real audit of this file, with no strategy given: /api/analyze audits on desktop. Its event feeds the metric
      // store; the dashboard, asked for no strategy, reads the workspace's latest analysis's (desktop), not '—'.
      const analysed = await context.request.post(`${baseUrl}/api/analyze`, { data: { url: `${suite.site.url}/padaria` }, timeout: 180_000 });
      expect(analysed.status()).toBe(200);
      const analysis = (await analysed.json()) as { strategy: string; scores: { performanceScore: number } };
      expect(analysis.strategy).toBe('desktop');
      await expect
        .poll(async () => {
          await context.request.post(`${baseUrl}/api/dashboard/refresh`);
          const kpis = (await (await context.request.get(`${baseUrl}/api/dashboard/kpis`)).json()) as { kpis: { id: string; value: number | null }[] };
          return kpis.kpis.find((kpi) => kpi.id === 'performance')?.value ?? null;
        })
        .toBe(analysis.scores.performanceScore);

      await page.goto(`${baseUrl}/dashboard-analytics`);
      await expectPage(page, pt);
      // Revenue is never invented; the performance KPI is the audit's score; one day is too little for a forecast.
      await page.getByTestId('summary-revenue').getByText('Sem dados de receita', { exact: false }).waitFor();
      const performance = page.locator('[data-testid="kpi-card"][data-kpi="performance"]');
      expect(await performance.getByTestId('kpi-value').innerText()).toBe(String(analysis.scores.performanceScore).replace('.', ','));
      await performance.getByText('Dados insuficientes: a previsão precisa de pelo menos 14 dias', { exact: false }).waitFor();
      // The filter starts unset and shows the strategy the server read, and why.
      const filter = page.getByTestId('strategy-filter');
      await expect.poll(() => filter.getAttribute('data-strategy')).toBe('desktop');
      expect(await filter.getAttribute('data-source')).toBe('latest-analysis');
      expect(await filter.locator('.ant-segmented-item-selected').innerText()).toBe('Computador');
      expect(await page.getByTestId('strategy-source').innerText()).toBe('Estratégia da análise mais recente');
      expect(await performance.getByTestId('kpi-strategy').innerText()).toBe('Média das análises no computador');
      await keepScreenshot(page, 'dashboard-analytics-pt-1440-overview-first');

      // Charts: one day of data is not a line.
      await page.getByTestId('analytics-tabs').getByRole('tab', { name: 'Gráficos' }).click();
      const chart = page.locator('[data-testid="chart-card"][data-chart="performance"]');
      await chart.getByText('Dados insuficientes para o gráfico: 1 dia(s)', { exact: false }).waitFor();

      // KPIs: a target set by the user gives the status.
      await page.getByTestId('analytics-tabs').getByRole('tab', { name: 'KPIs' }).click();
      const kpiCard = page.locator('[data-testid="kpi-card"][data-kpi="performance"]');
      await kpiCard.getByTestId('kpi-target-input').fill('100');
      await kpiCard.getByTestId('kpi-target-save').click();
      await toast(page, 'Meta salva').waitFor();
      await expect.poll(() => kpiCard.getByTestId('kpi-status').innerText()).toMatch(/^(Excelente|Bom|Atenção|Crítico)$/);
      // The level reads one strategy, and says which: the audit is a desktop one, so on mobile, once chosen, there is no figure.
      expect(await kpiCard.getByTestId('kpi-strategy').innerText()).toBe('Média das análises no computador');
      await page.getByTestId('strategy-filter').getByText('Celular').click();
      await expect.poll(() => kpiCard.getByTestId('kpi-strategy').innerText()).toBe('Média das análises no celular');
      expect(await kpiCard.getByTestId('kpi-value').innerText()).toBe('—');
      // The user's choice wins and is no longer called the latest analysis's.
      expect(await page.getByTestId('strategy-filter').getAttribute('data-source')).toBe('query');
      expect(await page.getByTestId('strategy-source').count()).toBe(0);
      await page.getByTestId('strategy-filter').getByText('Computador').click();
      await expect.poll(() => kpiCard.getByTestId('kpi-value').innerText()).toBe(String(analysis.scores.performanceScore).replace('.', ','));

      // The refresh button and the PDF.
      await page.getByTestId('refresh-button').click();
      await toast(page, 'Dados atualizados').waitFor();
      const download = page.waitForEvent('download');
      await page.getByTestId('pdf-button').click();
      const generated = toast(page, 'Relatório gerado');
      await generated.waitFor();
      expect(await generated.innerText()).toMatch(/relatorio-analytics-\d{8}-[0-9a-f]{8}\.pdf/);
      expect((await download).suggestedFilename()).toMatch(/^relatorio-analytics-\d{8}-[0-9a-f]{8}\.pdf$/);

      // Realtime: the numbers of the instance and of the workspace (so labelled).
      await page.getByTestId('analytics-tabs').getByRole('tab', { name: 'Tempo real' }).click();
      await page.locator('[data-testid="realtime-metric"][data-metric="sessions-5m"]').getByTestId('realtime-value').waitFor();
      await page.locator('[data-testid="realtime-metric"][data-metric="sessions-5m"]').getByText('Sessões ativas neste espaço de trabalho').waitFor();
      expect(
        Number(await page.locator('[data-testid="realtime-metric"][data-metric="sessions-5m"]').getByTestId('realtime-value').innerText()),
      ).toBeGreaterThanOrEqual(1);
      await throughTabs(page, pt, 'pt', 1440);

      // English on a phone (icon tabs), signed in with English chosen: the same data.
      const english = await signedIn(suite.browser, owner, 'en', 390);
      await english.page.goto(`${baseUrl}/dashboard-analytics`);
      await expectPage(english.page, en);
      await english.page.getByTestId('summary-revenue').getByText('No revenue data', { exact: false }).waitFor();
      await throughTabs(english.page, en, 'en', 390);
      // Each language at the other width, in the same signed-in pages.
      await throughTabs(english.page, en, 'en', 1440);
      await throughTabs(page, pt, 'pt', 390);
      await Promise.all([context.close(), english.context.close()]);
    },
    6 * 60_000,
  );

  it('a Pro workspace gets the upgrade card and 402 from the API', async () => {
    const pro = await createVerifiedAccount(baseUrl, newAccount('analytics-pro'));
    await setPlanAsAdmin(baseUrl, adminEmail, pro.email, 'pro');
    const { context, page } = await signedIn(suite.browser, pro, 'pt', 1280);
    expect((await context.request.get(`${baseUrl}/api/dashboard/kpis`)).status()).toBe(402);
    await page.goto(`${baseUrl}/dashboard-analytics`);
    await page.getByText('Enterprise', { exact: false }).first().waitFor();
    await keepScreenshot(page, 'dashboard-analytics-pro-upgrade');
    await context.close();
  });
});
