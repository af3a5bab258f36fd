import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser, settled } from '../support/browser.js';

const baseUrl = inject('baseUrl');

type Language = 'pt' | 'en';

/** The texts each step looks for, in the interface language. */
const texts = {
  pt: {
    forgotLink: 'Esqueci minha senha',
    send: 'Enviar link de redefinição',
    sent: 'Verifique seu e-mail',
    resetSubject: 'Redefina sua senha — Otimiza',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirmar nova senha',
    save: 'Salvar nova senha',
    reset: 'Senha redefinida! Faça login com a nova senha.',
    goToLogin: 'Fazer Login',
    password: 'Senha',
    signIn: 'Entrar',
    signedIn: 'Login realizado com sucesso!',
    account: 'Minha conta',
    currentPassword: 'Senha atual',
    changePassword: 'Alterar senha',
    changed: 'Senha alterada. As sessões abertas em outros navegadores foram encerradas.',
    wrongCurrent: 'Senha atual incorreta',
    newEmail: 'Novo e-mail',
    sendConfirmation: 'Enviar link de confirmação',
    pending: 'Troca de e-mail pendente',
    download: 'Baixar meus dados',
    deleteAccount: 'Excluir minha conta',
    confirmWord: 'EXCLUIR',
    typeWord: 'Digite EXCLUIR para confirmar',
    deleteForever: 'Excluir conta definitivamente',
    deleted: 'Sua conta foi excluída.',
    usedLink: 'Este link de redefinição já foi usado. Faça login ou peça um novo link.',
    newLink: 'Pedir um novo link',
  },
  en: {
    forgotLink: 'Forgot my password',
    send: 'Send reset link',
    sent: 'Check your e-mail',
    resetSubject: 'Reset your password — Otimiza',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    save: 'Save new password',
    reset: 'Password reset! Log in with the new password.',
    goToLogin: 'Sign In',
    password: 'Password',
    signIn: 'Sign in',
    signedIn: 'Signed in successfully!',
    account: 'My account',
    currentPassword: 'Current password',
    changePassword: 'Change password',
    changed: 'Password changed. The sessions open in other browsers were closed.',
    wrongCurrent: 'Incorrect current password',
    newEmail: 'New e-mail',
    sendConfirmation: 'Send confirmation link',
    pending: 'E-mail change pending',
    download: 'Download my data',
    deleteAccount: 'Delete my account',
    confirmWord: 'DELETE',
    typeWord: 'Type DELETE to confirm',
    deleteForever: 'Delete account permanently',
    deleted: 'Your account was deleted.',
    usedLink: 'This reset link was already used. Log in or ask for a new link.',
    newLink: 'Ask for a new link',
  },
} as const;

async function newPage(browser: Browser, language: Language): Promise<{ page: Page; context: BrowserContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
}

/** The newest reset link e-mailed to `email`, from the development mailbox (the e-mail is written by a job: it is waited for). */
async function resetLinkFor(email: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await fetch(`${baseUrl}/api/dev/mail`)).json()) as { messages: { to: string; subject: string; links: string[] }[] };
      link = messages.find((message) => message.to === email && message.subject === subject)?.links[0];
      return link;
    })
    .toMatch(/\/reset-password\?token=/);
  return link!;
}

describe.each(['pt', 'en'] as const)('account self-service in %s', (language) => {
  const text = texts[language];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('recovers a forgotten password: login → forgot → e-mail → reset → login', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount(`forgot-${language}`, { firstName: 'Marina', lastName: 'Alves', language }));
    const fresh = 'girassol-azul-de-marte-91';
    const { page, close } = await newPage(browser, language);

    await page.goto(`${baseUrl}/login`);
    const forgotLink = page.getByRole('link', { name: text.forgotLink });
    await forgotLink.waitFor();
    await keepScreenshot(page, `account-login-${language}`);
    await forgotLink.click();
    await page.waitForURL(`${baseUrl}/forgot-password`);
    await page.getByRole('heading', { level: 1, name: text.forgotLink }).waitFor();
    await page.getByLabel('E-mail').fill(account.email);
    await keepScreenshot(page, `account-forgot-password-${language}`);
    await page.getByRole('button', { name: text.send }).click();
    await page.getByText(text.sent).waitFor();
    await keepScreenshot(page, `account-forgot-password-sent-${language}`);

    const link = await resetLinkFor(account.email, text.resetSubject);
    await page.goto(`${baseUrl}/dev/mail`);
    const message = page.getByTestId('dev-mail-message').filter({ hasText: text.resetSubject }).filter({ hasText: account.email }).first();
    await message.waitFor();
    await keepScreenshot(page, `account-reset-mail-${language}`);
    await message.getByRole('link', { name: link }).click();
    await page.waitForURL(/\/reset-password\?token=/);

    // A guessable password is refused under its field; the link stays usable.
    await page.getByLabel(text.newPassword, { exact: true }).fill('senha1234');
    await page.getByLabel(text.confirmPassword).fill('senha1234');
    await page.getByRole('button', { name: text.save }).click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await keepScreenshot(page, `account-reset-password-weak-${language}`);
    await page.getByLabel(text.newPassword, { exact: true }).fill(fresh);
    await page.getByLabel(text.confirmPassword).fill(fresh);
    // The refusal under the field folds away as the field is filled again, moving the button up: it is clicked once still.
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBe(0);
    await settled(page.locator('form'));
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/auth/reset-password'));
    await page.getByRole('button', { name: text.save }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(text.reset).waitFor();
    await keepScreenshot(page, `account-reset-password-done-${language}`);

    // The link works once.
    const again = await page.request.post(`${baseUrl}/api/auth/reset-password`, {
      headers: { 'Accept-Language': language },
      data: { token: new URL(link).searchParams.get('token'), password: fresh, confirmPassword: fresh },
    });
    expect(again.status()).toBe(400);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(text.usedLink);

    await page.getByRole('link', { name: text.goToLogin }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel(text.password, { exact: true }).fill(fresh);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await page.getByText(text.signedIn).first().waitFor();
    await page.waitForURL(`${baseUrl}/`);
    const old = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email: account.email, password: account.password } });
    expect(old.status()).toBe(401);
    await close();

    // A link without its token says so and offers a new one.
    const visitor = await newPage(browser, language);
    await visitor.page.goto(`${baseUrl}/reset-password`);
    await visitor.page.getByRole('link', { name: text.newLink }).waitFor();
    await keepScreenshot(visitor.page, `account-reset-password-no-token-${language}`);
    await visitor.close();
  });

  it('changes the password on the account page, starts an e-mail change, downloads the data and deletes the account', async () => {
    const account: TestAccount = await createVerifiedAccount(baseUrl, newAccount(`account-${language}`, { firstName: 'Paulo', lastName: 'Ramos', language }));
    const fresh = 'jabuticaba-roxa-no-quintal-27';
    const { page, context, close } = await newPage(browser, language);
    await logIn(context, baseUrl, account);

    await page.goto(baseUrl);
    await page.getByRole('link', { name: text.account }).first().click();
    await page.waitForURL(`${baseUrl}/account`);
    await page.getByRole('heading', { level: 1, name: text.account }).waitFor();
    await expect(page.getByTestId('account-email').textContent()).resolves.toBe(account.email);
    await keepScreenshot(page, `account-page-${language}`);

    const passwordCard = page
      .locator('.ant-card')
      .filter({ has: page.getByText(text.changePassword, { exact: true }).first() })
      .first();
    await passwordCard.getByLabel(text.currentPassword).fill('nao-e-esta-senha');
    await passwordCard.getByLabel(text.newPassword, { exact: true }).fill(fresh);
    await passwordCard.getByLabel(text.confirmPassword).fill(fresh);
    await passwordCard.getByRole('button', { name: text.changePassword }).click();
    await passwordCard.getByText(text.wrongCurrent).waitFor();
    await passwordCard.getByLabel(text.currentPassword).fill(account.password);
    await expect.poll(() => passwordCard.getByText(text.wrongCurrent).count()).toBe(0);
    await settled(passwordCard);
    await passwordCard.getByRole('button', { name: text.changePassword }).click();
    await passwordCard.getByText(text.changed).waitFor();
    await keepScreenshot(page, `account-password-changed-${language}`);
    // This browser keeps its session; the new password is the one that works.
    expect((await page.request.get(`${baseUrl}/api/auth/user`)).status()).toBe(200);
    expect((await page.request.post(`${baseUrl}/api/auth/login`, { data: { email: account.email, password: account.password } })).status()).toBe(401);

    const emailCard = page
      .locator('.ant-card')
      .filter({ has: page.getByLabel(text.newEmail) })
      .first();
    const target = newAccount(`novo-${language}`).email;
    await emailCard.getByLabel(text.newEmail).fill(target);
    await emailCard.getByLabel(text.currentPassword).fill(fresh);
    await emailCard.getByRole('button', { name: text.sendConfirmation }).click();
    await page.getByText(text.pending).waitFor();
    await page.getByText(target).first().waitFor();
    await expect(page.getByTestId('account-email').textContent()).resolves.toBe(account.email);
    await keepScreenshot(page, `account-email-pending-${language}`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^otimiza-dados-\d{4}-\d{2}-\d{2}\.zip$/);

    await page.getByRole('button', { name: text.deleteAccount }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('delete-account-effects').waitFor();
    await dialog.getByLabel(text.currentPassword).fill(fresh);
    await dialog.getByLabel(text.typeWord).fill(text.confirmWord);
    await keepScreenshot(page, `account-delete-dialog-${language}`);
    await dialog.getByRole('button', { name: text.deleteForever }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText(text.deleted).first().waitFor();
    await keepScreenshot(page, `account-deleted-${language}`);
    expect((await page.request.get(`${baseUrl}/api/auth/user`)).status()).toBe(401);
    await close();
  });
});
