import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser, toast } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

async function newPage(browser: Browser, language: 'pt' | 'en', width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
}

async function signedInPage(browser: Browser, account: TestAccount, language: 'pt' | 'en', width = 1280) {
  const opened = await newPage(browser, language, width);
  await logIn(opened.context, baseUrl, account);
  return opened;
}

/** The newest invitation link e-mailed to `email`, from the development mailbox. */
async function invitationLinkFor(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/mail`);
  const { messages } = (await response.json()) as { messages: { to: string; links: string[] }[] };
  const link = messages.find((message) => message.to === email)?.links.find((candidate) => candidate.includes('/invite?token='));
  if (!link) throw new Error(`no invitation e-mail for ${email}`);
  return link;
}

const workspacesOf = async (context: BrowserContext) =>
  ((await (await context.request.get(`${baseUrl}/api/workspaces`)).json()) as { workspaces: { id: string; role: string; current: boolean }[] }).workspaces;

describe('team members: an Enterprise owner invites, the invitee joins and switches workspaces', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('invites from /team, accepts on /invite, changes the role, counts the seats, in Portuguese and English', async () => {
    const owner = await createVerifiedAccount(baseUrl, newAccount('team-owner', { firstName: 'Olga', lastName: 'Dona' }));
    const invitee = await createVerifiedAccount(baseUrl, newAccount('team-invitee', { firstName: 'Ivo', lastName: 'Convidado' }));
    await setPlanAsAdmin(baseUrl, adminEmail, owner.email, 'enterprise');

    // The owner invites from the team page.
    const owners = await signedInPage(browser, owner, 'pt');
    const { page } = owners;
    await page.goto(baseUrl);
    await page.getByRole('menuitem', { name: 'Equipe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Equipe' }).waitFor();
    const members = page.getByTestId('team-members');
    await members.getByTestId(`team-member-${owner.email}`).waitFor();
    await page.getByTestId('team-invitations').getByText('Nenhum convite pendente.').waitFor();
    await page.getByRole('button', { name: 'Convidar membro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar membro' });
    await dialog.getByLabel('E-mail').fill('nao-e-email');
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await dialog.getByText('Email inválido').waitFor();
    await dialog.getByLabel('E-mail').fill(invitee.email);
    await dialog.getByRole('combobox').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Administrador' }).click();
    await keepScreenshot(page, 'team-invite-dialog-pt-1280');
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await toast(page, 'Convite enviado').waitFor();
    await page.getByTestId(`team-invitation-${invitee.email}`).getByText('Administrador').waitFor();
    await keepScreenshot(page, 'team-pending-invitation-pt-1280');

    // A visitor with the link sees who invited them, and logs in first.
    const link = await invitationLinkFor(invitee.email);
    const visitor = await newPage(browser, 'pt');
    await visitor.page.goto(link);
    await visitor.page.getByTestId('invitation').waitFor();
    expect(await visitor.page.getByTestId('invitation').textContent()).toContain(
      'Olga Dona convidou você para o espaço de trabalho Olga Dona como Administrador.',
    );
    await visitor.page.getByText(`Convite para ${invitee.email}.`).waitFor();
    await keepScreenshot(visitor.page, 'team-invite-visitor-pt-1280');
    await visitor.page.getByRole('link', { name: 'Fazer Login' }).click();
    // The invited address is filled in and fixed: only the password is typed.
    expect(await visitor.page.getByLabel('E-mail').inputValue()).toBe(invitee.email);
    expect(await visitor.page.getByLabel('E-mail').isEditable()).toBe(false);
    await visitor.page.getByLabel('Senha', { exact: true }).fill(invitee.password);
    await visitor.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    // Back on the invitation, signed in with the invited e-mail, which is accepted without another click.
    await visitor.page.waitForURL(/\/invite\?token=/);
    await toast(visitor.page, 'Bem-vindo à equipe!').waitFor();
    await visitor.page.waitForURL(`${baseUrl}/`);
    // Two workspaces now: the header has the switcher, on the owner's.
    const switcher = visitor.page.getByTestId('workspace-switcher');
    await switcher.getByText('Olga Dona').waitFor();
    expect((await workspacesOf(visitor.context)).map((workspace) => [workspace.role, workspace.current])).toEqual([
      ['admin', true],
      ['owner', false],
    ]);
    await keepScreenshot(visitor.page, 'team-joined-with-switcher-pt-1280');
    await switcher.click();
    await visitor.page.getByRole('menuitem').filter({ hasText: 'Ivo Convidado' }).getByText('Proprietário').waitFor();
    await keepScreenshot(visitor.page, 'team-switcher-open-pt-1280');
    await visitor.page.keyboard.press('Escape');

    // The same link again: used.
    await visitor.page.goto(link);
    await visitor.page.getByText('Este convite já foi usado').waitFor();
    await keepScreenshot(visitor.page, 'team-invite-used-pt-1280');

    // The owner sees the new admin, makes them a viewer; the plans page counts the seats.
    await page.reload();
    const row = members.getByTestId(`team-member-${invitee.email}`);
    await row.waitFor();
    await row.getByRole('combobox').click();
    await page.locator('.ant-select-item-option[title="Leitor"]').click();
    await expect.poll(() => row.getAttribute('data-role')).toBe('viewer');
    await page.getByTestId('team-invitations').getByText('Nenhum convite pendente.').waitFor();
    await keepScreenshot(page, 'team-members-pt-1280');
    await page.goto(`${baseUrl}/pricing`);
    await page.getByTestId('workspace-seats').getByText('2 membros').waitFor();
    await keepScreenshot(page, 'team-seats-on-pricing-pt-1280');
    await owners.close();

    // As a viewer the invitee reads but cannot write.
    const viewerWrite = await visitor.context.request.post(`${baseUrl}/api/analyze`, { data: { url: 'https://example.com/' } });
    expect(viewerWrite.status()).toBe(403);
    await visitor.close();

    // In English, on a phone: a new login starts in their own workspace; the switcher takes them to Olga's, where they are a viewer.
    const english = await signedInPage(browser, invitee, 'en', 390);
    const [own, olgas] = await workspacesOf(english.context);
    expect([own!.role, olgas!.role]).toEqual(['owner', 'viewer']);
    await english.page.goto(baseUrl);
    const compactSwitcher = english.page.getByTestId('workspace-switcher');
    await expect.poll(() => compactSwitcher.getAttribute('data-current')).toBe(own!.id);
    await compactSwitcher.click();
    const olgasOption = english.page.getByTestId(`workspace-option-${olgas!.id}`);
    await olgasOption.getByText('Viewer').waitFor();
    await keepScreenshot(english.page, 'team-switcher-open-en-390');
    await olgasOption.click();
    await expect.poll(() => english.page.getByTestId('workspace-switcher').getAttribute('data-current')).toBe(olgas!.id);
    expect((await workspacesOf(english.context)).find((workspace) => workspace.current)?.role).toBe('viewer');
    await english.page.goto(`${baseUrl}/team`);
    await english.page.getByTestId('team-own-role').getByText('Your role in this workspace: Viewer').waitFor();
    await keepScreenshot(english.page, 'team-viewer-en-390');
    await english.close();
  });

  it('shows the owner alone and the upgrade card on other plans, in English', async () => {
    const pro = await createVerifiedAccount(baseUrl, newAccount('team-pro'));
    await setPlanAsAdmin(baseUrl, adminEmail, pro.email, 'pro');
    const { page, close } = await signedInPage(browser, pro, 'en');
    await page.goto(`${baseUrl}/team`);
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await page.getByTestId('upgrade-required').getByText('User management is in the Enterprise plan').waitFor();
    await page.getByTestId(`team-member-${pro.email}`).getByText('Owner').waitFor();
    expect(await page.getByRole('button', { name: 'Invite member' }).count()).toBe(0);
    await keepScreenshot(page, 'team-upgrade-en-1280');
    await close();
  });
});
