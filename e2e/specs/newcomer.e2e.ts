import { readFileSync } from 'node:fs';
import type { ApiUser } from '@otimiza/sdk/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, ensureAdminAccount, logIn, newAccount, registerAccount } from '../support/accounts.js';
import { DEMO_TEST_TIMEOUT_MS, keepScreenshot, launchBrowser, openInvestorDemo } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

/** The figures the landing shows: our own measurements of the bundled sample sites (refreshed by core/web/tools/refresh-sample-measurements.mjs). */
const sampleMeasurements = JSON.parse(readFileSync(new URL('../../core/web/src/platform/landing/sampleMeasurements.json', import.meta.url), 'utf8')) as {
  sites: { name: string; after: Record<'performance' | 'accessibility' | 'seo' | 'bestPractices', number> }[];
};

/** The landing page's sections, in their order (after the hero's h1). */
const landingSections = [
  'O seu site pode estar perdendo clientes agora',
  'A solução: auditar, corrigir e comprovar',
  'Principais funcionalidades',
  'Como funciona, em três passos',
  'Benefícios para o seu negócio',
  'Feito no Brasil, para sites brasileiros',
  'Resultados medidos, não prometidos',
  'Planos e preços',
  'Pronto para ver o seu site melhor?',
];

async function newPage(browser: Browser, language: 'pt' | 'en', width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
}

async function currentUser(page: Page): Promise<ApiUser> {
  const response = await page.request.get(`${baseUrl}/api/auth/user`);
  return ((await response.json()) as { user: ApiUser }).user;
}

describe('a newcomer: landing, sign-up, e-mail verification, login, checkout, home, logout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('goes from the landing page to the lite dashboard and back out', async () => {
    const { page, close } = await newPage(browser, 'pt');
    const account = newAccount('newcomer', { firstName: 'Beatriz', lastName: 'Lima' });

    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Seu site mais rápido, acessível e encontrado no Google' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(landingSections);
    await page.getByRole('article', { name: 'Pro' }).getByText('Mais popular').waitFor();
    await expect(page.getByRole('article', { name: 'Lite' }).textContent()).resolves.toMatch(/R\$\s49\s*\/mês/);
    // Nothing invented: no quotes nor illustrative hero figures, only our measurements of the sample sites, labelled.
    const landingText = (await page.locator('main').textContent()) ?? '';
    expect(landingText).not.toMatch(/\+287%|Quem usa, recomenda|números ilustrativos/);
    for (const site of sampleMeasurements.sites) {
      const card = page.locator('.lp-result').filter({ hasText: site.name });
      await card.getByText('Site de exemplo').waitFor();
      const afterScores = await card.locator('tbody tr td:last-child').allTextContents();
      expect(afterScores).toEqual([site.after.performance, site.after.accessibility, site.after.seo, site.after.bestPractices].map(String));
    }
    await page.getByText(/Medições nossas em sites de exemplo/).waitFor();
    // The cards sell the installed plugins' features, nothing that no plugin provides (plan-catalogue.e2e.ts: fewer plugins).
    const enterpriseCard = page.getByRole('article', { name: 'Enterprise' });
    expect(await enterpriseCard.locator('li', { hasText: 'Relatórios recorrentes' }).getAttribute('data-plan-line')).toBe('recurringReports');
    expect(await enterpriseCard.locator('li', { hasText: 'Business Intelligence' }).getAttribute('data-plan-line')).toBe('businessIntelligence');
    // The last call to action is centred on the page.
    const finalSection = page.locator('section.lp-final');
    const sectionBox = (await finalSection.boundingBox())!;
    for (const part of [
      finalSection.getByRole('heading', { level: 2 }),
      finalSection.locator('p.lp-lead'),
      finalSection.getByRole('link', { name: 'Experimente agora' }),
    ]) {
      const box = (await part.boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - (sectionBox.x + sectionBox.width / 2))).toBeLessThan(2);
    }
    await keepScreenshot(page, 'newcomer-landing-pt');

    // Every try-now button chooses lite.
    await page.getByRole('banner').getByRole('link', { name: 'Experimente agora' }).click();
    await page.waitForURL(`${baseUrl}/register?plan=lite`);
    expect(await page.evaluate(() => window.localStorage.getItem('selectedPlan'))).toBe('lite');
    await expect(page.getByTestId('plan-summary-name').textContent()).resolves.toBe('Lite');
    await page.getByText(/R\$\s49/).waitFor();

    // The same rules as the server, before anything is sent.
    await page.getByLabel('Nome', { exact: true }).fill(account.firstName);
    await page.getByLabel('Sobrenome').fill(account.lastName);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmar senha').fill('outra-senha-123');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.getByText('Senhas não coincidem').waitFor();
    await page.getByLabel('Confirmar senha').fill(account.password);
    await keepScreenshot(page, 'newcomer-register-pt');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.getByText('Conta criada com sucesso!').first().waitFor();
    await page.waitForURL(`${baseUrl}/confirm-email`);
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe(account.email);
    await keepScreenshot(page, 'newcomer-confirm-email-pt');

    // The development mailbox holds the verification e-mail.
    await page.goto(`${baseUrl}/dev/mail`);
    const message = page.getByTestId('dev-mail-message').filter({ hasText: account.email }).first();
    await message.waitFor();
    await keepScreenshot(page, 'newcomer-dev-mail-pt');
    await message.getByRole('link', { name: /verify-email\?token=/ }).click();
    await page.waitForURL(/\/verify-email\?token=/);
    await page.getByRole('heading', { name: 'E-mail verificado!' }).waitFor();
    await page.getByText(account.email).waitFor();
    await keepScreenshot(page, 'newcomer-verified-pt');

    await page.getByRole('link', { name: 'Fazer Login' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha').fill(account.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Login realizado com sucesso!').first().waitFor();

    // Lite is a paid plan: the first login continues with its checkout (the sandbox here). The
    // newcomer gives up there and lands on the plans page, nothing charged.
    await page.waitForURL(/\/billing\/sandbox\/checkout\/[^/]+$/);
    await page.getByText('Ambiente de teste').first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Plano Lite' }).waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL(`${baseUrl}/pricing?checkout=cancelled`);
    await page.getByText('Pagamento cancelado').waitFor();

    // The home of the plan the server decided: Free, Lite given up at its checkout (the next
    // login does not send her there again; the plans page offers it).
    await page.getByRole('menuitem', { name: 'Início' }).click();
    await page.getByRole('heading', { level: 1, name: 'Painel Gratuito' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(async () => (await currentUser(page)).pendingPlan).toBeNull();
    expect((await currentUser(page)).plan.name).toBe('free');
    await expect(page.getByRole('main').locator('[data-plan]').first().textContent()).resolves.toBe('Free');
    await page.getByText('Beatriz Lima').waitFor();
    await page.getByTestId('free-counter').getByText('0/3').waitFor();
    await page.getByTestId('recent-analyses').getByText('Nenhuma análise ainda').waitFor();
    expect(await page.getByTestId('pending-plan').count()).toBe(0);
    await keepScreenshot(page, 'newcomer-home-pt');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Logout realizado').waitFor();
    await expect(page.request.get(`${baseUrl}/api/auth/user`).then((response) => response.status())).resolves.toBe(401);
    await keepScreenshot(page, 'newcomer-logged-out-pt');
    await close();
  });

  it('shows a visitor Acesso Restrito on a page that needs an account', async () => {
    const { page, close } = await newPage(browser, 'pt', 390);
    await page.goto(`${baseUrl}/user-manual`);
    await page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
    await page.getByText('Faça login para acessar o manual da plataforma.').waitFor();
    await page.getByRole('link', { name: 'Criar Conta' }).waitFor();
    await keepScreenshot(page, 'visitor-restricted-pt-390');
    await page.getByRole('link', { name: 'Fazer Login' }).click();
    await page.waitForURL(`${baseUrl}/login?redirect=%2Fuser-manual`);
    await close();
  });

  it('sends a signed-in user from /login and /register to the home', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('signed-in'));
    const { page, context, close } = await newPage(browser, 'en');
    await logIn(context, baseUrl, account);
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Free dashboard' }).waitFor();
    await page.goto(`${baseUrl}/register?plan=pro`);
    await page.waitForURL(`${baseUrl}/`);
    await keepScreenshot(page, 'signed-in-home-en');
    await close();
  });

  it('sends an unverified e-mail from the login to /confirm-email, prefilled', async () => {
    const account = newAccount('unverified');
    await registerAccount(baseUrl, account);
    const { page, close } = await newPage(browser, 'pt');
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha').fill(account.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('E-mail não verificado').first().waitFor();
    await page.waitForURL(`${baseUrl}/confirm-email`);
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe(account.email);
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /e-mail/i })
      .first()
      .waitFor();
    await close();
  });

  it('shows the verification errors: a bad token, and no token', async () => {
    const { page, close } = await newPage(browser, 'en', 390);
    await page.goto(`${baseUrl}/verify-email?token=not-a-real-token`);
    await page.getByRole('heading', { name: 'Could not verify the e-mail' }).waitFor();
    await page.getByRole('link', { name: 'Back to Login' }).waitFor();
    await page.getByRole('link', { name: 'Resend confirmation e-mail' }).waitFor();
    await keepScreenshot(page, 'verify-email-error-en-390');
    await page.goto(`${baseUrl}/verify-email`);
    await page.getByText('Verification token not found in the URL.').waitFor();
    await close();
  });

  it(
    'opens the investor demo from /?pro-demo=true&investor=true and leaves it',
    async () => {
      const { page, close } = await newPage(browser, 'en');
      await openInvestorDemo(page, baseUrl, 'Pro Dashboard');
      await page.getByText('PRO DEMO - Investor Presentation').waitFor();
      await page.getByRole('menuitem', { name: 'Analysis History' }).click();
      await page.waitForURL(/\/demo\/[^/]+\/history$/);
      await page.getByRole('heading', { level: 1, name: 'Analysis History' }).waitFor();
      await keepScreenshot(page, 'demo-history-en');
      await page.getByRole('button', { name: 'Leave the demo' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: 'Your website faster, accessible and found on Google' }).waitFor();
      await close();
    },
    DEMO_TEST_TIMEOUT_MS,
  );

  it('lets an administrator change a user’s plan on /admin/users', async () => {
    const member = await createVerifiedAccount(baseUrl, newAccount('member', { firstName: 'Carlos', lastName: 'Dias' }));
    const admin = await ensureAdminAccount(baseUrl, adminEmail);
    const { page, context, close } = await newPage(browser, 'pt');
    await logIn(context, baseUrl, admin);
    await page.goto(baseUrl);
    await page.getByRole('menuitem', { name: 'Usuários' }).click();
    await page.waitForURL(`${baseUrl}/admin/users`);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await row.getByText('Sim').waitFor();
    await row.getByRole('combobox').click();
    // antd draws the visible options without an option role (those are kept for screen readers).
    await page.locator('.ant-select-item-option[title="Pro"]').click();
    // Nothing changes before the confirmation, which states the effect: no subscription, Pro in force.
    const confirm = page.getByRole('dialog').filter({ has: page.getByTestId('plan-change-confirm') });
    await confirm.getByText('A conta não tem assinatura paga; nada passa a ser cobrado por este plano.').waitFor();
    await confirm.getByRole('button', { name: 'Conceder plano' }).click();
    await page.getByText('Plano atualizado').waitFor();
    await keepScreenshot(page, 'admin-users-pt');
    await close();

    const other = await newPage(browser, 'pt');
    await logIn(other.context, baseUrl, member);
    await other.page.goto(baseUrl);
    await other.page.getByRole('heading', { level: 1, name: 'Painel Pro' }).waitFor();
    // The member is told where the plan comes from.
    await other.page.getByTestId('plan-granted-tag').waitFor();
    await other.page.getByTestId('plan-grant-notice').getByText('Plano Pro concedido pelo administrador').waitFor();
    await other.page.goto(`${baseUrl}/admin/users`);
    await other.page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
    await other.close();
  });
});
