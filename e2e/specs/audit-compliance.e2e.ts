import { writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { artifactPath, chooseOption, keepScreenshot, toast } from '../support/browser.js';
import { HTML, serveFiles, SVG } from '../support/loopback-site.js';
import { browserAndSiteForSuite, openPageInLanguage, phoneHeight } from '../support/pages.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

/** One comprehensive audit of one loopback page: the browser inspection (axe, requests, headers) on a busy 2-core machine. */
const AUDIT_MS = 4 * 60_000;

/** A small business's page with an image without alt, an unlabelled field and no privacy policy link (served on loopback). */
const shopPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floricultura Jardim | Flores em Campinas</title></head>
<body><main><h1>Floricultura Jardim</h1>
<img src="/buque.svg" width="120" height="80">
<form action="/contato" method="post"><input type="email" name="email"><button type="submit">Enviar</button></form>
</main></body></html>`;
const bouquet = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#e11d48"/></svg>`;

const startSite = () => serveFiles({ '/floricultura': { type: HTML, body: shopPage }, '/buque.svg': { type: SVG, body: bouquet } });

interface Texts {
  heading: string;
  tabs: string[];
}

const pt: Texts = { heading: 'Auditoria e conformidade', tabs: ['Relatórios', 'Frameworks', 'Monitoramento', 'Análises', 'Conformidade'] };
const en: Texts = { heading: 'Audit and compliance', tabs: ['Reports', 'Frameworks', 'Monitoring', 'Analytics', 'Compliance'] };
const tabKeys = ['reports', 'frameworks', 'monitoring', 'analytics', 'compliance'] as const;

const signedIn = (browser: Browser, account: TestAccount, language: 'pt' | 'en', width: number) =>
  openPageInLanguage(browser, { account, language, width, height: phoneHeight(width) });

async function accountWithPlan(prefix: string, plan: 'pro' | 'enterprise'): Promise<TestAccount> {
  const account = await createVerifiedAccount(baseUrl, newAccount(prefix, { firstName: 'Alice', lastName: 'Auditora' }));
  await setPlanAsAdmin(baseUrl, adminEmail, account.email, plan);
  return account;
}

/** The heading, the four cards (each with a figure) and the five tabs, in `texts`' language. */
async function expectPage(page: Page, texts: Texts): Promise<void> {
  await page.getByRole('heading', { level: 1, name: texts.heading }).waitFor();
  for (const card of ['summary-audits', 'summary-score', 'summary-compliance', 'summary-critical']) await page.getByTestId(`${card}-value`).waitFor();
  // On a phone only the chosen tab shows its label: every tab is named (its label or its icon's accessible name).
  const tabs = page.getByTestId('audit-tabs').getByRole('tab');
  await expect.poll(() => tabs.count()).toBe(texts.tabs.length);
  for (const name of texts.tabs) await page.getByTestId('audit-tabs').getByRole('tab', { name }).waitFor();
}

/** Each tab once loaded (its content or its empty state), kept as a screenshot named `<prefix>-<tab>`. */
async function screenshotTabs(page: Page, texts: Texts, prefix: string): Promise<void> {
  const loaded: Record<(typeof tabKeys)[number], string> = {
    reports: '[data-testid="report-list"], [data-testid="reports-empty"]',
    frameworks: '[data-testid="framework-list"]',
    monitoring: '[data-testid="monitor-list"], [data-testid="monitors-empty"]',
    analytics: '[data-testid="analytics"], [data-testid="analytics-empty"]',
    compliance: '[data-testid="compliance"]',
  };
  for (const [index, key] of tabKeys.entries()) {
    await page.getByTestId('audit-tabs').getByRole('tab', { name: texts.tabs[index] }).click();
    await page.locator(loaded[key]).first().waitFor();
    await keepScreenshot(page, `${prefix}-${key}`);
  }
}

/**
 * Audit and compliance: an Enterprise workspace's /audit-compliance with honest empty
 * states, a 'Nova Auditoria' of a loopback page that runs with its progress, and its report with
 * the failed checks, their clauses and evidence, in Portuguese and English; a Pro workspace gets
 * the upgrade card and an anonymous visitor the login prompt.
 */
describe('audit and compliance', () => {
  const suite = browserAndSiteForSuite(startSite);

  it(
    'an Enterprise owner audits a page and reads the failed checks with their evidence, in Portuguese and English',
    async () => {
      const owner = await accountWithPlan('audit-enterprise', 'enterprise');
      const { context, page } = await signedIn(suite.browser, owner, 'pt', 1280);
      await page.goto(`${baseUrl}/audit-compliance`);
      await expectPage(page, pt);

      // Nothing audited yet: counts are zero, figures that do not exist yet are a dash, not 0%.
      expect(await page.getByTestId('summary-audits-value').innerText()).toBe('0');
      expect(await page.getByTestId('summary-score-value').innerText()).toBe('—');
      expect(await page.getByTestId('summary-compliance-value').innerText()).toBe('—');
      await page.getByTestId('reports-empty').getByText('Nenhuma auditoria ainda').waitFor();
      const tab = (name: string) => page.getByTestId('audit-tabs').getByRole('tab', { name });
      await tab('Frameworks').click();
      const wcag = page.locator('[data-testid="framework-card"][data-framework="wcag-22"]');
      await wcag.getByText('Ainda não auditado').waitFor();
      expect(await wcag.getByTestId('framework-penalty').count()).toBeLessThanOrEqual(2);
      await tab('Monitoramento').click();
      await page.getByTestId('monitors-empty').getByText('Nenhum monitoramento ainda').waitFor();
      await tab('Análises').click();
      await page.getByTestId('analytics-empty').getByText('Nenhuma auditoria concluída ainda').waitFor();
      await tab('Conformidade').click();
      await page.getByTestId('compliance-empty').getByText('Nenhum site auditado ainda').waitFor();
      await keepScreenshot(page, 'audit-compliance-empty-pt-1280');

      // 'Nova Auditoria': the default title and type, one loopback page.
      await page.getByTestId('new-audit').click();
      const dialog = page.getByRole('dialog', { name: 'Nova Auditoria' });
      expect(await dialog.getByTestId('new-audit-title').inputValue()).toBe('Nova Auditoria');
      await dialog.getByTestId('new-audit-urls').fill(`${suite.site.url}/floricultura`);
      await dialog.getByRole('button', { name: 'Iniciar auditoria' }).click();
      await toast(page, 'Auditoria criada').waitFor();
      await page.waitForURL(/[?&]tab=reports/);
      const item = page.getByTestId('report-item').filter({ hasText: 'Nova Auditoria' });
      await item.waitFor();
      await keepScreenshot(page, 'audit-compliance-running-pt-1280');
      await item.getByTestId('report-status').and(page.locator('[data-status="completed"], [data-status="failed"]')).waitFor({ timeout: AUDIT_MS });
      expect(await item.getAttribute('data-status')).toBe('completed');
      const failed = (await item.getByTestId('report-failed').innerText()).trim().split('\n').at(-1);
      expect(Number(failed)).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('summary-audits-value').innerText()).toBe('1');
      await expect.poll(() => page.getByTestId('summary-score-value').innerText()).toMatch(/^\d{1,3}$/);

      // The report: its auditor is the engine, and the image without alt fails WCAG 1.1.1 with the element as evidence.
      await item.click();
      await page.waitForURL(/[?&]report=/);
      const detail = page.getByTestId('report-detail');
      expect(await detail.getByTestId('report-auditor').innerText()).toMatch(/\d+\.\d+/);
      const imageAlt = detail.getByTestId('check-item').filter({ hasText: 'Imagens devem ter texto alternativo' });
      await imageAlt.waitFor();
      expect(await imageAlt.getAttribute('data-status')).toBe('failed');
      expect(await imageAlt.getByTestId('check-clause').innerText()).toContain('WCAG 2.2 — 1.1.1');
      expect(await imageAlt.getByTestId('evidence-selector').first().innerText()).toContain('img');
      expect(await imageAlt.getByTestId('evidence-snippet').first().innerText()).toContain('buque.svg');
      await keepScreenshot(page, 'audit-compliance-report-pt-1280');

      // Published: the public link is shown, with a copy button.
      await detail.getByTestId('report-publish').click();
      await toast(page, 'Auditoria publicada').waitFor();
      expect(await detail.getByTestId('report-share-url').innerText()).toMatch(/^https?:\/\//);
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });

      // The report's PDF in both languages, kept beside the screenshots.
      const reportId = await item.getAttribute('data-id');
      for (const language of ['pt', 'en'] as const) {
        const pdf = await context.request.get(`${baseUrl}/api/audit/reports/${reportId}/pdf?language=${language}`);
        expect(pdf.status()).toBe(200);
        await writeFile(await artifactPath(`audit-compliance-report-${language}.pdf`), await pdf.body());
      }

      // A performance audit of the same page, which has no analysis: no check can be decided, so it has no score
      // ('Sem dados', not 0), its engine is Lighthouse's, and the average card keeps the first audit's score.
      const averageBefore = await page.getByTestId('summary-score-value').innerText();
      await page.getByTestId('new-audit').click();
      await dialog.getByTestId('new-audit-title').fill('Desempenho sem análise');
      await chooseOption(page, dialog.getByTestId('new-audit-type'), 'Desempenho');
      await dialog.getByTestId('new-audit-urls').fill(`${suite.site.url}/floricultura`);
      await dialog.getByRole('button', { name: 'Iniciar auditoria' }).click();
      const noScore = page.locator('[data-testid="report-item"][data-status="completed"]').filter({ hasText: 'Desempenho sem análise' });
      await noScore.waitFor({ timeout: AUDIT_MS });
      expect(await noScore.getByTestId('report-score').innerText()).toContain('Sem dados');
      await page.getByTestId('summary-audits').getByText('2 concluídas').waitFor();
      expect(await page.getByTestId('summary-score-value').innerText()).toBe(averageBefore);
      await keepScreenshot(page, 'audit-compliance-no-data-pt-1280');
      await noScore.click();
      expect(await detail.getByTestId('detail-score').innerText()).toContain('Sem dados');
      expect(await detail.getByTestId('report-auditor').innerText()).toContain('Lighthouse');
      expect(await detail.getByTestId('check-group-label').innerText()).toContain('Sem dados');
      const noScoreId = await noScore.getAttribute('data-id');
      const noScorePdf = await context.request.get(`${baseUrl}/api/audit/reports/${noScoreId}/pdf?language=pt`);
      expect(noScorePdf.status()).toBe(200);
      await writeFile(await artifactPath('audit-compliance-no-data-pt.pdf'), await noScorePdf.body());
      await keepScreenshot(page, 'audit-compliance-no-data-report-pt-1280');
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });

      // The other tabs now count the run.
      await tab('Frameworks').click();
      await wcag.getByTestId('framework-score').getByText('%', { exact: false }).waitFor();
      await tab('Conformidade').click();
      await page.getByTestId('compliance-open-failures').waitFor();
      await screenshotTabs(page, pt, 'audit-compliance-pt-1280');

      // English, from the header's switch: the same page and report in English.
      await page.locator('[data-language="en"]').click();
      await expectPage(page, en);
      await screenshotTabs(page, en, 'audit-compliance-en-1280');
      await page.getByTestId('audit-tabs').getByRole('tab', { name: 'Reports' }).click();
      await page.getByTestId('report-item').filter({ hasText: 'Nova Auditoria' }).click();
      const englishCheck = detail.getByTestId('check-item').filter({ hasText: 'Images must have alternative text' });
      await englishCheck.waitFor();
      expect(await englishCheck.getByTestId('check-status').innerText()).toBe('Failed');
      await detail.getByText('Checks by framework').waitFor();
      await keepScreenshot(page, 'audit-compliance-report-en-1280');
      await page.keyboard.press('Escape');

      // A phone's width, in both languages.
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshotTabs(page, en, 'audit-compliance-en-390');
      await page.getByTestId('audit-tabs').getByRole('tab', { name: 'Reports' }).click();
      await page.getByTestId('report-item').filter({ hasText: 'Nova Auditoria' }).click();
      await englishCheck.waitFor();
      await keepScreenshot(page, 'audit-compliance-report-en-390');
      await page.keyboard.press('Escape');
      await page.locator('[data-language="pt"]').click();
      await expectPage(page, pt);
      await screenshotTabs(page, pt, 'audit-compliance-pt-390');
      await context.close();
    },
    AUDIT_MS + 3 * 60_000,
  );

  it('a Pro workspace gets the upgrade card (and 402 from the API); an anonymous visitor is asked to log in', async () => {
    const pro = await accountWithPlan('audit-pro', 'pro');
    const { context, page } = await signedIn(suite.browser, pro, 'pt', 1280);
    await page.goto(`${baseUrl}/audit-compliance`);
    await page.locator('[data-testid="upgrade-required"][data-feature="complianceAudit"]').waitFor();
    expect(await page.getByTestId('new-audit').count()).toBe(0);
    const refused = await context.request.post(`${baseUrl}/api/audit/reports`, { data: { title: 'Nova Auditoria', type: 'comprehensive' } });
    expect(refused.status()).toBe(402);
    await keepScreenshot(page, 'audit-compliance-pro-pt-1280');
    await context.close();

    const anonymous = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const visitor = await anonymous.newPage();
    await visitor.goto(`${baseUrl}/audit-compliance`);
    await visitor.getByText('Faça login para acessar o sistema de auditoria e compliance.').waitFor();
    await anonymous.close();
  });
});
