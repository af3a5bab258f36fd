import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, ensureAdminAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { chooseOption, keepScreenshot, launchBrowser, settled, toast } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

/** The notifications arrive through the event queue: a few seconds on a busy machine. */
const ARRIVAL_MS = 60_000;

interface Texts {
  language: 'pt' | 'en';
  heading: string;
  tabs: string[];
}

const pt: Texts = {
  language: 'pt',
  heading: 'Central de Notificações',
  tabs: ['Notificações', 'Configurações', 'Templates', 'Campanhas', 'Regras', 'Análises'],
};
const en: Texts = {
  language: 'en',
  heading: 'Notification Centre',
  tabs: ['Notifications', 'Settings', 'Templates', 'Campaigns', 'Rules', 'Analytics'],
};

async function signedIn(browser: Browser, account: TestAccount, language: 'pt' | 'en', width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  await context.addInitScript((stored) => window.localStorage.setItem('otimiza-language', stored), language);
  await logIn(context, baseUrl, account);
  return { context, page: await context.newPage() };
}

async function enterpriseAccount(prefix: string): Promise<TestAccount> {
  const account = await createVerifiedAccount(baseUrl, newAccount(prefix, { firstName: 'Nina', lastName: 'Notícia' }));
  await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'enterprise');
  return account;
}

/** The page's heading, its four summary cards (each showing a figure) and its six tabs, in `texts`' language. */
async function expectCentre(page: Page, texts: Texts): Promise<void> {
  await page.getByRole('heading', { level: 1, name: texts.heading }).waitFor();
  for (const card of ['summary-unread', 'summary-total', 'summary-rules', 'summary-engagement']) await page.getByTestId(`${card}-value`).waitFor();
  // On a phone only the chosen tab shows its label: every tab is named (its label or its icon's accessible name).
  const tabs = page.getByTestId('notification-center-tabs').getByRole('tab');
  await expect.poll(() => tabs.count()).toBe(texts.tabs.length);
  for (const name of texts.tabs) await page.getByTestId('notification-center-tabs').getByRole('tab', { name }).waitFor();
}

/** An instance administrator's announcement to one workspace (`POST /api/admin/announcements`): a notification for each member. */
async function announce(workspaceId: string): Promise<void> {
  const admin = await ensureAdminAccount(baseUrl, adminEmail);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const response = await fetch(`${baseUrl}/api/admin/announcements`, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: { pt: 'Novo relatório visual disponível', en: 'New visual report available' },
      message: { pt: 'Os relatórios visuais agora mostram a evolução mensal.', en: 'Visual reports now show the monthly trend.' },
      actionUrl: '/analysis-history',
      workspaceId,
    }),
  });
  if (!response.ok) throw new Error(`POST /api/admin/announcements answered ${response.status}: ${await response.text()}`);
}

/**
 * The notification centre: an Enterprise workspace's centre with its four summary cards
 * and six tabs, empty states that say what is missing, settings saved one change at a time, alert
 * rules created, and notifications that arrive live on the header's bell and are marked read.
 */
describe('notification centre', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser([], { webPush: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in Portuguese at 1280 px: an empty client workspace shows honest empty states, saves a setting and creates an alert rule', async () => {
    const reseller = await enterpriseAccount('notifications-pt');
    const { context, page } = await signedIn(browser, reseller, 'pt', 1280);
    // A fresh client workspace of the reseller (its Enterprise plan covers it): nothing has happened there yet.
    const created = await context.request.post(`${baseUrl}/api/workspace/clients`, { data: { name: 'Clínica Aurora' } });
    expect(created.status()).toBe(201);
    const client = (await created.json()) as { id: string };
    expect((await context.request.post(`${baseUrl}/api/workspace/switch`, { data: { workspaceId: client.id } })).status()).toBe(200);

    await page.goto(`${baseUrl}/notification-center`);
    await expectCentre(page, pt);
    expect(await page.getByTestId('summary-unread-value').innerText()).toBe('0');
    expect(await page.getByTestId('summary-total-value').innerText()).toBe('0');
    expect(await page.getByTestId('summary-rules-value').innerText()).toBe('0');
    // No delivery yet: no rate dressed up as 0%.
    expect(await page.getByTestId('summary-engagement-value').innerText()).toBe('Nenhuma entrega ainda');
    await page.getByTestId('notifications-empty').getByText('Nenhuma notificação ainda').waitFor();
    const bell = page.getByTestId('notification-bell');
    expect(await bell.getAttribute('data-unread')).toBe('0');
    await keepScreenshot(page, 'notification-center-empty-pt-1280');

    const tab = (name: string) => page.getByTestId('notification-center-tabs').getByRole('tab', { name });
    await tab('Templates').click();
    await page.getByTestId('templates-empty').getByText('Nenhum template ainda').waitFor();
    await tab('Campanhas').click();
    await page.getByTestId('campaigns-empty').getByText('Nenhuma campanha ainda').waitFor();
    await tab('Análises').click();
    await page.getByTestId('analytics-empty').getByText('Nenhuma notificação enviada ainda').waitFor();

    // Settings: each change sends the whole configuration with that one part changed.
    await tab('Configurações').click();
    await page.waitForURL(/[?&]tab=settings/);
    const marketing = page.getByTestId('pref-marketing_update');
    expect(await marketing.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('channel-sms').isDisabled()).toBe(true);
    await page.getByTestId('channel-sms-reason').getByText('Nenhum provedor de SMS configurado').waitFor();
    await page.getByTestId('time-zone').getByText('America/Sao Paulo', { exact: false }).waitFor();
    await page.getByTestId('push-enable').getByText('Ativar notificações push').waitFor();
    await marketing.click();
    await toast(page, 'Configurações atualizadas').waitFor();
    const stored = await context.request.get(`${baseUrl}/api/notifications/push-config`);
    const [config] = (await stored.json()) as [{ preferences: Record<string, boolean>; channels: Record<string, boolean> }];
    expect(config.preferences['marketing_update']).toBe(false);
    expect(config.preferences['seo_alert']).toBe(true);
    await keepScreenshot(page, 'notification-center-settings-pt-1280');
    await page.reload();
    await expect.poll(() => page.getByTestId('pref-marketing_update').getAttribute('aria-checked')).toBe('false');

    // Rules: a rule with two conditions shows in the list, and in the summary card.
    await tab('Regras').click();
    await page.getByTestId('rules-empty').getByText('Nenhuma regra de alerta ainda').waitFor();
    await page.getByTestId('new-rule').click();
    const dialog = page.getByRole('dialog', { name: 'Nova regra de alerta' });
    await settled(dialog);
    await dialog.getByTestId('rule-name').fill('Queda de desempenho');
    await dialog.getByTestId('add-condition').click();
    await settled(dialog);
    await chooseOption(page, dialog.getByLabel('Métrica da condição 2'), 'SEO (0–100)');
    await dialog.getByLabel('Valor da condição 2').fill('70');
    await dialog.getByLabel('Intervalo mínimo entre disparos (minutos)').fill('120');
    await dialog.getByRole('button', { name: 'Criar regra' }).click();
    await toast(page, 'Regra de alerta criada').waitFor();
    const rule = page.getByTestId('rule-card').filter({ hasText: 'Queda de desempenho' });
    await rule.waitFor();
    const conditions = await rule.getByTestId('rule-conditions').innerText();
    expect(conditions).toContain('Desempenho (0–100) < 50');
    expect(conditions).toContain('SEO (0–100) < 70');
    expect(await rule.innerText()).toContain('120 min');
    expect(await rule.innerText()).toContain('Nunca disparada');
    await expect.poll(() => page.getByTestId('summary-rules-value').innerText()).toBe('1');
    await keepScreenshot(page, 'notification-center-rules-pt-1280');

    // Templates: the form lists the allowed variables (a click inserts one); the preview fills them.
    await tab('Templates').click();
    await page.getByTestId('new-template').click();
    const templateDialog = page.getByRole('dialog', { name: 'Novo template' });
    await templateDialog.getByTestId('template-name').fill('Aviso de queda');
    await templateDialog.getByTestId('template-subject').fill('Queda em {{siteUrl}}');
    await templateDialog.getByTestId('template-body').fill('Olá {{unknownName}}');
    await templateDialog.getByRole('button', { name: 'Criar template' }).click();
    await templateDialog.getByText('Variável não permitida: {{unknownName}}').waitFor();
    await templateDialog.getByTestId('template-body').fill('Olá,');
    // The refusal folds away as the text changes, moving the variables below it: they are clicked once it is gone.
    await templateDialog.getByText('Variável não permitida: {{unknownName}}').waitFor({ state: 'detached' });
    await templateDialog.getByTestId('template-variables-hint').getByText('{{userName}}').click();
    expect(await templateDialog.getByTestId('template-body').inputValue()).toBe('Olá, {{userName}}');
    await templateDialog.getByRole('button', { name: 'Criar template' }).click();
    await toast(page, 'Template criado').waitFor();
    const template = page.getByTestId('template-card').filter({ hasText: 'Aviso de queda' });
    await template.getByText('Ainda não usado em nenhum envio.').waitFor();
    await template.getByRole('button', { name: 'Pré-visualizar' }).click();
    await page.getByTestId('template-preview').waitFor();
    expect(await page.getByTestId('template-preview').innerText()).toContain('Olá,');
    await keepScreenshot(page, 'notification-center-template-preview-pt-1280');
    await page.keyboard.press('Escape');
    await page.getByTestId('template-preview').waitFor({ state: 'detached' });

    // Campaigns: a draft with its live reach, then activated.
    await tab('Campanhas').click();
    await page.getByTestId('new-campaign').click();
    const campaignDialog = page.getByRole('dialog', { name: 'Nova campanha' });
    await campaignDialog.getByTestId('campaign-name').fill('Boas-vindas');
    await campaignDialog.getByLabel('Template').click();
    await page.locator('.ant-select-item-option[title="Aviso de queda"]').click();
    await campaignDialog
      .getByTestId('audience-size')
      .getByText(/Alcance agora|Ninguém atende/)
      .waitFor();
    // The start is Brasília time, whatever the browser's zone, and the field says so.
    await campaignDialog.getByText('horário de Brasília (BRT)').waitFor();
    await campaignDialog.getByTestId('campaign-start').scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'notification-center-campaign-form-pt-1280');
    await campaignDialog.getByRole('button', { name: 'Criar campanha' }).click();
    await toast(page, 'Campanha criada como rascunho').waitFor();
    const campaign = page.getByTestId('campaign-card').filter({ hasText: 'Boas-vindas' });
    await campaign.getByText('Rascunho').waitFor();
    expect(await campaign.innerText()).toContain('não disponível');
    await campaign.getByRole('button', { name: 'Ativar' }).click();
    await toast(page, 'Campanha ativada').waitFor();
    // Active, and completed as soon as its run has reached everyone (nobody else is in this new workspace).
    await campaign.locator('[data-status="active"], [data-status="completed"]').waitFor();
    await keepScreenshot(page, 'notification-center-campaigns-pt-1280');
    await context.close();
  });

  it('in English at 390 px: notifications arrive live on the bell, and marking them read updates it', async () => {
    // Granting the plan publishes `planChanged`: its notification ('Plan changed') reaches the owner.
    const owner = await enterpriseAccount('notifications-en');
    const { context, page } = await signedIn(browser, owner, 'en', 390);
    const me = (await (await context.request.get(`${baseUrl}/api/auth/user`)).json()) as { user: { workspace: { id: string } } };

    await page.goto(`${baseUrl}/notification-center`);
    await expectCentre(page, en);
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('data-unread'), { timeout: ARRIVAL_MS }).toBe('1');
    const items = page.getByTestId('notification-item');
    await items.filter({ hasText: 'Plan changed' }).waitFor();

    // An announcement arrives while the page is open: the bell and the list follow without a reload.
    await announce(me.user.workspace.id);
    await expect.poll(() => bell.getAttribute('data-unread'), { timeout: ARRIVAL_MS }).toBe('2');
    const announcement = items.filter({ hasText: 'New visual report available' });
    await announcement.waitFor();
    expect(await announcement.getAttribute('data-read')).toBe('false');
    expect(await announcement.getByTestId('mark-read').count()).toBe(1);
    await expect.poll(() => page.getByTestId('summary-unread-value').innerText()).toBe('2');
    await keepScreenshot(page, 'notification-center-unread-en-390');

    await announcement.getByTestId('mark-read').click();
    await toast(page, 'Notification marked as read').waitFor();
    await expect.poll(() => announcement.getAttribute('data-read')).toBe('true');
    expect(await announcement.getByTestId('mark-read').count()).toBe(0);
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('1');

    // Unread only, then everything read: the filtered list is empty and says so.
    await page.getByTestId('filter-unread-only').click();
    await expect.poll(() => items.count()).toBe(1);
    await page.getByTestId('mark-all-read').click();
    await toast(page, 'All notifications marked as read').waitFor();
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('0');
    await page.getByTestId('notifications-filtered-empty').getByText('No notifications match these filters').waitFor();
    await keepScreenshot(page, 'notification-center-read-en-390');

    // The bell opens the centre from any page.
    await page.goto(`${baseUrl}/`);
    await bell.click();
    await page.waitForURL(`${baseUrl}/notification-center`);
    await page.getByTestId('notification-center-tabs').getByRole('tab', { name: 'Analytics' }).click();
    await page.getByTestId('analytics').or(page.getByTestId('analytics-empty')).waitFor();
    await keepScreenshot(page, 'notification-center-analytics-en-390');
    await context.close();
  });
});
