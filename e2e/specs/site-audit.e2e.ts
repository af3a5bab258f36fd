import { readFile } from 'node:fs/promises';
import type { PublicSiteAuditReport, SiteAuditReport, SiteAuditRunView, SiteAuditShareLink, SitePageList } from '@otimiza/plugin-site-audit-shared';
import { pdfText } from '@otimiza/sdk/testing';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, logIn, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { closeToasts, keepScreenshot, launchBrowser, settled, toast } from '../support/browser.js';
import { startTestSite, type TestSite } from '../support/site-audit-test-site.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

/** The run's two real Lighthouse audits wait behind the other specs' audits on the shared workers. */
const RUN_TIMEOUT_MS = 6 * 60_000;
const categories = ['performance', 'accessibility', 'seo', 'bestPractices'] as const;

async function signedInPage(browser: Browser, account: TestAccount, language: 'pt' | 'en', width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  // "Compartilhar" copies the run's link.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await logIn(context, baseUrl, account);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** A figure of the progress card ('descobertas', 'auditadas'…), as a number. */
async function progressFigure(page: Page, title: string): Promise<number> {
  const statistic = page.getByTestId('site-audit-progress').locator('.ant-statistic').filter({ hasText: title });
  return Number(await statistic.locator('.ant-statistic-content-value').textContent());
}

/** True when the page is no wider than the window: nothing scrolls sideways on a phone. */
function fitsTheWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);
}

/** A Lighthouse title as the page shows it: its `code` marks without their backticks. */
const withoutMarks = (title: string) => title.replaceAll('`', '');

async function downloaded(page: Page, button: string): Promise<{ download: Download; bytes: Buffer }> {
  const next = page.waitForEvent('download');
  await page.getByTestId('site-audit-exports').getByRole('button', { name: button }).click();
  const download = await next;
  return { download, bytes: await readFile(await download.path()) };
}

describe('site audit: start a run, watch it, read the report, open a page, export', () => {
  let browser: Browser;
  let site: TestSite;
  beforeAll(async () => {
    // Three stores keep the real run small: /lojas and one store are audited, the other two stores are represented by it.
    [browser, site] = await Promise.all([launchBrowser(), startTestSite({ pagesPerTemplate: 3, crawlDelaySeconds: 0 })]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it(
    'audits the stores of a site live, reads its report, opens a page’s analysis and exports CSV and PDF (pt, 1280 px), then reads it in en at 390 px',
    async () => {
      const account = await createVerifiedAccount(baseUrl, newAccount('site-audit'));
      await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'enterprise');
      const { page, close } = await signedInPage(browser, account, 'pt', 1280);

      // No run yet: the empty list, the month's allowance and, on Enterprise, the every-page switch.
      await page.goto(`${baseUrl}/site-audit`);
      await page.getByTestId('site-audit-empty').getByText('Nenhuma auditoria de site ainda').waitFor();
      await expect(page.getByTestId('site-audit-allowance').textContent()).resolves.toMatch(
        /^0 de \d+ auditorias de site este mês · até \d+ páginas por auditoria$/,
      );
      expect(await page.getByTestId('site-audit-all').isDisabled()).toBe(false);
      await keepScreenshot(page, 'site-audit-start-pt-1280');

      await page.getByTestId('site-audit-url').fill(`${site.origin}/lojas`);
      await page.getByTestId('site-audit-sample').fill('1');
      const started = page.waitForResponse((response) => response.url() === `${baseUrl}/api/site-audit/runs` && response.request().method() === 'POST');
      const stream = page.waitForRequest((request) => /\/api\/site-audit\/runs\/[^/]+\/events$/.test(request.url()));
      await page.getByTestId('site-audit-submit').click();
      const answer = await started;
      expect(answer.status()).toBe(201);
      const run = (await answer.json()) as SiteAuditRunView;
      expect(run).toMatchObject({ origin: site.origin, pathPrefix: '/lojas', strategy: 'mobile', samplePerGroup: 1, auditAll: false });
      await page.waitForURL(`${baseUrl}/site-audit/${run.id}`);
      await stream;

      // Live progress: the page follows the run over its event stream, with no reload, from the audits to the end.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const header = page.getByRole('heading', { level: 1, name: `${new URL(site.origin).host}/lojas` });
      await header.waitFor();
      await page.locator('[data-status="auditing"]').waitFor({ timeout: 60_000 });
      const progress = page.getByTestId('site-audit-progress');
      await progress.getByRole('progressbar', { name: 'Progresso da auditoria' }).waitFor();
      await expect.poll(() => progressFigure(page, 'descobertas')).toBe(4);
      await keepScreenshot(page, 'site-audit-progress-pt-1280');
      await page.locator('[data-status="completed"]').waitFor({ timeout: RUN_TIMEOUT_MS });
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      await progress.getByRole('progressbar').waitFor({ state: 'detached' });
      // Over, the progress card is the run's coverage: "Páginas" is the pages table's title alone.
      await progress.locator('.ant-card-head-title').getByText('Cobertura da auditoria', { exact: true }).waitFor();
      expect(await progressFigure(page, 'auditadas')).toBe(2);
      expect(await progressFigure(page, 'com falha')).toBe(0);
      expect(await progressFigure(page, 'na fila')).toBe(0);

      const report = (await (await page.request.get(`${baseUrl}/api/site-audit/runs/${run.id}/report`)).json()) as SiteAuditReport;
      expect(report.run.progress).toMatchObject({ status: 'completed', discovered: 4, toAudit: 2, audited: 2, failed: 0 });
      const { pages } = (await (await page.request.get(`${baseUrl}/api/site-audit/runs/${run.id}/pages`)).json()) as SitePageList;
      expect(pages.filter((entry) => entry.status === 'completed')).toHaveLength(2);

      // The site's scores: each category's median of the two pages, as the server computed it.
      const scores = page.getByTestId('site-audit-scores');
      for (const category of categories) {
        const median = report.scores[category].median;
        expect(median).not.toBeNull();
        await expect.poll(() => scores.getByTestId(`site-score-${category}`).textContent()).toBe(String(Math.round(median!)));
      }
      // The audits failing across pages, in the server's order; the stores' page has no lang: 1 of the 2 pages.
      const failing = page.getByTestId('site-audit-failing');
      const failingRows = failing.locator('tbody tr.ant-table-row');
      await expect.poll(() => failingRows.count()).toBe(Math.min(20, report.failingAudits.length));
      const missingLang = report.failingAudits.find((audit) => audit.id === 'html-has-lang');
      expect(missingLang).toMatchObject({ pages: 1, of: 2 });
      // Lighthouse's `code` marks are shown as code, not as backticks.
      const missingLangRow = failingRows.filter({ hasText: withoutMarks(missingLang!.title.pt) });
      await missingLangRow.getByText('1 de 2 páginas').waitFor();
      await missingLangRow.locator('code', { hasText: '<html>' }).waitFor();
      await failingRows.first().getByText(withoutMarks(report.failingAudits[0]!.title.pt)).waitFor();
      // The two templates under /lojas, each with its audited page.
      const groups = page.getByTestId('site-audit-group');
      await expect.poll(() => groups.count()).toBe(2);
      await groups.filter({ hasText: '/lojas/:slug' }).getByText('3 páginas · 1 auditada').waitFor();
      // The pages table: the four pages, two audited (with their scores), two represented by the samples.
      const pagesTable = page.getByTestId('site-audit-pages');
      const rows = pagesTable.locator('tbody tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(4);
      expect(await rows.filter({ has: page.locator('.ant-tag', { hasText: /^Auditada$/ }) }).count()).toBe(2);
      expect(await rows.filter({ has: page.locator('.ant-tag', { hasText: /^Representada pela amostra$/ }) }).count()).toBe(2);
      await page.getByTestId('site-audit-not-audited').getByText('A descoberta percorreu todo o site.').waitFor();
      await keepScreenshot(page, 'site-audit-report-pt-1280');

      // "Abrir análise" on the audited store opens its own analysis in the history's results dialog.
      const store = pages.find((entry) => entry.status === 'completed' && entry.url.includes('/lojas/'))!;
      await pagesTable.locator(`tr[data-row-key="${store.id}"]`).getByTestId('site-audit-open-analysis').click();
      await page.waitForURL(`${baseUrl}/analysis-history?open=${store.analysisId}`);
      const results = page.getByTestId('analysis-results');
      await results.waitFor();
      expect(await results.getAttribute('data-analysis-id')).toBe(store.analysisId);
      await results.getByText(store.url).first().waitFor();
      for (const category of categories) {
        await expect(results.getByTestId(`score-${category}Score`).textContent()).resolves.toBe(String(store.scores![category]));
      }
      await settled(results);
      await keepScreenshot(page, 'site-audit-open-analysis-pt-1280');
      // Closed, the address no longer asks for it: a reload shows the history alone.
      await page.getByRole('dialog').getByText('Fechar', { exact: true }).click();
      await results.waitFor({ state: 'detached' });
      await page.waitForURL(`${baseUrl}/analysis-history`);
      // An address naming no analysis of the workspace opens the dialog on its error.
      await page.goto(`${baseUrl}/analysis-history?open=00000000-0000-4000-8000-000000000000`);
      await page.getByRole('dialog').getByText('Não foi possível carregar a análise').waitFor();
      await keepScreenshot(page, 'site-audit-open-missing-analysis-pt-1280');

      // The exports, in the interface's language.
      await page.goto(`${baseUrl}/site-audit/${run.id}`);
      await page.locator('[data-status="completed"]').waitFor();
      const csv = await downloaded(page, 'CSV');
      expect(csv.download.suggestedFilename()).toMatch(/^site-audit-127\.0\.0\.1-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
      const csvText = csv.bytes.toString('utf8');
      expect(csvText.startsWith('\uFEFF')).toBe(true);
      const lines = csvText.slice(1).split('\r\n');
      expect(lines[0]).toBe('URL,Grupo,Situação,Desempenho,Acessibilidade,SEO,Boas práticas,Auditorias com falha,Erro');
      // A header, the four pages, and the last line's end.
      expect(lines).toHaveLength(6);
      expect(lines.at(-1)).toBe('');
      expect(lines.filter((line) => line.includes(',auditada,'))).toHaveLength(2);
      await toast(page, 'Arquivo baixado').waitFor();
      const pdf = await downloaded(page, 'PDF');
      expect(pdf.download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(pdf.bytes);
      expect(text).toContain(`${site.origin}/lojas`);
      expect(text).toContain('4 encontradas · 2 auditadas');
      // Enterprise receives the optimized HTML: the fixed pages of the run in one zip.
      const zip = await downloaded(page, 'Baixar HTML corrigido (zip)');
      expect(zip.download.suggestedFilename()).toMatch(/^site-audit-html-127\.0\.0\.1-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
      expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

      // Shared: "Compartilhar" makes the run's link and copies it.
      const share = page.getByTestId('site-audit-share');
      const made = page.waitForResponse(
        (response) => response.url() === `${baseUrl}/api/site-audit/runs/${run.id}/share` && response.request().method() === 'POST',
      );
      await share.getByTestId('site-audit-share-button').click();
      const madeAnswer = await made;
      expect(madeAnswer.status()).toBe(201);
      const link = (await madeAnswer.json()) as SiteAuditShareLink;
      expect(link.url).toBe(`${baseUrl}/site-report/${link.token}`);
      await toast(page, 'Link copiado!').waitFor();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link.url);
      await expect(share.getByTestId('site-audit-share-url').inputValue()).resolves.toBe(link.url);
      await keepScreenshot(page, 'site-audit-shared-run-pt-1280');

      // A visitor without an account opens it on a phone: the report, read-only, kept out of search engines.
      const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
      await visitorContext.addInitScript(() => window.localStorage.setItem('otimiza-language', 'pt'));
      const visitor = await visitorContext.newPage();
      const opened = visitor.waitForResponse((response) => response.url().includes('/api/public/site-audits/'));
      await visitor.goto(link.url);
      const openedAnswer = await opened;
      expect(openedAnswer.status()).toBe(200);
      expect(openedAnswer.headers()['x-robots-tag']).toBe('noindex, nofollow');
      const sharedBody = (await openedAnswer.json()) as PublicSiteAuditReport;
      expect(JSON.stringify(sharedBody)).not.toContain(run.id);
      const sharedReport = visitor.getByTestId('shared-site-report');
      await sharedReport.waitFor();
      await sharedReport.getByRole('heading', { level: 1, name: `${new URL(site.origin).host}/lojas` }).waitFor();
      for (const category of categories) {
        await expect.poll(() => sharedReport.getByTestId(`site-score-${category}`).textContent()).toBe(String(Math.round(report.scores[category].median!)));
      }
      // The stores' missing lang, on 1 of the 2 pages (other audits, such as blocking time on a busy machine, may fail on 1 of 2 too).
      await sharedReport
        .getByTestId('site-audit-failing')
        .locator('tbody tr.ant-table-row')
        .filter({ hasText: withoutMarks(missingLang!.title.pt) })
        .getByText('1 de 2 páginas')
        .waitFor();
      await expect.poll(() => sharedReport.getByTestId('site-audit-group').count()).toBe(2);
      await expect.poll(() => sharedReport.getByTestId('shared-site-report-pages').locator('tbody tr.ant-table-row').count()).toBe(2);
      // Read-only: no filters, no analyses to open, no exports or share of its own.
      expect(await sharedReport.getByRole('button', { name: 'Ver páginas' }).count()).toBe(0);
      expect(await sharedReport.getByTestId('site-audit-open-analysis').count()).toBe(0);
      expect(await visitor.getByTestId('site-audit-exports').count()).toBe(0);
      await expect(visitor.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
      await expect.poll(() => fitsTheWindow(visitor)).toBe(true);
      await keepScreenshot(visitor, 'site-audit-shared-report-pt-390');

      // Someone signed in on a plan without site audits opens it too: a public page whatever the plan of its reader.
      const reader = await signedInPage(browser, await createVerifiedAccount(baseUrl, newAccount('site-report-reader')), 'pt', 1280);
      await reader.page.goto(link.url);
      await reader.page
        .getByTestId('shared-site-report')
        .getByRole('heading', { level: 1, name: `${new URL(site.origin).host}/lojas` })
        .waitFor();
      await reader.close();

      // Revoked, the link opens nothing.
      // The copy's notice may still sit over the header's right side, where the confirmation opens: it is closed first.
      await closeToasts(page);
      await share.getByTestId('site-audit-share-revoke').click();
      const confirm = page.locator('.ant-popconfirm');
      await settled(confirm);
      const revoked = page.waitForResponse(
        (response) => response.url() === `${baseUrl}/api/site-audit/runs/${run.id}/share` && response.request().method() === 'DELETE',
      );
      await confirm.getByRole('button', { name: 'Revogar' }).click();
      expect((await revoked).status()).toBe(200);
      await toast(page, 'Link revogado').waitFor();
      await share.getByTestId('site-audit-share-url').waitFor({ state: 'detached' });
      await visitor.reload();
      await visitor.getByTestId('shared-site-report-not-found').getByText('Relatório não encontrado').waitFor();
      await keepScreenshot(visitor, 'site-audit-shared-revoked-pt-390');
      await visitorContext.close();

      // The run in the list, with its median scores.
      await page.goto(`${baseUrl}/site-audit`);
      const runRow = page.getByTestId('site-audit-runs').locator(`tr[data-row-key="${run.id}"]`);
      await runRow.locator('[data-status="completed"]').waitFor();
      await runRow.getByText('2 de 2 páginas').waitFor();
      expect(await runRow.locator('[data-category]').count()).toBe(4);
      await expect(page.getByTestId('site-audit-allowance').textContent()).resolves.toMatch(/^1 de \d+ auditorias de site este mês/);
      await keepScreenshot(page, 'site-audit-runs-pt-1280');
      await close();

      // The same run on a phone, in English: nothing scrolls sideways.
      const phone = await signedInPage(browser, account, 'en', 390);
      await phone.page.goto(`${baseUrl}/site-audit/${run.id}`);
      await phone.page.locator('[data-status="completed"]').getByText('Completed').waitFor();
      await phone.page.getByTestId('site-audit-failing').getByText('Audits failing on several pages').waitFor();
      await phone.page.getByTestId('site-audit-groups').getByText('Page templates').waitFor();
      await phone.page.getByTestId('site-audit-progress').getByText('Audit coverage', { exact: true }).waitFor();
      await phone.page.getByTestId('site-audit-failing').getByText(withoutMarks(missingLang!.title.en)).waitFor();
      await expect.poll(() => phone.page.getByTestId('site-audit-pages').locator('tbody tr.ant-table-row').count()).toBe(4);
      await expect.poll(() => fitsTheWindow(phone.page)).toBe(true);
      // The pages table's filters stay inside their card.
      const filters = phone.page.getByTestId('site-audit-page-filters');
      const filtersRight = await filters.evaluate((node) => node.getBoundingClientRect().right);
      const filterRights = await filters.locator(':scope > *').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
      expect(Math.max(...filterRights)).toBeLessThanOrEqual(filtersRight + 0.5);
      await keepScreenshot(phone.page, 'site-audit-report-en-390');
      await phone.page.getByRole('link', { name: 'Site audits', exact: true }).click();
      await phone.page.waitForURL(`${baseUrl}/site-audit`);
      await phone.page.getByTestId('site-audit-runs').locator(`tr[data-row-key="${run.id}"]`).getByText('Completed').waitFor();
      await expect.poll(() => fitsTheWindow(phone.page)).toBe(true);
      await keepScreenshot(phone.page, 'site-audit-runs-en-390');
      await phone.close();
    },
    RUN_TIMEOUT_MS + 3 * 60_000,
  );

  it('shows a Free workspace the upgrade card instead of the start form (en, 1280 px)', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('site-audit-free'));
    const { page, close } = await signedInPage(browser, account, 'en', 1280);
    await page.goto(`${baseUrl}/site-audit`);
    const card = page.getByTestId('upgrade-required');
    await card.getByText('Site audit is not included in your plan').waitFor();
    expect(await card.getAttribute('data-feature')).toBe('siteAudit');
    expect(await page.getByTestId('site-audit-start').count()).toBe(0);
    await keepScreenshot(page, 'site-audit-free-en-1280');
    await close();
  });

  it('leaves a Pro workspace’s every-page switch disabled, marked Enterprise (pt, 390 px)', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('site-audit-pro'));
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'pro');
    const { page, close } = await signedInPage(browser, account, 'pt', 390);
    await page.goto(`${baseUrl}/site-audit`);
    await page.getByTestId('site-audit-empty').waitFor();
    const form = page.getByTestId('site-audit-start');
    expect(await form.getByTestId('site-audit-all').isDisabled()).toBe(true);
    await form.getByText('Enterprise', { exact: true }).waitFor();
    expect(await form.getByTestId('site-audit-sample').isDisabled()).toBe(false);
    await expect(page.getByTestId('site-audit-allowance').textContent()).resolves.toMatch(/^0 de \d+ auditorias de site este mês/);
    await expect.poll(() => fitsTheWindow(page)).toBe(true);
    await keepScreenshot(page, 'site-audit-pro-pt-390');
    await close();
  });
});
