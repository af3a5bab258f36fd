import { analysisSteps, analysisUrlMessages, type AnalysisView } from '@otimiza/plugin-analysis-shared';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, newAccount, type TestAccount } from '../support/accounts.js';
import { keepScreenshot } from '../support/browser.js';
import { HTML, serveFiles } from '../support/loopback-site.js';
import { browserAndSiteForSuite, openPageInLanguage } from '../support/pages.js';

const baseUrl = inject('baseUrl');

/** Two small pages of a bakery, served on loopback for real audits (the app runs with ALLOW_PRIVATE_TARGETS). */
const pages: Record<string, string> = {
  '/padaria': `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Padaria Pão Quente | Pães artesanais em Campinas</title>
<meta name="description" content="Pães artesanais, bolos e cafés feitos todos os dias na Padaria Pão Quente, no centro de Campinas.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Padaria Pão Quente","address":{"@type":"PostalAddress","addressLocality":"Campinas","addressRegion":"SP"}}</script>
</head><body><main><h1>Padaria Pão Quente</h1><p>Pães fresquinhos todas as manhãs.</p><a href="/contato">Fale conosco</a></main></body></html>`,
  '/contato': `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Contato</title></head>
<body><h1>Contato</h1><p>Telefone (19) 3232-1234.</p></body></html>`,
};

const startSite = () => serveFiles(Object.fromEntries(Object.entries(pages).map(([path, body]) => [path, { type: HTML, body }])));

const signedInPage = (browser: Browser, account: TestAccount, language: 'pt' | 'en', width = 1440) => openPageInLanguage(browser, { account, language, width });

/** The step texts shown while the analysis runs, read until the results dialog opens. */
async function stepTextsUntilResults(page: Page): Promise<string[]> {
  const seen = new Set<string>();
  const results = page.getByTestId('analysis-results');
  const step = page.getByTestId('analysis-step');
  const deadline = Date.now() + 90_000;
  while (!(await results.isVisible())) {
    if (Date.now() > deadline) throw new Error(`no results after 90 s; steps seen: ${[...seen].join(' | ')}`);
    const text = await step.textContent({ timeout: 50 }).catch(() => null);
    if (text) seen.add(text);
    await page.waitForTimeout(50);
  }
  return [...seen];
}

/** Closes the results dialog with its footer button (the dialog's × and a toast's × share its name). */
async function closeResults(page: Page): Promise<void> {
  await page.getByRole('dialog').getByText('Fechar', { exact: true }).click();
  await page.getByTestId('analysis-results').waitFor({ state: 'detached' });
}

/** The four scores the results dialog shows, by score key. */
async function shownScores(page: Page): Promise<Record<string, number>> {
  const scores: Record<string, number> = {};
  for (const key of ['performanceScore', 'accessibilityScore', 'seoScore', 'bestPracticesScore']) {
    const text = (await page.getByTestId(`score-${key}`).textContent())?.trim() ?? '';
    expect(text).toMatch(/^\d{1,3}$/);
    scores[key] = Number(text);
  }
  return scores;
}

describe('analysis: quick analysis with real progress, results dialog, history', () => {
  const suite = browserAndSiteForSuite(startSite);

  it('analyses a page, shows the real steps and the stored scores, then finds it in the history', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('analyst'));
    const { page, close } = await signedInPage(suite.browser, account, 'pt');
    const pageUrl = `${suite.site.url}/padaria`;

    await page.goto(`${baseUrl}/analysis-history`);
    await page.getByRole('menuitem', { name: 'Nova Análise' }).click();
    await page.waitForURL(`${baseUrl}/new-analysis`);
    await page.getByTestId('plan-usage').getByText('3 de 3 análises gratuitas restantes').waitFor();
    const submit = page.getByRole('button', { name: 'Analisar site' });
    expect(await submit.isDisabled()).toBe(true);
    await keepScreenshot(page, 'analysis-new-pt');

    await page.getByLabel('URL do site').fill(pageUrl);
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByTestId('analysis-progress').waitFor();
    // Lighthouse's own phases move the bar (loading the page, gathering, auditing); gathering lasts the longest.
    await page.getByText(analysisSteps.gathering.text.pt).waitFor({ timeout: 60_000 });
    await keepScreenshot(page, 'analysis-progress-pt');
    const steps = await stepTextsUntilResults(page);
    const stepTexts: string[] = Object.values(analysisSteps).map((step) => step.text.pt);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.filter((text) => text !== 'Enviando a solicitação...').every((text) => stepTexts.includes(text))).toBe(true);

    // The dialog shows what the server stored.
    const results = page.getByTestId('analysis-results');
    await results.getByText(pageUrl).waitFor();
    const id = await results.getAttribute('data-analysis-id');
    expect(id).toBeTruthy();
    const stored = (await (await page.request.get(`${baseUrl}/api/analyses/${id}`)).json()) as AnalysisView;
    expect(stored.status).toBe('completed');
    expect(await shownScores(page)).toEqual(stored.scores);
    await page.getByRole('dialog').getByText('Padaria Pão Quente', { exact: true }).waitFor();
    await page.getByRole('dialog').getByText('Campinas, SP', { exact: true }).waitFor();
    // The optimised HTML is for pro and up; the PDF report for every plan.
    for (const name of ['Baixar HTML', 'Copiar HTML']) {
      expect(await page.getByRole('button', { name }).isDisabled()).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Baixar PDF' }).isDisabled()).toBe(false);
    // The success path cleared the field and refreshed the plan usage.
    expect(await page.getByLabel('URL do site').inputValue()).toBe('');
    await page.getByTestId('plan-usage').getByText('2 de 3 análises gratuitas restantes').waitFor();
    await keepScreenshot(page, 'analysis-results-pt');
    await page.getByRole('tab', { name: 'HTML implementado' }).click();
    // A free plan gets no optimised HTML: the tab says which plan includes it.
    await page.getByTestId('optimized-html-locked').waitFor();
    // Found, not applied for a free reader: the tab says the fixed page is a Pro feature.
    await page.getByRole('tab', { name: /^Correções \(\d+\): disponível no Pro/ }).click();
    await page.getByTestId('applied-fixes').waitFor();
    // Every failing audit with what became of it: fixed, awaiting the user, or not fixable in the HTML.
    await page.getByRole('tab', { name: /^Auditorias com falha/ }).click();
    const decisions = page.getByTestId('audit-decisions');
    await decisions.waitFor();
    expect(await decisions.locator('[data-audit]').count()).toBe(stored.auditDecisions.length);
    await keepScreenshot(page, 'analysis-audit-decisions-pt');
    await page.getByRole('tab', { name: 'Recursos premium' }).click();
    await page.getByTestId('premium-features').waitFor();
    await closeResults(page);

    // A second page, analysed through the API, so the search has something to leave out.
    const second = await page.request.post(`${baseUrl}/api/analyze`, { data: { url: `${suite.site.url}/contato` }, timeout: 120_000 });
    expect(second.status()).toBe(200);

    await page.getByRole('menuitem', { name: 'Histórico de Análises' }).click();
    await page.waitForURL(`${baseUrl}/analysis-history`);
    const cards = page.getByTestId('analysis-card');
    await expect.poll(() => cards.count()).toBe(2);
    const card = cards.filter({ hasText: '/padaria' });
    for (const [label, key] of [
      ['Perf', 'performanceScore'],
      ['SEO', 'seoScore'],
      ['Acess', 'accessibilityScore'],
      ['Boas', 'bestPracticesScore'],
    ] as const) {
      await card.getByText(`${label} ${stored.scores![key]}`, { exact: true }).waitFor();
    }
    await expect(card.locator('time').textContent()).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} BRT$/);
    await keepScreenshot(page, 'analysis-history-pt');

    await page.getByLabel('Buscar por URL').fill('padaria');
    await expect.poll(() => cards.count()).toBe(1);
    await cards.first().getByText('/padaria').first().waitFor();
    await cards.first().getByRole('button', { name: 'Ver Detalhes' }).click();
    await results.waitFor();
    expect(await results.getAttribute('data-analysis-id')).toBe(id);
    expect(await shownScores(page)).toEqual(stored.scores);
    await closeResults(page);

    await page.getByLabel('Buscar por URL').fill('nao-existe');
    await page.getByText('Nenhuma análise encontrada').waitFor();
    await keepScreenshot(page, 'analysis-history-filtered-pt');
    await close();
  });

  it('refuses an invalid address before sending anything, and shows an empty history (en, 390 px)', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('analyst-en'));
    const { page, close } = await signedInPage(suite.browser, account, 'en', 390);
    const analyzeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analyze')) analyzeCalls.push(request.method());
    });

    await page.goto(`${baseUrl}/analysis-history`);
    await page.getByText('No analyses yet').waitFor();
    await page.getByRole('link', { name: 'Run an analysis' }).waitFor();
    await keepScreenshot(page, 'analysis-history-empty-en-390');

    await page.goto(`${baseUrl}/new-analysis`);
    const field = page.getByLabel('Website URL');
    await field.fill('exemplo com espaço');
    await page.getByRole('button', { name: 'Analyze website' }).click();
    // The field's own check shows its own text; 'Invalid URL format…' (analysisUrlMessages.invalid) is the server's 400.
    await page.getByText('Please enter a valid URL', { exact: true }).waitFor();
    await field.fill('');
    await field.blur();
    await page.getByText(analysisUrlMessages.empty.en).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Analyze website' }).isDisabled()).toBe(true);
    expect(analyzeCalls).toEqual([]);
    await keepScreenshot(page, 'analysis-invalid-url-en-390');

    // A failed analysis (the page answers 404) ends in its error alert, with a retry.
    await field.fill(`${suite.site.url}/nao-existe`);
    await page.getByRole('button', { name: 'Analyze website' }).click();
    const alert = page.getByTestId('analysis-error');
    await alert.waitFor({ timeout: 60_000 });
    await alert.getByText('Unable to analyze this URL. Please verify the URL is accessible').waitFor();
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    expect(analyzeCalls).toEqual(['POST']);
    await close();
  });
});
