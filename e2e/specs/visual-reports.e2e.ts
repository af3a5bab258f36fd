import type { AnalysisView } from '@otimiza/plugin-analysis-shared';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, toast } from '../support/browser.js';
import { HTML, serveFiles } from '../support/loopback-site.js';
import { browserAndSiteForSuite, openPageInLanguage, phoneHeight } from '../support/pages.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

/** One audit of one loopback page on a busy 2-core machine, and the metric store fed from its event. */
const AUDIT_MS = 3 * 60_000;

/** A bakery in Belo Horizonte: its address and area code (31) give the state of the geographic heatmap. */
const bakeryPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Padaria Pão Dourado | Belo Horizonte</title><meta name="description" content="Padaria artesanal em Belo Horizonte."></head>
<body><header><h1>Padaria Pão Dourado</h1></header><main><p>Pães artesanais, bolos e café fresquinho todos os dias.</p></main>
<footer class="endereco">Rua da Bahia, 1200 - Centro, Belo Horizonte - MG, 30160-011 · Telefone (31) 3222-4455</footer></body></html>`;

async function startSite() {
  const site = await serveFiles({ '/padaria/': { type: HTML, body: bakeryPage } });
  return { ...site, url: `${site.url}/padaria/` };
}

interface Texts {
  heading: string;
  tabs: string[];
}
const pt: Texts = { heading: 'Relatórios Visuais', tabs: ['Métricas', 'Gráficos', 'Dashboards', 'Relatórios', 'Heatmaps'] };
const en: Texts = { heading: 'Visual Reports', tabs: ['Metrics', 'Charts', 'Dashboards', 'Reports', 'Heatmaps'] };
const tabs = ['metrics', 'charts', 'dashboards', 'reports', 'heatmaps'] as const;
/** What each tab shows once loaded. */
const loaded: Record<(typeof tabs)[number], string> = {
  metrics: '[data-testid="metrics-list"], [data-testid="metrics-empty"]',
  charts: '[data-testid="charts-list"]',
  dashboards: '[data-testid="dashboards-list"], [data-testid="dashboards-empty"]',
  reports: '[data-testid="reports-list"], [data-testid="reports-empty"]',
  heatmaps: '[data-testid="heatmaps-list"]',
};

const signedIn = (browser: Browser, account: TestAccount, language: 'pt' | 'en', width: number) =>
  openPageInLanguage(browser, { account, language, width, height: phoneHeight(width) });

/** The heading, the four overview cards and the five tabs (on a phone each named by its label or its icon's). */
async function expectPage(page: Page, texts: Texts): Promise<void> {
  await page.getByRole('heading', { level: 1, name: texts.heading }).waitFor();
  for (const card of ['metrics', 'charts', 'dashboards', 'reports']) await page.getByTestId(`overview-${card}-value`).waitFor();
  const tabList = page.getByTestId('visual-tabs').getByRole('tab');
  await expect.poll(() => tabList.count()).toBe(texts.tabs.length);
  for (const name of texts.tabs) await page.getByTestId('visual-tabs').getByRole('tab', { name }).waitFor();
}

async function openTab(page: Page, texts: Texts, tab: (typeof tabs)[number]): Promise<void> {
  await page
    .getByTestId('visual-tabs')
    .getByRole('tab', { name: texts.tabs[tabs.indexOf(tab)] })
    .click();
  await page.locator(loaded[tab]).first().waitFor();
}

/** Every tab at the page's width: nothing wider than the screen, a screenshot each. */
async function throughTabs(page: Page, texts: Texts, language: 'pt' | 'en', width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await expectPage(page, texts);
  for (const tab of tabs) {
    // A tab opened again shows its last answer while it reads anew: the screenshot waits for the new one.
    const selected = await page
      .getByTestId('visual-tabs')
      .getByRole('tab', { name: texts.tabs[tabs.indexOf(tab)] })
      .getAttribute('aria-selected');
    const answered = selected === 'true' ? null : page.waitForResponse((response) => response.url().includes(`/api/visual/${tab}`));
    await openTab(page, texts, tab);
    await answered;
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The pointer off the tab bar: no tooltip of the icon under it in the picture.
    await page.mouse.move(0, 0);
    await keepScreenshot(page, `visual-reports-${language}-${width}-${tab}`);
  }
}

describe('visual reports (/visual-reports)', () => {
  const suite = browserAndSiteForSuite(startSite);

  it(
    'shows a Pro workspace its audited site: the overview, the five tabs with their filters and charts, in pt at 1440 px and en at 390 px, then each language at the other width',
    async () => {
      const owner = await createVerifiedAccount(baseUrl, newAccount('visual', { firstName: 'Vera', lastName: 'Visual' }));
      await setPlanAsAdmin(baseUrl, adminEmail, owner.email, 'pro');
      const { context, page } = await signedIn(suite.browser, owner, 'pt', 1440);

      // The one audit of this spec; its completion feeds the metric store through its event.
      const analysed = await context.request.post(`${baseUrl}/api/analyze`, { data: { url: suite.site.url, strategy: 'desktop' }, timeout: AUDIT_MS });
      expect(analysed.status()).toBe(200);
      const analysis = (await analysed.json()) as AnalysisView;
      expect(analysis.status).toBe('completed');
      const shared = await context.request.post(`${baseUrl}/api/reports/share`, { data: { analysisId: analysis.id, title: 'Padaria Pão Dourado' } });
      expect(shared.status()).toBe(201);
      const { shareUrl } = (await shared.json()) as { shareUrl: string };

      // A visitor without an account opens the shared report: the page records the view.
      const visitor = await suite.browser.newContext();
      const visit = await visitor.newPage();
      await visit.goto(shareUrl);
      await visit.getByText('Padaria Pão Dourado').first().waitFor();
      await visitor.close();

      await page.goto(`${baseUrl}/visual-reports`);
      await expectPage(page, pt);
      // The level cards read one strategy: that of the latest analysis until the user picks one (the audit above is a desktop one).
      await page.getByTestId('metrics-strategy').getByText('Computador').waitFor();
      // The store is fed from the analysis' event: the refresh button reads again until the site's scores are in.
      const performance = page.locator('[data-testid="metric-card"][data-metric="score.performance"] [data-testid="metric-value"]');
      await expect
        .poll(
          async () => {
            await page.getByTestId('visual-refresh').click();
            await toast(page, 'Dados atualizados').waitFor();
            return performance.innerText();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .not.toBe('—');
      // The score as English writes it, for the phone's page below.
      const ptPerformance = (await performance.innerText()).replace(',', '.');
      expect(Number(ptPerformance)).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('overview-reports-value').innerText()).toBe('1');
      await page.getByTestId('auto-refresh').waitFor();
      expect(await page.getByTestId('auto-refresh').getAttribute('aria-checked')).toBe('true');
      await keepScreenshot(page, 'visual-reports-pt-1440-metrics');

      // The category filter keeps the scores only.
      await page.getByTestId('metrics-category').click();
      await page.getByRole('option', { name: 'Pontuações' }).click();
      await expect.poll(() => page.getByTestId('metric-card').count()).toBe(4);

      // One day of audits draws no trend line: the chart says so; the distribution is drawn.
      await openTab(page, pt, 'charts');
      await page.locator('[data-chart="score-trends"][data-status="insufficient"]').getByText('Dados insuficientes').waitFor();
      await page.locator('[data-chart="score-distribution"][data-status="ok"] canvas').first().waitFor();
      for (const card of await page.getByTestId('chart-card').all()) expect(await card.getByTestId('insight').count()).toBeLessThanOrEqual(2);
      await keepScreenshot(page, 'visual-reports-pt-1440-charts');

      await openTab(page, pt, 'dashboards');
      await page.getByTestId('dashboards-active-users').getByText('1 membro ativo nos últimos 30 dias').waitFor();
      // The dashboards open on the desktop analysis too: its score, not '—'.
      await page.getByTestId('dashboards-strategy').getByText('Computador').waitFor();
      const dashboardPerformance = page.locator('[data-dashboard="executive"] [data-metric="score.performance"] [data-testid="widget-value"]');
      await expect.poll(() => dashboardPerformance.innerText()).toBe(ptPerformance.replace('.', ','));
      await keepScreenshot(page, 'visual-reports-pt-1440-dashboards');

      await openTab(page, pt, 'reports');
      const report = page.getByTestId('interactive-report').filter({ hasText: 'Padaria Pão Dourado' });
      await expect.poll(() => report.getByTestId('report-views').innerText()).toBe('1');
      await keepScreenshot(page, 'visual-reports-pt-1440-reports');

      await openTab(page, pt, 'heatmaps');
      await page.locator('[data-heatmap="geographic_distribution"]').getByRole('rowheader', { name: 'Minas Gerais' }).waitFor();
      await keepScreenshot(page, 'visual-reports-pt-1440-heatmaps');

      // English on a phone: the same data, every tab reachable and no wider than the screen.
      const english = await signedIn(suite.browser, owner, 'en', 390);
      await english.page.goto(`${baseUrl}/visual-reports`);
      await expectPage(english.page, en);
      await english.page.getByTestId('metrics-strategy').getByText('Desktop').waitFor();
      const englishPerformance = english.page.locator('[data-testid="metric-card"][data-metric="score.performance"] [data-testid="metric-value"]');
      await expect.poll(() => englishPerformance.innerText()).toBe(ptPerformance);
      await throughTabs(english.page, en, 'en', 390);
      await english.page.locator('[data-heatmap="geographic_distribution"]').getByRole('rowheader', { name: 'Minas Gerais' }).waitFor();

      // Each language at the other width, in the same signed-in pages.
      await throughTabs(english.page, en, 'en', 1440);
      await throughTabs(page, pt, 'pt', 390);
      await Promise.all([context.close(), english.context.close()]);
    },
    AUDIT_MS + 4 * 60_000,
  );

  it('shows a Free workspace the upgrade card instead of the reports', async () => {
    const free = await createVerifiedAccount(baseUrl, newAccount('visual-free'));
    const { context, page } = await signedIn(suite.browser, free, 'pt', 1280);
    await page.goto(`${baseUrl}/visual-reports`);
    await page.getByTestId('upgrade-required').and(page.locator('[data-feature="visualReports"]')).waitFor();
    expect(await page.getByTestId('visual-tabs').count()).toBe(0);
    await context.close();
  });
});
