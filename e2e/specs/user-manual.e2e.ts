import { readFile } from 'node:fs/promises';
import { pdfText } from '@otimiza/sdk/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { manualContent } from '@otimiza/plugin-manual-shared';
import { createVerifiedAccount, logIn, newAccount, type TestAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const manualChunk = /\/api\/plugins\/manual\/web\/assets\/ManualPage-[^/]*\.js$/;

/** A signed-in page: the manual needs an account. */
async function openPage(browser: Browser, account: TestAccount, language: 'pt' | 'en') {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  await logIn(context, baseUrl, account);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  return { page, scripts, close: () => context.close() };
}

async function pdfFileText(path: string): Promise<string> {
  return pdfText(await readFile(path));
}

/** From the home the sidebar opens the manual as the dashboard's inner page (`/?page=manual`); elsewhere, its route. */
async function openManualFromSidebar(page: Page, label: string) {
  await page.getByRole('menuitem', { name: label }).click();
  await page.waitForURL((url) => url.pathname === '/user-manual' || (url.pathname === '/' && url.searchParams.get('page') === 'manual'));
}

describe('the user manual plugin in the browser', () => {
  let browser: Browser;
  let account: TestAccount;
  beforeAll(async () => {
    browser = await launchBrowser();
    account = await createVerifiedAccount(baseUrl, newAccount('manual-reader'));
  });
  afterAll(() => browser?.close());

  it('loads its bundle only when /user-manual is visited, and renders in Portuguese', async () => {
    const { page, scripts, close } = await openPage(browser, account, 'pt');
    await page.goto(baseUrl);
    await page.getByRole('menuitem', { name: 'Manual da Plataforma' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => manualChunk.test(path))).toEqual([]);
    await keepScreenshot(page, 'home-pt');

    await openManualFromSidebar(page, 'Manual da Plataforma');
    await page.getByRole('heading', { name: manualContent.title.pt }).waitFor();
    expect(scripts.filter((path) => manualChunk.test(path)).length).toBeGreaterThan(0);
    for (const section of manualContent.sections) {
      await expect(page.getByText(section.title.pt, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    // No video is published: its card says so (no player, no link to a video) and leads to the getting-started guide.
    // This instance has no SUPPORT_EMAIL / SUPPORT_URL: no support card.
    const cardTitle = (id: string) => manualContent.cards.find((card) => card.id === id)!.title.pt;
    await page.getByText(cardTitle('pdf-download'), { exact: true }).first().waitFor();
    const video = page.getByTestId('manual-card-video-tutorial');
    await video.getByText(cardTitle('video-tutorial'), { exact: true }).waitFor();
    await video.getByTestId('video-unpublished').getByText('Ainda não publicado').waitFor();
    await video.getByText(/Ainda não há vídeo tutorial publicado/).waitFor();
    expect(await video.locator('video, iframe').count()).toBe(0);
    expect(await page.getByText(cardTitle('support-contact'), { exact: true }).count()).toBe(0);
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(0);
    // Cancelling is done in the portal, not by e-mail.
    await page.getByText('Como cancelo a minha assinatura?', { exact: true }).click();
    await page.getByText(/clique em “Gerenciar assinatura” e cancele no portal de pagamento/).waitFor();
    await keepScreenshot(page, 'manual-pt');

    // The video's old address leads to the manual, not to a 'not published' dead end.
    await page.goto(`${baseUrl}/user-manual?view=video-tutorial`);
    await page.getByRole('heading', { name: manualContent.title.pt }).waitFor();
    expect(await page.getByText('Vídeo ainda não publicado').count()).toBe(0);
    // The card's link opens the guide that covers the same path.
    const guide = manualContent.sections[0]!;
    await page
      .getByTestId('manual-card-video-tutorial')
      .getByRole('link', { name: `Ver o guia “${guide.title.pt}”` })
      .click();
    await page.getByText(guide.steps[0]!.title.pt, { exact: true }).first().waitFor();
    await close();
  });

  it('says in both languages and widths that no video is published yet', async () => {
    // One page a language, resized from 1280 to 390 px as a window made narrower.
    for (const language of ['pt', 'en'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
      await logIn(context, baseUrl, account);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/user-manual`);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('heading', { name: manualContent.title[language] }).waitFor();
        const video = page.getByTestId('manual-card-video-tutorial');
        await video.getByText(language === 'pt' ? 'Ainda não publicado' : 'Not published yet', { exact: true }).waitFor();
        await video.getByText(language === 'pt' ? /Ainda não há vídeo tutorial publicado/ : /No video tutorial is published yet/).waitFor();
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await keepScreenshot(page, `manual-video-card-${language}-${width}`);
      }
      await context.close();
    }
  });

  it('renders in English, shows a 6-step guide, and downloads the PDF manual with its text', async () => {
    const { page, close } = await openPage(browser, account, 'en');
    await page.goto(`${baseUrl}/user-manual`);
    await page.getByRole('heading', { name: manualContent.title.en }).waitFor();

    const section = manualContent.sections[0]!;
    await page.goto(`${baseUrl}/user-manual?view=section&section=${section.id}`);
    for (const step of section.steps) {
      await page.getByText(step.title.en, { exact: true }).first().waitFor();
    }
    await keepScreenshot(page, 'manual-section-en');

    await page.goto(`${baseUrl}/user-manual?view=pdf-download`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', { name: /download/i })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('otimiza-manual-en.pdf');
    const text = await pdfFileText((await download.path())!);
    expect(text).toContain(manualContent.title.en);
    expect(text).toContain(section.steps[0]!.title.en);
    expect(text).toContain(manualContent.faq[0]!.question.en);
    await close();
  });

  it('switches the interface language from the header', async () => {
    const { page, close } = await openPage(browser, account, 'pt');
    await page.goto(`${baseUrl}/user-manual`);
    await page.getByRole('heading', { name: manualContent.title.pt }).waitFor();
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('heading', { name: manualContent.title.en }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('otimiza-language'))).toBe('en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await close();
  });
});
