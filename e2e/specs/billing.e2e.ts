import type { ApiUser, BillingSubscriptionResponse, CheckoutSessionResponse, EntitlementsResponse } from '@otimiza/sdk/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser } from '../support/browser.js';

const baseUrl = inject('baseUrl');

async function newPage(browser: Browser, language: 'pt' | 'en', width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
}

async function signedInPage(browser: Browser, account: TestAccount, language: 'pt' | 'en', width = 1440) {
  const opened = await newPage(browser, language, width);
  await logIn(opened.context, baseUrl, account);
  return opened;
}

async function getJson<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(`${baseUrl}${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

const currentUser = async (context: BrowserContext) => (await getJson<{ user: ApiUser }>(context, '/api/auth/user')).user;
const entitlements = (context: BrowserContext) => getJson<EntitlementsResponse>(context, '/api/me/entitlements');
const subscription = (context: BrowserContext) => getJson<BillingSubscriptionResponse>(context, '/api/billing/subscription');
const devMail = async (context: BrowserContext, to: string) =>
  (await getJson<{ messages: { to: string; subject: string; text: string }[] }>(context, '/api/dev/mail')).messages.filter((message) => message.to === to);

/** A day as the pages show it in Portuguese: dd/mm/aaaa, Brasília's calendar. */
const ptDay = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

/** Pays for `plan` through the sandbox, as the checkout page's button does. */
async function subscribeInSandbox(context: BrowserContext, plan: 'lite' | 'pro' | 'enterprise') {
  const created = await context.request.post(`${baseUrl}/api/upgrade/create-checkout`, { data: { planType: plan } });
  expect(created.status()).toBe(200);
  const { sessionId } = (await created.json()) as { sessionId: string };
  expect((await context.request.post(`${baseUrl}/api/billing/sandbox/checkout/${sessionId}/pay`)).status()).toBe(200);
}

/** The plan badge at the bottom of the sidebar. */
const sidebarPlan = (page: Page) => page.locator('aside [data-plan]').first();

/**
 * Stripe billing in the browser, against the local sandbox (the e2e app runs without
 * STRIPE_SECRET_KEY): registration with a paid plan continues at the first login with the
 * checkout, the payment unlocks the plan, the plans page, plan changes, the portal, and the
 * upgrade dialog's direct checkout.
 */
describe('billing: checkout, payment success, plans page and portal (sandbox)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers with Pro, pays in the sandbox at the first login, gets the Pro plan, then cancels back to Free', async () => {
    const { page, context, close } = await newPage(browser, 'pt');
    const account = newAccount('billing-pro', { firstName: 'Paula', lastName: 'Prado' });

    await page.goto(`${baseUrl}/register?plan=pro`);
    await expect(page.getByTestId('plan-summary-name').textContent()).resolves.toBe('Pro');
    await page.getByLabel('Nome', { exact: true }).fill(account.firstName);
    await page.getByLabel('Sobrenome').fill(account.lastName);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmar senha').fill(account.password);
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.getByText('Conta criada com sucesso!').first().waitFor();
    await page.waitForURL(`${baseUrl}/confirm-email`);

    await page.goto(`${baseUrl}/dev/mail`);
    const message = page.getByTestId('dev-mail-message').filter({ hasText: account.email }).first();
    await message.getByRole('link', { name: /verify-email\?token=/ }).click();
    await page.getByRole('heading', { name: 'E-mail verificado!' }).waitFor();
    await page.getByRole('link', { name: 'Fazer Login' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha').fill(account.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    // The paid plan chosen at registration continues at the first login: the checkout, after 1 second.
    await page.getByText('Redirecionando para o pagamento...').first().waitFor();
    await page.waitForURL(/\/billing\/sandbox\/checkout\/[^/]+$/);
    await page.getByTestId('sandbox-banner').getByText('Ambiente de teste').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Plano Pro' }).waitFor();
    await expect(page.getByTestId('sandbox-price').textContent()).resolves.toMatch(/R\$\s79,00\s*\/mês/);
    await page.getByText(account.email).waitFor();
    expect((await currentUser(context)).pendingPlan).toBe('pro');
    await keepScreenshot(page, 'billing-sandbox-checkout-pt');

    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL(/\/payment-success\?plan=pro&session_id=/);
    await page.getByRole('heading', { name: 'Pagamento Confirmado!' }).waitFor();
    await expect(page.getByTestId('confirmed-plan').getAttribute('data-plan')).resolves.toBe('pro');
    await page.getByText('Plano Pro: a cobrança foi processada, o acesso foi liberado e a confirmação foi enviada para o seu e-mail.').waitFor();
    await expect(page.getByTestId('payment-result').getAttribute('data-kind')).resolves.toBe('checkout');
    await keepScreenshot(page, 'billing-payment-success-pt');

    // 3 s, the user is read again, 1 s more, the home of the new plan.
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Painel Pro' }).waitFor();
    await expect(sidebarPlan(page).textContent()).resolves.toBe('Pro');
    const user = await currentUser(context);
    expect(user.plan.name).toBe('pro');
    expect(user.pendingPlan).toBeNull();
    expect((await entitlements(context)).features).toContain('htmlAutoCorrection');
    expect(await page.getByTestId('pending-plan').count()).toBe(0);
    await keepScreenshot(page, 'billing-pro-dashboard-pt');

    // A Pro feature is unlocked: the HTML corrections analyser instead of the upgrade card.
    await page.goto(`${baseUrl}/new-analysis`);
    const fixer = page.getByTestId('html-fixer-card');
    await fixer.getByRole('button', { name: 'Analisar HTML' }).waitFor();
    expect(await fixer.locator('[data-testid="upgrade-required"]').count()).toBe(0);

    // The plans page: the current plan's button is disabled, the sandbox is said.
    await page.getByRole('menuitem', { name: 'Planos e preços' }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByTestId('payments-sandbox').waitFor();
    const proCard = page.locator('[data-plan-card="pro"]');
    expect(await proCard.getByRole('button', { name: 'Plano atual' }).isDisabled()).toBe(true);
    expect(await page.locator('[data-plan-card="enterprise"]').getByRole('button', { name: 'Fazer upgrade para Enterprise' }).isEnabled()).toBe(true);
    expect(await page.locator('[data-plan-card="lite"]').getByRole('button', { name: 'Mudar para Lite' }).isEnabled()).toBe(true);
    const comparison = page.getByTestId('plan-comparison');
    await comparison.getByText('Ilimitado').waitFor();
    await comparison.getByText('24/7').waitFor();
    await keepScreenshot(page, 'billing-pricing-pt');

    // The portal (the sandbox's stand-in for Stripe's): cancel, and the plan goes back to Free.
    await page.getByRole('button', { name: 'Gerenciar assinatura' }).click();
    await page.waitForURL(`${baseUrl}/billing/sandbox/portal`);
    await page.getByTestId('sandbox-banner').getByText('Ambiente de teste').waitFor();
    await expect(page.getByTestId('subscription-status').textContent()).resolves.toBe('Ativa');
    await keepScreenshot(page, 'billing-portal-pt');
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar a assinatura do plano Pro?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByText('Assinatura cancelada').first().waitFor();
    await page.getByText('Nenhuma assinatura ativa').waitFor();
    expect((await entitlements(context)).plan).toBe('free');
    expect((await subscription(context)).subscription).toBeNull();

    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.locator('[data-plan-card="pro"]').getByRole('button', { name: 'Assinar Pro' }).waitFor();
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Painel Gratuito' }).waitFor();
    await expect(sidebarPlan(page).textContent()).resolves.toBe('Free');
    await close();
  }, 120_000);

  it('cancels a checkout, subscribes to Lite, moves to Pro with a prorated change and sees a failed renewal (en, 390 px)', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('billing-change'));
    const { page, context, close } = await signedInPage(browser, account, 'en', 390);

    // /plans is the creator sidebar's name for the page.
    await page.goto(`${baseUrl}/plans`);
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Plans and pricing' }).waitFor();
    await page.getByTestId('payments-sandbox').getByText('Test environment').waitFor();

    // Giving up at the checkout: back on the plans page, nothing charged.
    await page.locator('[data-plan-card="lite"]').getByRole('button', { name: 'Subscribe to Lite' }).click();
    await page.waitForURL(/\/billing\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${baseUrl}/pricing?checkout=cancelled`);
    await page.getByTestId('checkout-cancelled').getByText('Nothing was charged.', { exact: false }).waitFor();
    await keepScreenshot(page, 'billing-checkout-cancelled-en-390');
    expect((await entitlements(context)).plan).toBe('free');

    // Paying for Lite.
    await page.locator('[data-plan-card="lite"]').getByRole('button', { name: 'Subscribe to Lite' }).click();
    await page.waitForURL(/\/billing\/sandbox\/checkout\//);
    await page.getByTestId('sandbox-banner').getByText('Test environment').waitFor();
    await keepScreenshot(page, 'billing-sandbox-checkout-en-390');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/payment-success\?plan=lite&session_id=/);
    await page.getByRole('heading', { name: 'Payment Confirmed!' }).waitFor();
    await expect(page.getByTestId('confirmed-plan').getAttribute('data-plan')).resolves.toBe('lite');
    await page.getByRole('button', { name: 'Go to the Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Lite Dashboard' }).waitFor();
    expect((await entitlements(context)).plan).toBe('lite');

    // An existing subscription changes plan: a confirmation about the prorated difference, no new checkout.
    await page.goto(`${baseUrl}/pricing`);
    await expect(page.getByTestId('current-subscription').textContent()).resolves.toContain('Active');
    expect(await page.locator('[data-plan-card="lite"]').getByRole('button', { name: 'Current plan' }).isDisabled()).toBe(true);
    await page.locator('[data-plan-card="pro"]').getByRole('button', { name: 'Upgrade to Pro' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change from the Lite plan to Pro?' });
    await confirm.waitFor();
    await confirm.getByText(/prorated difference .* goes on your next invoice/).waitFor();
    await confirm.getByRole('button', { name: 'Confirm change' }).waitFor();
    // The dialog is fixed to the viewport: the full-page shot shows it from the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, 'billing-change-plan-en-390');
    await confirm.getByRole('button', { name: 'Confirm change' }).click();
    await page.waitForURL(/\/payment-success\?plan=pro&session_id=pc_/);
    // Not a payment: the change, and that the prorated difference goes on the next invoice.
    await page.getByRole('heading', { name: 'Plan changed!' }).waitFor();
    await page.getByText(/moved from the Lite plan to Pro.*Nothing was charged now: the prorated difference .* goes on your next invoice/).waitFor();
    await expect(page.getByTestId('confirmed-plan').getAttribute('data-plan')).resolves.toBe('pro');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Pro Dashboard' }).waitFor();
    expect((await subscription(context)).subscription).toMatchObject({ plan: 'pro', status: 'active', provider: 'sandbox' });

    // A failed renewal: the dashboard says so and leads to the portal.
    const failed = await context.request.post(`${baseUrl}/api/billing/sandbox/subscription/payment-failed`);
    expect(failed.status()).toBe(200);
    await page.reload();
    const pastDue = page.getByTestId('subscription-past-due');
    await pastDue.getByText('We could not process your subscription payment').waitFor();
    await keepScreenshot(page, 'billing-past-due-en-390');
    await pastDue.getByRole('button', { name: 'Update payment' }).click();
    await page.waitForURL(`${baseUrl}/billing/sandbox/portal`);
    await expect(page.getByTestId('subscription-status').textContent()).resolves.toBe('Payment pending');
    await close();
  }, 120_000);

  it('moves a Pro subscription to Enterprise: prorated, nothing charged now, as the page and the e-mail say (pt)', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('billing-enterprise', { firstName: 'Rita' }));
    const { page, context, close } = await signedInPage(browser, account, 'pt');
    await subscribeInSandbox(context, 'pro');
    expect((await entitlements(context)).plan).toBe('pro');

    await page.goto(`${baseUrl}/pricing`);
    await page.locator('[data-plan-card="enterprise"]').getByRole('button', { name: 'Fazer upgrade para Enterprise' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mudar do plano Pro para o Enterprise?' });
    await confirm.getByText(/diferença proporcional .* entra na sua próxima fatura/).waitFor();
    await confirm.getByRole('button', { name: 'Confirmar mudança' }).click();

    // The page says what happened: a plan change, no charge now, the difference on the next invoice — no receipt.
    // A refused change shows a notification instead of leaving the page: say which, rather than only that the URL never came.
    const notice = page.locator('.ant-notification-notice');
    await expect.poll(async () => /\/payment-success\?/.test(page.url()) || (await notice.count()) > 0).toBe(true);
    if ((await notice.count()) > 0) throw new Error(`the plan change was refused: ${await notice.first().textContent()}`);
    await page.waitForURL(/\/payment-success\?plan=enterprise&session_id=pc_/);
    await page.getByRole('heading', { name: 'Plano alterado!' }).waitFor();
    const result = page.getByTestId('payment-result');
    expect(await result.getAttribute('data-kind')).toBe('plan-change');
    await result
      .getByText(/mudou do plano Pro para o Enterprise, que já está em vigor\. Nada foi cobrado agora: a diferença proporcional .* entra na sua próxima fatura/)
      .waitFor();
    expect(await result.textContent()).not.toMatch(/cobrança foi processada|recibo/);
    await expect(page.getByTestId('confirmed-plan').getAttribute('data-plan')).resolves.toBe('enterprise');
    await keepScreenshot(page, 'billing-plan-changed-pt');

    // The answer the page read, and the e-mail, which says the same.
    const changeId = new URL(page.url()).searchParams.get('session_id')!;
    expect(await getJson<CheckoutSessionResponse>(context, `/api/billing/checkout-sessions/${changeId}`)).toMatchObject({
      kind: 'plan-change',
      previousPlan: 'pro',
      plan: 'enterprise',
      status: 'complete',
      workspacePlan: 'enterprise',
    });
    const mails = await devMail(context, account.email);
    const changed = mails.find((message) => message.subject === 'Plano alterado: Enterprise do Otimiza');
    expect(changed?.text).toContain('Sua assinatura mudou do plano Pro para o Enterprise (R$');
    expect(changed?.text).toContain(
      'Nada foi cobrado agora: a diferença proporcional entre os planos, pelos dias que faltam no período atual, entra na sua próxima fatura.',
    );
    expect(mails.filter((message) => message.subject.startsWith('Pagamento confirmado')).map((message) => message.subject)).toEqual([
      'Pagamento confirmado: plano Pro do Otimiza',
    ]);

    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Painel Enterprise' }).waitFor();
    expect((await subscription(context)).subscription).toMatchObject({ plan: 'enterprise', status: 'active', provider: 'sandbox' });
    await close();
  }, 120_000);

  it('starts the 7-day Enterprise trial from the plans page once: the end date, then an Enterprise tool opens (pt)', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('billing-trial'));
    const { page, context, close } = await signedInPage(browser, account, 'pt');

    // Locked, the Enterprise tool's upgrade card offers the trial too.
    await page.goto(`${baseUrl}/ai-tools?tool=brazil-optimization`);
    const locked = page.getByTestId('tool-dialog-brazil-optimization').locator('[data-testid="upgrade-required"][data-feature="brazilOptimization"]');
    await locked.getByTestId('start-trial').getByText('Experimentar Enterprise por 7 dias').waitFor();

    await page.goto(`${baseUrl}/pricing`);
    const offer = page.getByTestId('trial-offer');
    await offer.getByText('Experimente o Enterprise grátis por 7 dias').waitFor();
    await keepScreenshot(page, 'billing-trial-offer-pt');
    await offer.getByTestId('start-trial').click();
    const confirm = page.getByRole('dialog', { name: 'Experimentar o Enterprise por 7 dias?' });
    await confirm.getByText(/uma vez por conta/).waitFor();
    await confirm.getByRole('button', { name: 'Começar o teste' }).click();
    // On a loaded machine the answer may take longer than one default wait: poll what the server granted.
    await expect.poll(async () => (await entitlements(context)).plan, { timeout: 90_000, interval: 500 }).toBe('enterprise');

    // Confirmed with the end date the server set, dd/mm/aaaa.
    const granted = await entitlements(context);
    expect(granted).toMatchObject({ plan: 'enterprise', basePlan: 'free', trialAvailable: false });
    const endsOn = ptDay(granted.temporaryEnterprise!.expiresAt);
    expect(Date.parse(granted.temporaryEnterprise!.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    await page.getByText(`Enterprise liberado até ${endsOn}`).first().waitFor();
    await page.getByTestId('trial-active').getByText(`Teste do Enterprise ativo até ${endsOn}`).waitFor();
    expect(await page.getByTestId('trial-offer').count()).toBe(0);
    await keepScreenshot(page, 'billing-trial-started-pt');

    // The app unlocked: the Enterprise-only tool opens on its form, not on the upgrade card.
    await page.goto(`${baseUrl}/ai-tools?tool=brazil-optimization`);
    const dialog = page.getByTestId('tool-dialog-brazil-optimization');
    await expect.poll(() => dialog.getAttribute('data-access')).toBe('allowed');
    expect(await dialog.locator('[data-testid="upgrade-required"]').count()).toBe(0);

    // Once per account: the server refuses a second start, and the page shows its message.
    const second = await createVerifiedAccount(baseUrl, newAccount('billing-trial-twice'));
    const other = await signedInPage(browser, second, 'pt');
    await other.page.goto(`${baseUrl}/pricing`);
    await other.page.getByTestId('trial-offer').waitFor();
    expect((await other.context.request.post(`${baseUrl}/api/me/trial`)).status()).toBe(201);
    await other.page.getByTestId('trial-offer').getByTestId('start-trial').click();
    await other.page.getByRole('dialog', { name: 'Experimentar o Enterprise por 7 dias?' }).getByRole('button', { name: 'Começar o teste' }).click();
    await other.page.getByText('O acesso Enterprise temporário já foi usado nesta conta.').first().waitFor();
    await other.page.getByTestId('trial-active').waitFor();
    await other.close();
    await close();
  }, 120_000);

  it('opens the checkout of the next plan straight from the limit dialog', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('billing-limit'));
    const { page, close } = await signedInPage(browser, account, 'pt');
    // The free limit's 402 (its counting is the analysis specs' business): the answer the server gives.
    await page.route('**/api/analyze', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 402,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                type: 'SUBSCRIPTION_REQUIRED',
                message: 'Você já usou as 3 análises gratuitas. Faça upgrade para continuar.',
                details: { code: 'FREE_LIMIT' },
              },
            }),
          })
        : route.continue(),
    );
    await page.goto(`${baseUrl}/new-analysis`);
    await page.getByLabel('URL do site').fill('https://www.exemplo.com.br');
    await page.getByRole('button', { name: 'Analisar site' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Você usou todas as análises gratuitas').waitFor();
    await dialog.getByRole('link', { name: 'Ver planos' }).waitFor();
    await keepScreenshot(page, 'billing-upgrade-dialog-pt');
    await dialog.getByRole('button', { name: 'Assinar o plano Lite' }).click();
    await page.waitForURL(/\/billing\/sandbox\/checkout\//);
    await page.getByRole('heading', { level: 1, name: 'Plano Lite' }).waitFor();
    await expect(page.getByTestId('sandbox-price').textContent()).resolves.toMatch(/R\$\s49,00/);
    await close();
  });

  it('asks a visitor on /payment-success to log in', async () => {
    const { page, close } = await newPage(browser, 'pt', 390);
    await page.goto(`${baseUrl}/payment-success?plan=pro&session_id=cs_sandbox_unknown`);
    await page.getByRole('heading', { name: 'Entre para ver a confirmação do pagamento' }).waitFor();
    await page.getByRole('link', { name: 'Fazer Login' }).waitFor();
    await close();
  });
});
