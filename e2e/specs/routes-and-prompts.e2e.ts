import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnalysesListResponse, AnalysisView } from '@otimiza/plugin-analysis-shared';
import type { SharedReportView } from '@otimiza/plugin-reports-shared';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, ensureAdminAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser, toast } from '../support/browser.js';
import { showInApp } from '../support/pages.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

const padaria = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Padaria Pão Quente | Pães em Belo Horizonte</title>
<meta name="description" content="Pães artesanais, bolos e cafés com entrega no bairro, em Belo Horizonte, todos os dias da semana.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Padaria Pão Quente","address":{"addressLocality":"Belo Horizonte","addressRegion":"MG"}}</script>
</head><body><main><h1>Padaria Pão Quente</h1><p>Pães frescos todos os dias.</p></main></body></html>`;

async function startSite(): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/padaria')) return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(padaria);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A page in `language`, in a browser whose own time zone is Tokyo's (so a time shown in Brasília
 * cannot be the browser's by chance), collecting every 401 answer and console error.
 */
async function openPage(browser: Browser, language: 'pt' | 'en', account?: TestAccount, width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'Asia/Tokyo' });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  if (account) await logIn(context, baseUrl, account);
  const page = await context.newPage();
  const unauthorized: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(response.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, context, unauthorized, consoleErrors, close: () => context.close() };
}

async function analyse(context: BrowserContext, url: string): Promise<AnalysisView> {
  const response = await context.request.post(`${baseUrl}/api/analyze`, { data: { url }, timeout: 120_000 });
  if (response.status() !== 200) throw new Error(`POST /api/analyze answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as AnalysisView;
}

/** What the app shows for a time: Brasília's wall clock and its label, whatever the browser's zone. */
function brasiliaTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')} BRT`;
}

describe('routes, area prompts and the small truths', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startSite()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows a visitor each area’s own prompt, and brings them back to it after logging in', async () => {
    const { page, close } = await openPage(browser, 'pt');
    // Two neighbours never share an address or a prompt, so each check waits for its own route.
    const areas: [path: string, shownAt: string, prompt: string][] = [
      ['/history', '/analysis-history', 'Faça login para acessar o histórico de análises.'],
      ['/analyze', '/new-analysis', 'Faça login para acessar a análise de sites.'],
      ['/analysis-history', '/analysis-history', 'Faça login para acessar o histórico de análises.'],
      ['/ai-tools', '/ai-tools', 'Faça login para acessar as ferramentas de IA.'],
      ['/manual', '/user-manual', 'Faça login para acessar o manual da plataforma.'],
      ['/brand-settings', '/brand-settings', 'Faça login para acessar as configurações da marca.'],
      ['/user-manual', '/user-manual', 'Faça login para acessar o manual da plataforma.'],
      ['/pricing', '/pricing', 'Faça login para acessar os planos e a sua assinatura.'],
      ['/business-intelligence', '/business-intelligence', 'Faça login para acessar o sistema de Business Intelligence.'],
      ['/customer-success', '/customer-success', 'Faça login para acessar o sistema de Customer Success.'],
    ];
    // The first address opened cold, the others as the app's links open them (the router's guards run on both).
    for (const [index, [path, shownAt, prompt]] of areas.entries()) {
      if (index === 0) await page.goto(`${baseUrl}${path}`);
      else await showInApp(page, path);
      await page.waitForURL((url) => url.pathname === shownAt);
      await page.getByRole('heading', { level: 1, name: 'Acesso Restrito' }).waitFor();
      await expect.poll(() => page.getByTestId('restricted-prompt').textContent()).toBe(prompt);
    }
    // Any other path: the generic text.
    await showInApp(page, '/nada-por-aqui');
    await expect.poll(() => page.getByTestId('restricted-prompt').textContent()).toBe('Você precisa fazer login para acessar esta página.');

    // 'Fazer Login' keeps the way back; /auth/login is /login, with it.
    await showInApp(page, '/ai-tools?tool=content');
    await expect.poll(() => page.getByTestId('restricted-prompt').textContent()).toBe('Faça login para acessar as ferramentas de IA.');
    const loginLink = async () => new URL((await page.getByRole('link', { name: 'Fazer Login' }).getAttribute('href'))!, baseUrl);
    await expect.poll(async () => (await loginLink()).searchParams.get('redirect')).toBe('/ai-tools?tool=content');
    expect((await loginLink()).pathname).toBe('/login');
    await keepScreenshot(page, 'restricted-ai-tools-pt');
    await page.goto(`${baseUrl}/auth/login?redirect=${encodeURIComponent('/ai-tools?tool=content')}`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/ai-tools?tool=content');

    const account = await createVerifiedAccount(baseUrl, newAccount('return-path'));
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha').fill(account.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/ai-tools' && url.searchParams.get('tool') === 'content');
    await close();

    const english = await openPage(browser, 'en');
    await english.page.goto(`${baseUrl}/customer-success`);
    await english.page.getByRole('heading', { level: 1, name: 'Restricted Access' }).waitFor();
    await expect.poll(() => english.page.getByTestId('restricted-prompt').textContent()).toBe('Log in to access the Customer Success system.');
    await keepScreenshot(english.page, 'restricted-customer-success-en');
    await english.close();
  });

  it('opens /analyze, /history and /manual for a signed-in user, on their pages', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('alias-paths'));
    const { page, close } = await openPage(browser, 'pt', account);
    for (const [index, [path, to, heading]] of (
      [
        ['/analyze', '/new-analysis', 'Nova Análise'],
        ['/history', '/analysis-history', 'Histórico de Análises'],
        ['/manual', '/user-manual', 'Manual da Plataforma'],
      ] as const
    ).entries()) {
      if (index === 0) await page.goto(`${baseUrl}${path}`);
      else await showInApp(page, path);
      await page.waitForURL((url) => url.pathname === to);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect(page.locator('.ant-menu-item-selected').textContent()).resolves.toBe(heading);
    }
    // A signed-in user sent to log in goes where the link pointed.
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent('/analysis-history')}`);
    await page.waitForURL((url) => url.pathname === '/analysis-history');
    await close();

    // At 1440 px the open sidebar shows every entry whole: the longest ones wrap instead of being cut.
    for (const [language, entry] of [
      ['pt', 'Relatórios Compartilhados'],
      ['en', 'Shared reports'],
    ] as const) {
      const sidebar = await openPage(browser, language, account, 1440);
      await sidebar.page.goto(`${baseUrl}/shared-reports`);
      const item = sidebar.page.locator('.ant-menu-item').filter({ hasText: entry });
      await item.waitFor();
      const title = item.locator('.ant-menu-title-content');
      await expect(title.textContent()).resolves.toBe(entry);
      const cut = await title.evaluate((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
      expect(cut).toBe(false);
      await keepScreenshot(sidebar.page, `sidebar-1440-${language}`);
      await sidebar.close();
    }
  });

  it('asks GET /api/auth/user only when a session may exist: no 401 on the public pages', async () => {
    const owner = await createVerifiedAccount(baseUrl, newAccount('share-owner'));
    await setPlanAsAdmin(baseUrl, adminEmail, owner.email, 'pro');
    const signedIn = await openPage(browser, 'pt', owner);
    const analysis = await analyse(signedIn.context, `${site.url}/padaria`);
    const shared = await signedIn.context.request.post(`${baseUrl}/api/reports/share`, { data: { analysisId: analysis.id, title: 'Padaria', isPublic: true } });
    expect(shared.status()).toBe(201);
    const { shareUrl } = (await shared.json()) as SharedReportView;
    await signedIn.close();

    const visitor = await openPage(browser, 'pt');
    for (const path of ['/', '/login', '/register', new URL(shareUrl).pathname]) {
      await visitor.page.goto(`${baseUrl}${path}`);
      await visitor.page.waitForLoadState('networkidle');
    }
    await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(visitor.unauthorized).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.close();
  });

  it('at the free limit: one upgrade prompt, the form disabled with the reason; the audited address, its port and Brasília time', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('free-limit'));
    const { page, context, close } = await openPage(browser, 'pt', account);
    await page.goto(baseUrl);
    const card = page.getByTestId('quick-analysis-card');
    // A typed address shows what will be audited: https:// added, the port kept.
    await card.getByLabel('URL do site').fill(`127.0.0.1:${site.port}/padaria`);
    await expect.poll(() => card.getByTestId('audited-url').textContent()).toBe(`Será auditado: https://127.0.0.1:${site.port}/padaria`);
    await card.getByLabel('URL do site').fill('');

    for (let run = 0; run < 3; run++) await analyse(context, `${site.url}/padaria`);
    await page.reload();
    const counter = page.getByTestId('free-counter');
    await counter.getByText('3/3').waitFor();
    await card.getByLabel('URL do site').waitFor();
    // The form follows the entitlements, a query of its own that may answer after the counter's.
    await expect.poll(() => card.getByLabel('URL do site').isDisabled()).toBe(true);
    await expect.poll(() => card.getByRole('button', { name: 'Analisar site' }).isDisabled()).toBe(true);
    await expect.poll(() => card.getByTestId('quick-analysis-limit').textContent()).toBe('Limite atingido: você já usou as 3 análises gratuitas.');
    // The counter's upgrade button is the dashboard's one prompt.
    expect(await page.getByTestId('free-upgrade').count()).toBe(1);
    expect(await page.getByTestId('upgrade-required').count()).toBe(0);
    expect(await page.getByTestId('analysis-error').count()).toBe(0);
    await keepScreenshot(page, 'free-limit-dashboard-pt');

    await page.goto(`${baseUrl}/new-analysis`);
    await page.getByTestId('limit-reached').waitFor();
    await page.getByTestId('html-fixer-locked-note').waitFor();
    expect(await page.getByTestId('upgrade-required').count()).toBe(0);
    expect(await page.getByTestId('quick-analysis-card').getByRole('button', { name: 'Analisar site' }).isDisabled()).toBe(true);
    await page.getByTestId('quick-analysis-limit').waitFor();
    await keepScreenshot(page, 'free-limit-new-analysis-pt');
    // The same page in English.
    await page.locator('[data-language="en"]').click();
    await expect.poll(() => page.getByTestId('quick-analysis-limit').textContent()).toBe('Limit reached: you have used your 3 free analyses.');
    expect(await page.getByTestId('quick-analysis-card').getByRole('button', { name: 'Analyze website' }).isDisabled()).toBe(true);
    await keepScreenshot(page, 'free-limit-new-analysis-en');
    await page.locator('[data-language="pt"]').click();

    // The history keeps the port, and says the time in Brasília whatever the browser's zone (Tokyo here).
    const list = (await (await context.request.get(`${baseUrl}/api/analyses?page=1&limit=5`)).json()) as AnalysesListResponse;
    await page.goto(`${baseUrl}/analysis-history`);
    const first = page.getByTestId('analysis-card').first();
    await first.waitFor();
    await expect(first.getByTestId('analysis-card-site').textContent()).resolves.toBe(`127.0.0.1:${site.port}/padaria`);
    await expect(first.locator('time').textContent()).resolves.toBe(brasiliaTime(list.analyses[0]!.createdAt));
    await keepScreenshot(page, 'history-port-brt-pt');
    await close();
  }, 240_000);

  it('tells the subscriber about an administrator’s grant beside their own subscription, after the admin confirmed it', async () => {
    const member = await createVerifiedAccount(baseUrl, newAccount('granted', { firstName: 'Rita', lastName: 'Alves' }));
    // The member pays for Pro in the sandbox.
    const memberPage = await openPage(browser, 'pt', member);
    const checkout = await memberPage.context.request.post(`${baseUrl}/api/payments/create-checkout`, { data: { planType: 'pro' } });
    expect(checkout.ok()).toBe(true);
    const sessionId = /\/billing\/sandbox\/checkout\/([^/?]+)/.exec(((await checkout.json()) as { checkoutUrl: string }).checkoutUrl)![1]!;
    expect((await memberPage.context.request.post(`${baseUrl}/api/billing/sandbox/checkout/${sessionId}/pay`)).ok()).toBe(true);

    const admin = await ensureAdminAccount(baseUrl, adminEmail);
    // In English first, cancelled: the confirmation comes before anything is written.
    const englishAdmin = await openPage(browser, 'en', admin);
    const writes: string[] = [];
    englishAdmin.page.on('request', (request) => {
      if (request.url().includes('/api/admin/users/') && request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    await englishAdmin.page.goto(`${baseUrl}/admin/users`);
    const englishRow = englishAdmin.page.getByRole('row').filter({ hasText: member.email });
    await englishRow.getByRole('combobox').click();
    await englishAdmin.page.locator('.ant-select-item-option[title="Enterprise"]').click();
    const englishConfirm = englishAdmin.page.getByRole('dialog').filter({ has: englishAdmin.page.getByTestId('plan-change-confirm') });
    await expect.poll(() => englishConfirm.locator('.ant-modal-confirm-title').textContent()).toBe('Grant the Enterprise plan to Rita Alves?');
    await englishConfirm.getByText('The paid subscription (Pro) goes on as it is, with the same charges.').waitFor();
    await englishConfirm.getByText('The granted plan prevails while it is higher than the paid one. Plan in force: Enterprise.').waitFor();
    await keepScreenshot(englishAdmin.page, 'admin-grant-confirm-en');
    await englishConfirm.getByRole('button', { name: 'Cancel' }).click();
    await englishConfirm.waitFor({ state: 'detached' });
    expect(writes).toEqual([]);

    const adminPage = await openPage(browser, 'pt', admin);
    await adminPage.page.goto(`${baseUrl}/admin/users`);
    const row = adminPage.page.getByRole('row').filter({ hasText: member.email });
    await row.getByRole('combobox').click();
    await adminPage.page.locator('.ant-select-item-option[title="Enterprise"]').click();
    // A confirmation that states the effect, before anything changes.
    const confirm = adminPage.page.getByRole('dialog').filter({ has: adminPage.page.getByTestId('plan-change-confirm') });
    await expect.poll(() => confirm.locator('.ant-modal-confirm-title').textContent()).toBe('Conceder o plano Enterprise a Rita Alves?');
    await confirm.getByText('A assinatura paga (Pro) continua como está, com as mesmas cobranças.').waitFor();
    await confirm.getByText('O plano concedido prevalece enquanto for maior que o pago. Plano em vigor: Enterprise.').waitFor();
    await keepScreenshot(adminPage.page, 'admin-grant-confirm-pt');
    await confirm.getByRole('button', { name: 'Conceder plano' }).click();
    await toast(adminPage.page, 'Plano atualizado')
      .getByText('Rita Alves: plano Enterprise concedido pelo administrador. Plano em vigor: Enterprise. A assinatura Pro continua como está.')
      .waitFor();
    await keepScreenshot(adminPage.page, 'admin-grant-toast-pt');
    await adminPage.close();

    for (const language of ['pt', 'en'] as const) {
      const { page, close } = language === 'pt' ? memberPage : await openPage(browser, 'en', member);
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1, name: language === 'pt' ? 'Painel Enterprise' : 'Enterprise Dashboard' }).waitFor();
      await page.getByTestId('plan-granted-tag').waitFor();
      const notice = page.getByTestId('plan-grant-notice');
      await notice.getByText(language === 'pt' ? 'Plano Enterprise concedido pelo administrador' : 'Enterprise plan granted by the administrator').waitFor();
      const own = notice.getByTestId('plan-grant-subscription');
      await expect(own.locator('[data-plan]').textContent()).resolves.toBe('Pro');
      await own.getByText(language === 'pt' ? 'Ativa' : 'Active', { exact: true }).waitFor();
      await keepScreenshot(page, `plan-grant-dashboard-${language}`);
      await close();
    }

    // Removing the grant asks too, and the toast says which plan is left.
    await englishAdmin.page.reload();
    await englishAdmin.page.getByRole('row').filter({ hasText: member.email }).getByRole('button', { name: 'Remove' }).click();
    const removal = englishAdmin.page.getByRole('dialog').filter({ has: englishAdmin.page.getByTestId('plan-change-confirm') });
    await removal.getByText('The account goes back to its paid plan: Pro. The subscription, if any, does not change.').waitFor();
    await removal.getByRole('button', { name: 'Remove grant' }).click();
    await toast(englishAdmin.page, 'Grant removed').getByText('Rita Alves is back on the paid plan: Pro.').waitFor();
    await keepScreenshot(englishAdmin.page, 'admin-grant-removed-toast-en');
    await englishAdmin.close();
  });
});
