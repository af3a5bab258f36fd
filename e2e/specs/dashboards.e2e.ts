import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnalysesListResponse, DashboardStats } from '@otimiza/plugin-analysis-shared';
import type { ApiHealthResponse, ApiUser, EntitlementsResponse } from '@otimiza/sdk/shared';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, ensureAdminAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { DEMO_TEST_TIMEOUT_MS, keepScreenshot, keepViewportScreenshot, launchBrowser, openInvestorDemo } from '../support/browser.js';
import { showInApp } from '../support/pages.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

type Language = 'pt' | 'en';
type PaidPlan = 'lite' | 'pro' | 'enterprise';

/** A small page of a shop, served on loopback for real audits (the app runs with ALLOW_PRIVATE_TARGETS). */
const shopPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floricultura Jardim | Flores em Curitiba</title>
<meta name="description" content="Buquês, arranjos e plantas com entrega no mesmo dia em Curitiba.">
</head><body><main><h1>Floricultura Jardim</h1><p>Flores frescas todos os dias.</p><img src="/foto.png"><a href="/contato">Contato</a></main></body></html>`;

async function startSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/loja')) return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(shopPage);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function openPage(browser: Browser, language: Language, width = 1440, account?: TestAccount) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  if (account) await logIn(context, baseUrl, account);
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${baseUrl}${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A real audit through the API (`POST /api/analyze` answers once it is done). */
async function analyse(request: APIRequestContext, url: string): Promise<void> {
  const response = await request.post(`${baseUrl}/api/analyze`, { data: { url }, timeout: 120_000 });
  if (response.status() !== 200) throw new Error(`POST /api/analyze answered ${response.status()}: ${await response.text()}`);
}

/** The figure a stat card shows, as a number (the '—' of a missing figure is null). */
async function shownStat(page: Page, id: string): Promise<number | null> {
  const text = (await page.getByTestId(`stat-${id}-value`).textContent())?.trim() ?? '';
  if (text === '—') return null;
  return Number(
    text
      .replace(/[^\d,.+-]/g, '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );
}

/** The stat cards, the recent analyses and the usage read from the screen equal what the API answers. */
async function expectDashboardMatchesApi(page: Page) {
  const stats = await getJson<DashboardStats>(page.request, '/api/dashboard/stats');
  const list = await getJson<AnalysesListResponse>(page.request, '/api/analyses?page=1&limit=5');
  await page.locator('[data-testid="stat-total"][data-value]').waitFor();
  expect(await shownStat(page, 'total')).toBe(stats.totalAnalyses);
  expect(await shownStat(page, 'month')).toBe(stats.monthlyAnalyses);
  expect(await page.getByTestId('stat-improvement').getAttribute('data-value')).toBe(String(stats.avgImprovement ?? 'none'));
  expect(await page.getByTestId('stat-load-time').getAttribute('data-value')).toBe(String(stats.avgLoadTime ?? 'none'));
  if (stats.avgImprovement === null) expect(await shownStat(page, 'improvement')).toBeNull();

  const recent = page.getByTestId('recent-analyses');
  if (list.analyses.length === 0) await recent.getByText('Nenhuma análise ainda').waitFor();
  else await expect.poll(() => recent.getByTestId('recent-analysis').count()).toBe(list.analyses.length);
  const shownIds = await recent.getByTestId('recent-analysis').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-analysis-id')));
  expect(shownIds).toEqual(list.analyses.map((analysis) => analysis.id));
  for (const [index, analysis] of list.analyses.entries()) {
    if (analysis.status !== 'completed' || analysis.issuesCount === null) continue;
    const badge = recent.getByTestId('recent-analysis').nth(index).getByTestId('issues-badge');
    expect(Number(await badge.getAttribute('data-count'))).toBe(analysis.issuesCount);
    expect(await badge.getAttribute('data-variant')).toBe(analysis.issuesCount === 0 ? 'default' : analysis.issuesCount <= 3 ? 'secondary' : 'destructive');
  }
  return { stats, list };
}

async function expectUsageMatchesApi(page: Page) {
  const entitlements = await getJson<EntitlementsResponse>(page.request, '/api/me/entitlements');
  const usage = page.getByTestId('usage-card');
  await usage.waitFor();
  expect(Number(await usage.getAttribute('data-used'))).toBe(entitlements.analyses.used);
  expect(await usage.getAttribute('data-limit')).toBe(String(entitlements.analyses.limit ?? 'unlimited'));
  return entitlements;
}

/** The URL is still the home; the inner page shows under the dashboard's frame. */
async function expectInnerPage(page: Page, key: string) {
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('page') === key);
  await page.locator(`[data-page-key="${key}"]`).waitFor();
  await page.getByTestId('inner-page-bar').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
}

/**
 * The dashboard in both languages at 1440 and 390 px, each kept as dashboard-<name>-<lang>-<width>.png.
 * One page a language: the narrow layout is the same page resized, as a window made narrower.
 */
async function screenshotsOf(
  browser: Browser,
  name: string,
  account: TestAccount | null,
  ready: (page: Page, language: Language) => Promise<void>,
  open?: (page: Page) => Promise<void>,
) {
  for (const language of ['pt', 'en'] as const) {
    const { page, close } = await openPage(browser, language, 1440, account ?? undefined);
    if (open) await open(page);
    else await page.goto(baseUrl);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await ready(page, language);
      // The resized layout has settled once nothing is wider than the window.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, `dashboard-${name}-${language}-${width}`);
    }
    await close();
  }
}

const statsReady = (page: Page) => page.locator('[data-testid="stat-total"][data-value]').waitFor();

describe('dashboards: the home of every plan, the creator dashboard, inner pages by key and the investor demo', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof startSite>>;
  /**
   * One free account goes through the file: its first analysis, the free limit, then each paid plan's home as it upgrades.
   * Every analysis is a real Lighthouse run; the plans' homes read the ones it already has instead of running more.
   */
  let lia: TestAccount;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('free: the counter n/3 after one analysis from the dashboard, figures from the API, inner pages by key', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('dash-free', { firstName: 'Lia' }));
    lia = account;
    const { page, close } = await openPage(browser, 'pt', 1440, account);
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Painel Gratuito' }).waitFor();
    await expect(page.getByRole('main').locator('[data-plan]').first().textContent()).resolves.toBe('Free');
    const counter = page.getByTestId('free-counter');
    await counter.getByText('0/3').waitFor();
    await page.getByTestId('how-to-start').getByText('Como começar').waitFor();
    expect(await page.getByTestId('free-upgrade').getAttribute('href')).toBe('/?page=pricing');

    // One analysis through the quick analysis card of the dashboard.
    const card = page.getByTestId('quick-analysis-card');
    await card.getByLabel('URL do site').fill(`${site.url}/loja`);
    await card.getByRole('button', { name: 'Analisar site' }).click();
    await page.getByTestId('analysis-results').waitFor({ timeout: 90_000 });
    await page.getByRole('dialog').getByText('Fechar', { exact: true }).click();
    await page.getByTestId('analysis-results').waitFor({ state: 'detached' });

    await expect.poll(() => counter.getAttribute('data-count')).toBe('1');
    await counter.getByText('1/3').waitFor();
    await counter.getByText('Restam 2 análises gratuitas.').waitFor();
    const entitlements = await getJson<EntitlementsResponse>(page.request, '/api/me/entitlements');
    expect(entitlements.analyses).toMatchObject({ period: 'total', limit: 3, used: 1, remaining: 2 });
    expect(await counter.getAttribute('data-remaining')).toBe(String(entitlements.analyses.remaining));
    const { stats } = await expectDashboardMatchesApi(page);
    expect(stats.totalAnalyses).toBe(1);

    // Inner pages by key: the sidebar switches ?page= on /, back and forward work.
    await page.getByRole('menuitem', { name: 'Histórico de Análises' }).click();
    await expectInnerPage(page, 'history');
    await page.getByRole('heading', { level: 1, name: 'Histórico de Análises' }).waitFor();
    await expect.poll(() => page.getByTestId('analysis-card').count()).toBe(1);
    await page.getByRole('menuitem', { name: 'Manual da Plataforma' }).click();
    await expectInnerPage(page, 'manual');
    await page.locator('[data-page-key="manual"] h1').waitFor();
    await expect(page.locator('.ant-menu-item-selected').textContent()).resolves.toBe('Manual da Plataforma');
    await keepScreenshot(page, 'dashboard-free-manual-pt-1440');
    await page.goBack();
    await expectInnerPage(page, 'history');
    await page.goBack();
    await page.locator('[data-page-key="dashboard"]').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.goForward();
    await expectInnerPage(page, 'history');
    // The frame's way back, and 'Ver todas' of the latest analyses.
    await page.getByTestId('inner-page-bar').getByRole('link', { name: 'Painel Gratuito' }).click();
    await page.locator('[data-page-key="dashboard"]').waitFor();
    await page.getByTestId('recent-analyses').getByRole('link', { name: 'Ver todas' }).click();
    await expectInnerPage(page, 'history');
    // An inner page's address opened cold, then the others as the app's links open them.
    await page.goto(`${baseUrl}/?page=pricing`);
    await expectInnerPage(page, 'pricing');
    await page.getByRole('heading', { level: 1, name: 'Planos e preços' }).waitFor();
    for (const [key, heading] of [
      ['new-analysis', 'Nova Análise'],
      ['reports', 'Relatórios'],
      ['shared', 'Relatórios Compartilhados'],
      ['brand-settings', 'Configurações da marca'],
      ['content-tools', 'Ferramentas de IA'],
    ] as const) {
      await showInApp(page, `/?page=${key}`);
      await expectInnerPage(page, key);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await showInApp(page, '/?page=nao-existe');
    await page.getByText('Página não encontrada').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The direct routes keep working.
    await showInApp(page, '/analysis-history');
    await page.getByRole('heading', { level: 1, name: 'Histórico de Análises' }).waitFor();
    await close();

    await screenshotsOf(browser, 'free', account, async (shot) => {
      await statsReady(shot);
      await shot.getByTestId('free-counter').waitFor();
    });
  }, 300_000);

  it('free: reaching the limit opens the FREE upgrade dialog', async () => {
    const { page, context, close } = await openPage(browser, 'pt', 1440, lia);
    await analyse(context.request, `${site.url}/loja?run=1`);
    await page.goto(baseUrl);
    const counter = page.getByTestId('free-counter');
    await counter.getByText('2/3').waitFor();
    // The last free analysis is spent elsewhere (another tab) before this page rechecks the plan (every 30 s):
    // the page keeps what it last read, still offers the form, and the server refuses.
    const seen = await page.request.get(`${baseUrl}/api/me/entitlements`);
    const lastRead = await seen.text();
    await page.route('**/api/me/entitlements', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: lastRead }));
    await analyse(context.request, `${site.url}/loja?run=2`);
    const card = page.getByTestId('quick-analysis-card');
    await card.getByLabel('URL do site').fill(`${site.url}/loja?run=3`);
    await card.getByRole('button', { name: 'Analisar site' }).click();
    const dialog = page.getByTestId('upgrade-dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-limit-code')).toBe('FREE_LIMIT');
    await page.getByRole('dialog').getByText('Você usou todas as análises gratuitas').first().waitFor();
    // The viewport only: a full-page capture of a fixed dialog over a scrolled page mixes two scroll positions.
    await keepViewportScreenshot(page, 'dashboard-free-limit-pt-1440');
    await close();
  }, 300_000);

  for (const [plan, title, enTitle] of [
    ['lite', 'Painel Lite', 'Lite Dashboard'],
    ['pro', 'Painel Pro', 'Pro Dashboard'],
    ['enterprise', 'Painel Enterprise', 'Enterprise Dashboard'],
  ] as const satisfies readonly (readonly [PaidPlan, string, string])[]) {
    it(`${plan}: the plan's home with the figures of /api/dashboard/stats, /api/analyses and /api/me/entitlements`, async () => {
      // The free account upgrades, with its three analyses.
      const account = lia;
      await setPlanAsAdmin(baseUrl, adminEmail, account.email, plan);
      const { page, close } = await openPage(browser, 'pt', 1440, account);
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByRole('main').locator('[data-plan]').first().getAttribute('data-plan')).toBe(plan);
      await expectDashboardMatchesApi(page);
      const entitlements = await expectUsageMatchesApi(page);
      expect(entitlements.plan).toBe(plan);
      await page.getByTestId('quick-analysis-card').waitFor();

      // What each plan really has: lite an upgrade card, pro the strategic tools, enterprise the AI content tools.
      if (plan === 'lite') {
        await page.getByTestId('pro-upgrade-card').waitFor();
        expect(await page.getByTestId('ai-tools-widget').count()).toBe(0);
      } else {
        const tools = page.getByTestId('ai-tools-widget');
        await tools.getByText(plan === 'pro' ? 'Ferramentas estratégicas' : 'Ferramentas de conteúdo com IA').waitFor();
        await expect.poll(() => tools.locator('[data-tool]').count()).toBe(plan === 'pro' ? 4 : 6);
        await tools.getByTestId('ai-tools-target').getByText(`${site.url}/loja`).waitFor();
        expect(await page.getByTestId('pro-upgrade-card').count()).toBe(0);
        // A shortcut opens the tool as the dashboard's inner page, for the latest analysis.
        const latest = (await getJson<AnalysesListResponse>(page.request, '/api/analyses?page=1&limit=5')).analyses[0]!;
        const link = tools.locator('[data-tool="strategic-planning"]').getByRole('link');
        const href = new URL((await link.getAttribute('href'))!, baseUrl);
        expect(href.pathname).toBe('/');
        expect(Object.fromEntries(href.searchParams)).toEqual({ page: 'content-tools', tool: 'strategic-planning', url: latest.url, analysisId: latest.id });
        await page.getByRole('menuitem', { name: 'Ferramentas de IA' }).click();
        await expectInnerPage(page, 'content-tools');
        await page.getByTestId('ai-tools-page').waitFor();
        await page.goBack();
        await page.locator('[data-page-key="dashboard"]').waitFor();
      }
      await page.getByRole('menuitem', { name: 'Planos e preços' }).click();
      await expectInnerPage(page, 'pricing');
      await page.getByRole('heading', { level: 1, name: 'Planos e preços' }).waitFor();
      await close();

      await screenshotsOf(browser, plan, account, async (shot, language) => {
        await shot.getByRole('heading', { level: 1, name: language === 'pt' ? title : enTitle }).waitFor();
        await statsReady(shot);
        await shot.getByTestId('usage-card').waitFor();
      });
    }, 300_000);
  }

  it('creator: stats, API health from /api/health/check-apis, the test panel and “Ver como usuário comum”', async () => {
    const admin = await ensureAdminAccount(baseUrl, adminEmail);
    const { page, context, close } = await openPage(browser, 'pt', 1440, admin);
    const user = (await getJson<{ user: ApiUser }>(context.request, '/api/auth/user')).user;
    expect(user).toMatchObject({ mode: 'creator', isAdmin: true, plan: { name: 'enterprise' } });
    // Whatever the administrator has audited so far (other files use this account): the figures are compared with the API.
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Painel do Criador' }).waitFor();
    await expectDashboardMatchesApi(page);
    await expectUsageMatchesApi(page);
    await page.getByTestId('ai-tools-widget').getByText('Ferramentas de conteúdo com IA').waitFor();

    const health = page.getByTestId('api-health');
    const summary = health.getByTestId('api-health-summary');
    await summary.waitFor();
    const apis = await getJson<ApiHealthResponse>(context.request, '/api/health/check-apis?language=pt');
    expect(Number(await summary.getAttribute('data-working'))).toBe(apis.summary.working);
    expect(Number(await summary.getAttribute('data-total'))).toBe(apis.summary.total);
    expect(Number(await summary.getAttribute('data-errors'))).toBe(apis.summary.errors);
    for (const service of ['googlePageSpeed', 'openai', 'stripe', 'sendgrid'] as const) {
      const row = health.getByTestId(`api-health-${service}`);
      expect(await row.getAttribute('data-status')).toBe(apis[service].status);
      await row.getByText(apis[service].message).waitFor();
    }
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/health/check-apis')) checks.push(request.method());
    });
    await health.getByTestId('api-health-refresh').click();
    await expect.poll(() => checks.length).toBeGreaterThan(0);

    const panel = page.getByTestId('production-test-panel');
    await panel.getByText('Simular o domínio de produção').waitFor();
    await panel
      .getByTestId('production-loopback')
      .getByText(/Permitidas \(ALLOW_PRIVATE_TARGETS\)/)
      .waitFor();
    await panel.getByTestId('production-payments').getByText('Checkout de teste (sandbox), sem cobrança.').waitFor();
    await keepScreenshot(page, 'dashboard-creator-pt-1440-before-preview');

    // 'Ver como usuário comum': this session gets the workspace's own plan, creator mode off.
    const basePlan = (await getJson<EntitlementsResponse>(context.request, '/api/me/entitlements')).basePlan;
    await panel.getByTestId('view-as-user').click();
    await page.getByTestId('creator-preview-banner').waitFor();
    const asUser = (await getJson<{ user: ApiUser }>(context.request, '/api/auth/user')).user;
    expect(asUser).toMatchObject({ mode: 'user', plan: { name: basePlan } });
    const titles = { free: 'Painel Gratuito', lite: 'Painel Lite', pro: 'Painel Pro', enterprise: 'Painel Enterprise' } as const;
    await page.getByRole('heading', { level: 1, name: titles[basePlan] }).waitFor();
    await keepScreenshot(page, 'dashboard-creator-preview-pt-1440');
    await page.getByTestId('creator-preview-banner').getByRole('button', { name: 'Voltar ao modo criador' }).click();
    await page.getByRole('heading', { level: 1, name: 'Painel do Criador' }).waitFor();
    expect((await getJson<{ user: ApiUser }>(context.request, '/api/auth/user')).user.mode).toBe('creator');

    // Inner pages by key from the creator's sidebar too.
    await page.getByRole('menuitem', { name: 'Relatórios Compartilhados' }).click();
    await expectInnerPage(page, 'shared');
    await page.getByTestId('inner-page-bar').getByRole('link', { name: 'Painel do Criador' }).waitFor();
    await close();

    await screenshotsOf(browser, 'creator', admin, async (shot) => {
      await statsReady(shot);
      await shot.getByTestId('api-health-summary').waitFor();
      await shot.getByTestId('production-test-panel').getByTestId('view-as-user').waitFor();
    });
  }, 300_000);

  it(
    'investor demo: opens from /?pro-demo=true&investor=true with the demo workspace’s data, refuses writes, and leaves to /',
    async () => {
      const { page, context, close } = await openPage(browser, 'pt', 1440);
      await openInvestorDemo(page, baseUrl, 'Painel Pro');
      const demoPath = new URL(page.url()).pathname;
      await page.getByText('DEMONSTRAÇÃO PRO - Apresentação para Investidores').waitFor();
      const user = (await getJson<{ user: ApiUser }>(context.request, '/api/auth/user')).user;
      expect(user).toMatchObject({ mode: 'demo', plan: { name: 'pro' } });

      // The figures are the demo workspace's, as its API answers them (empty states if it has none).
      const { stats } = await expectDashboardMatchesApi(page);
      await expectUsageMatchesApi(page);
      // No AI shortcuts in the read-only demo: they would run tools.
      expect(await page.getByTestId('ai-tools-widget').count()).toBe(0);

      // Writes: the form says the demo is read-only, and the server refuses with 403.
      const card = page.getByTestId('quick-analysis-card');
      await card.getByTestId('demo-read-only').waitFor();
      expect(await card.getByLabel('URL do site').isDisabled()).toBe(true);
      expect(await card.getByRole('button', { name: 'Analisar site' }).isDisabled()).toBe(true);
      const refused = await context.request.post(`${baseUrl}/api/analyze`, { data: { url: `${site.url}/loja` } });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { error: { type: string } }).error.type).toBe('FORBIDDEN');

      // The demo's inner pages are its routes, mapped to the same pages as the page keys.
      await page.getByRole('menuitem', { name: 'Histórico de Análises' }).click();
      await page.waitForURL(/\/demo\/[^/]+\/history$/);
      await page.getByRole('heading', { level: 1, name: 'Histórico de Análises' }).waitFor();
      await page.getByTestId('inner-page-bar').waitFor();
      if (stats.totalAnalyses > 0) await expect.poll(() => page.getByTestId('analysis-card').count()).toBeGreaterThan(0);
      else await page.getByTestId('history-empty').waitFor();
      await showInApp(page, `${demoPath}/analyze`);
      await page.getByRole('heading', { level: 1, name: 'Nova Análise' }).waitFor();
      await page.getByTestId('quick-analysis-card').getByTestId('demo-read-only').waitFor();
      expect(await page.getByTestId('quick-analysis-card').getByLabel('URL do site').isDisabled()).toBe(true);
      await keepScreenshot(page, 'dashboard-demo-analyze-pt-1440');
      await showInApp(page, `${demoPath}/shared-reports`);
      await page.getByRole('heading', { level: 1, name: 'Relatórios Compartilhados' }).waitFor();
      await page.getByTestId('demo-read-only').waitFor();
      expect(await page.getByTestId('new-shared-report').isDisabled()).toBe(true);
      await showInApp(page, `${demoPath}/brand-settings`);
      await page.getByRole('heading', { level: 1, name: 'Configurações da marca' }).waitFor();
      await page.getByTestId('demo-read-only').waitFor();
      await showInApp(page, `${demoPath}/pricing`);
      await page.getByText('Demonstração: somente leitura').waitFor();
      await showInApp(page, `${demoPath}/nao-existe`);
      await page.getByText('Página não encontrada').waitFor();

      await showInApp(page, demoPath);
      // Leaving must not start a new demo session on the way out (the demo's address starts one for a visitor).
      const demoStartsAfterExit: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/demo/start')) demoStartsAfterExit.push(request.url());
      });
      await page.getByRole('button', { name: 'Sair da demonstração' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: 'Seu site mais rápido, acessível e encontrado no Google' }).waitFor();
      expect(demoStartsAfterExit).toEqual([]);
      await expect(context.request.get(`${baseUrl}/api/auth/user`).then((response) => response.status())).resolves.toBe(401);
      await close();

      await screenshotsOf(
        browser,
        'demo',
        null,
        async (shot) => {
          await statsReady(shot);
          await shot.getByTestId('usage-card').waitFor();
        },
        async (shot) => {
          await shot.goto(`${baseUrl}/?pro-demo=true&investor=true`);
          await shot.waitForURL(/\/demo\/[^/]+$/);
        },
      );
    },
    DEMO_TEST_TIMEOUT_MS,
  );
});
