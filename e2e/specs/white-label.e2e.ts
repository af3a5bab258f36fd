import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, solidPng, startDnsStub, type DnsStub, type TestDatabase } from '@otimiza/sdk/testing';
import { spawnServer, type ServerProcess } from '@otimiza/host-testing';
import { createVerifiedAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser, toast } from '../support/browser.js';

const PLATFORM = 'plataforma.otimiza.test';
const adminEmail = 'admin-white-label@e2e.example.com';

interface Texts {
  language: 'pt' | 'en';
  mainDomain: string;
  subdomain: string;
  saved: string;
  notFound: string;
  unverified: string;
  active: string;
  brandTab: string;
  brandSaved: string;
  signIn: string;
}

const pt: Texts = {
  language: 'pt',
  mainDomain: 'Domínio principal',
  subdomain: 'Subdomínio (opcional)',
  saved: 'Configuração Salva',
  notFound: 'CNAME não encontrado',
  unverified: 'Falta provar o domínio (TXT)',
  active: 'Configuração Ativa',
  brandTab: 'Marca',
  brandSaved: 'Configurações salvas!',
  signIn: 'Entrar',
};
const en: Texts = {
  language: 'en',
  mainDomain: 'Main domain',
  subdomain: 'Subdomain (optional)',
  saved: 'Settings saved',
  notFound: 'CNAME not found',
  unverified: 'Domain not proved yet (TXT)',
  active: 'Setup active',
  brandTab: 'Brand',
  brandSaved: 'Settings saved!',
  signIn: 'Sign in',
};

/**
 * White-label (the domain tab, and the brand on /brand-settings, the one brand screen), on a server of its own whose DNS
 * checks ask a DNS server on loopback: an Enterprise user saves a domain and a brand, sees the DNS status wait for
 * the TXT proof once the CNAME points at the platform and turn active with it, and the
 * login page under that domain (Chromium maps its name to this machine) shows the brand — its
 * name, colours and logo, and no Otimiza.
 */
describe('white-label: domain and brand, and the login page of the branded domain', () => {
  let dns: DnsStub;
  let database: TestDatabase;
  let server: ServerProcess;
  let port: number;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    [dns, database, port] = await Promise.all([startDnsStub(), createTestDatabase(), freePort()]);
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawnServer({
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://${PLATFORM}:${port}`,
      ADMIN_EMAILS: adminEmail,
      WHITE_LABEL_DNS_SERVERS: dns.server,
      DEMO_SEED_ON_FIRST_USE: 'false',
    });
    await server.waitFor('Otimiza is serving');
    // The branded domains reach this machine's server, as their CNAME would in production; plain http stays plain http.
    browser = await launchBrowser([
      '--host-resolver-rules=MAP *.parceiro.example 127.0.0.1, MAP *.partner.example 127.0.0.1',
      '--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable',
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
    await dns?.close();
  });

  async function enterpriseAccount(prefix: string): Promise<TestAccount> {
    const account = await createVerifiedAccount(baseUrl, newAccount(prefix));
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'enterprise');
    return account;
  }

  async function pageIn(language: 'pt' | 'en', account?: TestAccount): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((stored) => window.localStorage.setItem('otimiza-language', stored), language);
    if (account) await logIn(context, baseUrl, account);
    return { page: await context.newPage(), close: () => context.close() };
  }

  async function setUp(texts: Texts, options: { domain: string; subdomain: string; brandName: string; primary: string; secondary: string; logo: boolean }) {
    const host = `${options.subdomain}.${options.domain}`;
    const account = await enterpriseAccount(`white-label-${texts.language}`);
    const { page, close } = await pageIn(texts.language, account);
    const shot = (name: string) => keepScreenshot(page, `white-label-${name}-${texts.language}`);

    // Domain tab (the default): saved, then checked in DNS at once — nothing points at the platform yet.
    await page.goto(`${baseUrl}/white-label-setup`);
    await page.getByLabel(texts.mainDomain).fill(options.domain);
    await page.getByLabel(texts.subdomain).fill(options.subdomain);
    await expect.poll(() => page.getByTestId('dns-host').textContent()).toBe(options.subdomain);
    expect(await page.getByTestId('dns-value').textContent()).toBe(PLATFORM);
    await page.getByTestId('domain-save').click();
    await toast(page, texts.saved).waitFor();
    const status = page.getByTestId('dns-status');
    await status.filter({ hasText: texts.notFound }).waitFor();
    expect(await status.getAttribute('data-status')).toBe('not_found');
    // The TXT record that proves the domain: its name under the domain, the workspace's token, and when the claim lapses.
    expect(await page.getByTestId('txt-host').textContent()).toBe(`_otimiza-verify.${options.subdomain}`);
    const token = (await page.getByTestId('txt-value').textContent()) ?? '';
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    await page.getByTestId('dns-expiry').waitFor();
    await shot('domain-not-found');

    // The CNAME is created at the DNS provider: checking again finds it pointing at the platform, the domain not proved yet.
    dns.setCname(host, PLATFORM);
    await page.getByTestId('dns-check').click();
    await status.filter({ hasText: texts.unverified }).waitFor();
    expect(await status.getAttribute('data-status')).toBe('unverified');
    await shot('domain-unverified');

    // Then the TXT record: the domain is proved the workspace's, and the address is active.
    dns.setTxt(`_otimiza-verify.${host}`, [token]);
    await page.getByTestId('dns-check').click();
    await status.filter({ hasText: texts.active }).waitFor();
    await page.getByTestId('dns-verified').waitFor();
    expect(await status.getAttribute('data-status')).toBe('active');
    await shot('domain-active');

    // The brand tab holds no second form: it leads to /brand-settings, the one brand screen.
    await page.getByRole('tab', { name: texts.brandTab }).click();
    await page.waitForURL(/[?&]tab=brand/);
    await page.getByTestId('brand-moved').waitFor();
    expect(await page.getByTestId('brand-moved').locator('input').count()).toBe(0);
    await shot('brand-tab');
    await page.getByTestId('brand-settings-link').click();
    await page.waitForURL(/\/brand-settings$/);

    // Every field of the brand on one screen: the reports' and, on Enterprise, white-label's, with the domain's state.
    await page.getByTestId('brand-name').fill(options.brandName);
    await page.getByTestId('company-name').fill(`${options.brandName} Ltda.`);
    await page.getByTestId('primary-color').fill(options.primary);
    await page.getByTestId('secondary-color').fill(options.secondary);
    if (options.logo) {
      await page.getByTestId('brand-logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, [15, 118, 110]) });
      await page.getByTestId('brand-logo').waitFor();
    }
    await page.getByTestId('hide-product-brand').click();
    await expect.poll(() => page.getByTestId('custom-domain-host').innerText()).toContain(host);
    await page.getByTestId('domain-active').waitFor();
    expect(await page.getByTestId('domain-setup-link').getAttribute('href')).toBe('/white-label-setup?tab=domain');
    await shot('brand-form');
    await page.getByTestId('brand-save').click();
    await toast(page, texts.brandSaved).waitFor();

    // Saved, the page says where the brand applies: the reports, the app, and the sign-in pages of the active domain.
    await page.reload();
    await expect.poll(() => page.getByTestId('brand-reach-white-label').innerText()).toContain(options.brandName);
    expect(await page.getByTestId('brand-reach-domain').innerText()).toContain(host);
    await page.getByTestId('brand-reach-app').waitFor();
    expect(await page.getByTestId('brand-name').inputValue()).toBe(options.brandName);
    await shot('brand-settings-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('brand-reach').waitFor();
    // The narrow layout comes once the page has handled the resize (antd's breakpoints answer it a render later).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('brand-settings-390');

    // What the theme does not colour by itself follows the brand too: the plans page's 'most popular' ribbon.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/pricing`);
    const ribbon = page.locator('.ant-ribbon').first();
    await ribbon.waitFor();
    const [red, green, blue] = [1, 3, 5].map((at) => parseInt(options.primary.slice(at, at + 2), 16));
    expect(await ribbon.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(`rgb(${red}, ${green}, ${blue})`);
    await shot('pricing-1280');
    await close();
    return host;
  }

  /** A visitor of the branded domain: `/` leads to the login page, which shows the brand and not the product. */
  async function expectBrandedLogin(texts: Texts, host: string, brandName: string, primaryRgb: string, logo: boolean): Promise<void> {
    const { page, close } = await pageIn(texts.language);
    await page.goto(`http://${host}:${port}/`);
    await page.waitForURL(`http://${host}:${port}/login`);
    await page.getByRole('heading', { level: 1, name: texts.signIn }).waitFor();
    const mark = page.getByTestId('host-brand');
    expect(await mark.innerText()).toContain(brandName);
    expect(await mark.locator('img').count()).toBe(logo ? 1 : 0);
    // The theme's primary colour is the brand's: the sign-in button is drawn with it.
    const button = page.getByRole('button', { name: texts.signIn });
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(primaryRgb);
    const text = await page.locator('body').innerText();
    expect(text).toContain(brandName);
    expect(text).not.toContain('Otimiza');
    expect(await page.title()).not.toContain('Otimiza');
    expect(await page.title()).toContain(brandName);
    await keepScreenshot(page, `white-label-branded-login-${texts.language}`);

    // The platform's own address keeps the product.
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('body').innerText()).toContain('Otimiza');
    await close();
  }

  it('in Portuguese: a Pro user gets the restricted page with the Enterprise offer; an Enterprise user sets it up and the domain shows the brand', async () => {
    const pro = await createVerifiedAccount(baseUrl, newAccount('white-label-pro'));
    await setPlanAsAdmin(baseUrl, adminEmail, pro.email, 'pro');
    const locked = await pageIn('pt', pro);
    await locked.page.goto(`${baseUrl}/white-label-setup`);
    await locked.page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
    // The current plan reads '…' until the entitlements arrive.
    await locked.page.getByTestId('current-plan').filter({ hasText: 'Pro' }).waitFor();
    const offer = await locked.page.getByTestId('white-label-locked').innerText();
    expect(offer).toContain('O Setup White-Label Completo está disponível apenas para o plano Enterprise');
    expect(offer).toContain('Pro');
    expect(offer).toMatch(/R\$\s?299\/mês/);
    for (const line of ['Domínio personalizado', 'Marca personalizada', 'API própria', 'Remoção da marca Otimiza']) expect(offer).toContain(line);
    await keepScreenshot(locked.page, 'white-label-restricted-pt');
    // 'Fazer Upgrade' starts the Enterprise checkout (the local sandbox's page without Stripe).
    await locked.page.getByTestId('white-label-upgrade').click();
    await locked.page.waitForURL(/\/billing\/sandbox\/checkout\//);
    // The one brand screen without white-label: the reports' fields, and a short locked note for the Enterprise-only ones.
    await locked.page.goto(`${baseUrl}/brand-settings`);
    await locked.page.getByTestId('domain-locked').filter({ hasText: 'plano Enterprise' }).waitFor();
    expect(await locked.page.getByTestId('brand-name').count()).toBe(0);
    await locked.page.getByTestId('brand-reach-app-unchanged').waitFor();
    await keepScreenshot(locked.page, 'white-label-brand-settings-locked-pt');
    await locked.close();

    const host = await setUp(pt, {
      domain: 'parceiro.example',
      subdomain: 'app',
      brandName: 'Painel Parceiro',
      primary: '#0F766E',
      secondary: '#B45309',
      logo: true,
    });
    await expectBrandedLogin(pt, host, 'Painel Parceiro', 'rgb(15, 118, 110)', true);
  });

  it('in English: an Enterprise user sets up another domain and brand, without a logo', async () => {
    const host = await setUp(en, {
      domain: 'partner.example',
      subdomain: 'portal',
      brandName: 'Partner Portal',
      primary: '#9D174D',
      secondary: '#1E3A8A',
      logo: false,
    });
    await expectBrandedLogin(en, host, 'Partner Portal', 'rgb(157, 23, 77)', false);
  });
});
