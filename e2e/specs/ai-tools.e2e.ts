import type { CompetitorAnalysis, ToolUsageResponse } from '@otimiza/plugin-ai-tools-shared';
import type { AnalysisView } from '@otimiza/plugin-analysis-shared';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, newAccount, setPlanAsAdmin, type TestAccount } from '../support/accounts.js';
import { chooseOption, keepScreenshot, settled, toast } from '../support/browser.js';
import { serveFiles } from '../support/loopback-site.js';
import { browserAndSiteForSuite, openPageInLanguage } from '../support/pages.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

const picture = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${colour}"/></svg>`;

/**
 * A Brazilian small business's page (pt-BR, prices in R$, a WhatsApp link, the company in the
 * title, WordPress and jQuery) with a few defects for the plan to rank (an image without alt
 * text, a vague low-contrast link), and two competitors, served on loopback (the app runs with
 * ALLOW_PRIVATE_TARGETS).
 */
const doceria = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="WordPress 6.5.3">
<title>Doceria Flor de Açúcar | Bolos e doces artesanais em Curitiba</title>
<meta name="description" content="Bolos, tortas e doces finos feitos à mão pela Doceria Flor de Açúcar, no bairro Batel, em Curitiba. Encomendas para festas e entrega na cidade.">
<script src="/js/jquery-3.7.1.min.js"></script>
</head><body><header><img src="/img/logo.svg" alt="Doceria Flor de Açúcar"></header><main><h1>Doceria Flor de Açúcar</h1>
<p>Bolos e doces artesanais feitos todos os dias no Batel, em Curitiba, com ingredientes frescos e receitas de família.</p>
<h2>Nossos bolos</h2><p>Bolo de cenoura com chocolate a R$ 62,00, torta de morango a R$ 89,90 e caixa com 12 brigadeiros a R$ 38,50.</p>
<h2>Encomendas para festas</h2><p>Aniversários, casamentos e eventos de empresas, com entrega em toda Curitiba.</p>
<p>Pagamento por Pix ou cartão.</p>
<img src="/img/bolo.svg" width="320" height="180">
<p style="color:#d9d9d9">Veja o cardápio completo: <a href="/cardapio">clique aqui</a></p>
<p><a href="https://wa.me/5541991234567">Encomende pelo WhatsApp</a> · Telefone (41) 3333-4567</p>
</main><footer>Doceria Flor de Açúcar · Rua Comendador Araújo, 500 · Curitiba - PR</footer></body></html>`;

const docesLar = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confeitaria Doce Lar | Bolos em Curitiba</title>
<meta name="description" content="Confeitaria Doce Lar: bolos, tortas e salgados para festas no bairro Água Verde, em Curitiba, com entrega e encomendas para eventos.">
<link rel="icon" href="data:,"></head><body><main><h1>Confeitaria Doce Lar</h1><p>Bolos e tortas todos os dias no Água Verde.</p>
<h2>Contato</h2><p><a href="/contato">Ver endereço e horários</a></p></main></body></html>`;

const bolosDaVila = `<html><head><title>bolos</title></head><body><h3>Bolos da Vila</h3><img src="/img/foto.svg"><a href="#">clique aqui</a><input type="text"></body></html>`;

const files: Record<string, { type: string; body: string }> = {
  '/doceria': { type: 'text/html; charset=utf-8', body: doceria },
  '/concorrente-doce-lar': { type: 'text/html; charset=utf-8', body: docesLar },
  '/concorrente-bolos-da-vila': { type: 'text/html; charset=utf-8', body: bolosDaVila },
  '/js/jquery-3.7.1.min.js': { type: 'application/javascript', body: '/*! jQuery v3.7.1 | (c) OpenJS Foundation */window.jQuery=window.$=function(){};' },
  '/img/logo.svg': { type: 'image/svg+xml', body: picture('#db2777') },
  '/img/bolo.svg': { type: 'image/svg+xml', body: picture('#f9a8d4') },
  '/img/foto.svg': { type: 'image/svg+xml', body: picture('#a3a3a3') },
};

const startSite = () => serveFiles(files);

/** Signed in, with the clipboard (the tools' 'Copiar') and downloads (their exports). */
const signedInPage = (browser: Browser, account: TestAccount, language: 'pt' | 'en', width = 1440) =>
  openPageInLanguage(browser, { account, language, width, clipboard: true, acceptDownloads: true });

/** Closes a tool's dialog with its footer button and waits until it is gone (closing clears its result). */
async function closeDialog(page: Page, tool: string, label = 'Fechar'): Promise<void> {
  const content = page.getByTestId(`tool-dialog-${tool}`);
  await page.getByRole('dialog').filter({ has: content }).getByText(label, { exact: true }).click();
  await content.waitFor({ state: 'detached' });
}

describe('AI tools: the six tools on real audits, without an AI key', () => {
  const suite = browserAndSiteForSuite(startSite);

  it('lets an enterprise user run every tool on an analysed Brazilian page and counts the runs', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('ai-tools-enterprise'));
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'enterprise');
    const { page, context, close } = await signedInPage(suite.browser, account, 'pt');
    const pageUrl = `${suite.site.url}/doceria`;

    const analysed = await context.request.post(`${baseUrl}/api/analyze`, { data: { url: pageUrl }, timeout: 120_000 });
    expect(analysed.status()).toBe(200);
    const analysis = (await analysed.json()) as AnalysisView;
    expect(analysis.status).toBe('completed');

    // The analysis results link to the released AI tools with the page's address and analysis.
    await page.goto(`${baseUrl}/new-analysis`);
    await page.getByTestId('recent-analyses').getByRole('button', { name: 'Ver' }).first().click();
    await page.getByTestId('analysis-results').waitFor();
    await page.getByRole('tab', { name: 'Recursos premium' }).click();
    const premium = page.getByTestId('premium-features');
    await premium.waitFor();
    expect(await premium.getByText('Em breve').count()).toBe(0);
    const planLink = premium.getByTestId('open-ai-tool-strategic-planning');
    const href = new URL((await planLink.getAttribute('href'))!, baseUrl);
    expect(href.pathname).toBe('/ai-tools');
    expect(Object.fromEntries(href.searchParams)).toEqual({ url: analysis.url, analysisId: analysis.id, tool: 'strategic-planning' });
    await planLink.click();
    await page.waitForURL((url) => url.pathname === '/ai-tools');

    // Strategic planning opens at once for that page: scores, ranked recommendations, roadmap, impact.
    const planDialog = page.getByTestId('tool-dialog-strategic-planning');
    const plan = planDialog.getByTestId('plan-result');
    await plan.waitFor();
    expect(await planDialog.getByLabel('URL do site').inputValue()).toBe(analysis.url);
    await planDialog.getByTestId('answer-source').getByText('Modelo com dados reais').waitFor();
    const recommendations = plan.locator('[data-recommendation]');
    expect(await recommendations.count()).toBeGreaterThan(0);
    expect(await recommendations.count()).toBeLessThanOrEqual(5);
    expect(await recommendations.first().locator('[data-priority]').first().textContent()).toMatch(/^Prioridade /);
    expect(await plan.getByTestId('current-accessibilityScore').getAttribute('data-score')).toBe(String(analysis.scores!.accessibilityScore));
    await plan.getByTestId('plan-roadmap').getByText('Mês 1').waitFor();
    await plan.getByTestId('plan-impact').waitFor();
    await keepScreenshot(page, 'ai-tools-strategic-plan-pt');
    // A blank URL disables the button; a new plan can be generated.
    const planUrl = planDialog.getByLabel('URL do site');
    await planUrl.fill('   ');
    expect(await planDialog.getByTestId('generate-plan').isDisabled()).toBe(true);
    await planUrl.fill(analysis.url);
    await planDialog.getByRole('button', { name: 'Gerar novo plano' }).click();
    await plan.waitFor();
    await closeDialog(page, 'strategic-planning');
    // Closing leaves the address without `tool`, so a reload does not reopen the dialog; the page's URL stays.
    await expect.poll(() => new URL(page.url()).searchParams.get('tool')).toBeNull();
    expect(new URL(page.url()).searchParams.get('url')).toBe(analysis.url);

    // The page: the AI status (no key on this server), the URL every tool uses, the cards and the panel.
    const tools = page.getByTestId('ai-tools-page');
    expect(await tools.getByTestId('ai-status').textContent()).toBe('AI temporariamente indisponível - Usando templates baseados em dados reais');
    expect(await page.locator('#ai-tools-url').inputValue()).toBe(analysis.url);
    for (const tool of ['strategic-planning', 'competitor-analysis', 'brazil-optimization']) {
      await tools.locator(`[data-testid="ai-tool-cards"] [data-tool="${tool}"]`).getByText('Disponível', { exact: true }).waitFor();
    }
    const panel = tools.getByTestId('premium-tools');
    expect(await panel.locator('[data-testid="tool-badge"][data-state="included"]').count()).toBe(6);
    await panel.getByTestId('premium-status-line').getByText('Seu plano inclui as 6 ferramentas.').waitFor();
    // The automatic HTML fix belongs to the analysis plugin: its card opens that dialog for the page in the field.
    const autoFixLink = new URL((await panel.getByTestId('premium-open-html-fix').getAttribute('href'))!, baseUrl);
    expect(autoFixLink.pathname).toBe('/new-analysis');
    expect(autoFixLink.searchParams.get('autoFix')).toBe(analysis.url);

    // AI content: a blog post written from the page's own text, copied and downloaded.
    await panel.getByTestId('premium-open-content').click();
    const content = page.getByTestId('tool-dialog-content');
    await settled(content);
    await chooseOption(page, content.getByTestId('content-kind'), 'Post de blog');
    const generated = page.waitForResponse((response) => response.url().endsWith('/api/generate-content'));
    await content.getByTestId('generate-content').click();
    expect((await generated).status()).toBe(200);
    await toast(page, 'Conteúdo Gerado').waitFor();
    const contentResult = content.getByTestId('content-result');
    await contentResult.waitFor();
    expect(await contentResult.getAttribute('data-content-type')).toBe('blog-post');
    expect(await content.getByTestId('content-title').textContent()).toContain('Doceria Flor de Açúcar');
    const text = (await content.getByTestId('content-text').textContent()) ?? '';
    expect(text).toContain('R$ 62,00');
    await content.getByTestId('answer-source').getByText('Modelo com dados reais').waitFor();
    await content.getByTestId('copy-content').click();
    await toast(page, 'Copiado!').waitFor();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(text.trim());
    const download = page.waitForEvent('download');
    await content.getByTestId('download-content').click();
    expect((await download).suggestedFilename()).toMatch(/^conteudo-blog-post-.*doceria\.md$/);
    for (const tab of ['Insights', 'Implementação', 'Recomendações']) await content.getByRole('tab', { name: tab }).click();
    await keepScreenshot(page, 'ai-tools-content-pt');
    await closeDialog(page, 'content');

    // Real data: the company and the technologies read from the page.
    await tools.getByTestId('open-real-data').click();
    const realData = page.getByTestId('tool-dialog-real-data');
    await toast(page, 'Análise de Dados Reais Concluída').waitFor();
    expect(await realData.getByTestId('real-data-business-name').textContent()).toContain('Doceria Flor de Açúcar');
    await realData.getByRole('tab', { name: 'Análise técnica' }).click();
    const technologies = realData.getByTestId('technologies');
    await technologies.getByText('WordPress', { exact: true }).waitFor();
    await technologies.getByText('jQuery', { exact: true }).waitFor();
    await technologies.getByText('3.7.1', { exact: true }).waitFor();
    await closeDialog(page, 'real-data');

    // Competitor analysis: both competitors audited for real, the progress followed, the comparison.
    await tools.getByTestId('open-competitor-analysis').click();
    const competitors = page.getByTestId('tool-dialog-competitor-analysis');
    await settled(competitors);
    await competitors.getByTestId('analyse-competitors').click();
    await toast(page, 'Campos Obrigatórios').waitFor();
    await competitors.getByTestId('competitor-lines').fill(`${suite.site.url}/concorrente-doce-lar\n\n   \n${suite.site.url}/concorrente-bolos-da-vila\n`);
    await competitors.getByText('2 de 5 concorrentes').waitFor();
    const compared = page.waitForResponse((response) => response.url().endsWith('/api/competitor-analysis'), { timeout: 120_000 });
    await competitors.getByTestId('analyse-competitors').click();
    const progress = competitors.getByTestId('competitor-progress');
    await progress.getByText(/^Auditando 127\.0\.0\.1 \(\d de 2\)$/).waitFor();
    await progress.locator('.ant-progress').waitFor();
    const answer = (await (await compared).json()) as CompetitorAnalysis;
    expect(answer.competitors).toHaveLength(2);
    expect(answer.failed).toEqual([]);
    const comparison = competitors.getByTestId('competitor-result');
    await comparison.waitFor();
    for (const metric of ['performanceScore', 'seoScore', 'accessibilityScore'] as const) {
      expect(await comparison.getByTestId(`target-${metric}`).textContent()).toBe(String(answer.target[metric]));
      expect(await comparison.getByTestId(`score-card-${metric}`).getAttribute('data-score')).toBe(String(answer.target[metric]));
    }
    const audited = comparison.getByTestId('competitor-sites');
    await audited.getByText(/concorrente-doce-lar$/).waitFor();
    await audited.getByText(/concorrente-bolos-da-vila$/).waitFor();
    await comparison.getByTestId('competitor-summary').getByText(answer.insights.summary).waitFor();
    await keepScreenshot(page, 'ai-tools-competitors-pt');
    await closeDialog(page, 'competitor-analysis');

    // Results monitoring: one analysis of the page, so no trend, said honestly, with the way out.
    await panel.getByTestId('premium-open-results-monitoring').click();
    const monitoring = page.getByTestId('tool-dialog-results-monitoring');
    const insufficient = monitoring.getByTestId('monitoring-insufficient');
    await insufficient.waitFor();
    expect(await insufficient.getAttribute('data-count')).toBe('1');
    await insufficient.getByText('Só 1 análise desta URL no período.').waitFor();
    expect(await insufficient.getByTestId('monitoring-new-analysis').getAttribute('href')).toBe('/new-analysis');
    expect(await monitoring.getByTestId('monitoring-trends').count()).toBe(0);
    await monitoring.getByText('7 dias', { exact: true }).click();
    await insufficient.getByText('Período: últimos 7 dias', { exact: false }).waitFor();
    await closeDialog(page, 'results-monitoring');

    // Brazil optimisation: what the page has and lacks for the Brazilian market, with the evidence.
    await tools.getByTestId('open-brazil-optimization').click();
    const brazil = page.getByTestId('tool-dialog-brazil-optimization');
    const brazilResult = brazil.getByTestId('brazil-result');
    await brazilResult.waitFor();
    const found = brazilResult.getByTestId('brazil-found');
    for (const check of ['lang-pt-br', 'brl-price-format', 'whatsapp-contact', 'pix']) await found.locator(`[data-check="${check}"]`).waitFor();
    await found.locator('[data-check="whatsapp-contact"]').getByText('https://wa.me/5541991234567').waitFor();
    const missing = brazilResult.getByTestId('brazil-missing');
    for (const check of ['cnpj', 'lgpd-privacy-policy', 'br-domain', 'local-business-schema']) await missing.locator(`[data-check="${check}"]`).waitFor();
    expect(Number(await brazilResult.getByTestId('gauge-local-seo').getAttribute('data-value'))).toBeGreaterThan(0);
    await brazilResult.getByTestId('brazil-optimizations').getByTestId('code-block').first().waitFor();
    await keepScreenshot(page, 'ai-tools-brazil-pt');
    await closeDialog(page, 'brazil-optimization');

    // The usage block counts the runs, as the server does.
    const usage = (await (await context.request.get(`${baseUrl}/api/ai-tools/usage`)).json()) as ToolUsageResponse;
    expect(Object.fromEntries(usage.tools.map((tool) => [tool.tool, tool.runs]))).toEqual({
      content: 1,
      'strategic-planning': 2,
      'real-data': 1,
      'competitor-analysis': 1,
      'results-monitoring': 2,
      'brazil-optimization': 1,
    });
    expect(usage.totals).toMatchObject({ runs: 8, aiRuns: 0, templateRuns: 8, tokensThisMonth: 0 });
    const block = tools.getByTestId('usage-statistics');
    await expect.poll(() => block.getByTestId('usage-total').locator('.ant-statistic-content-value').textContent()).toBe('8');
    for (const tool of usage.tools) expect(await block.locator(`[data-usage-month="${tool.tool}"]`).textContent()).toBe(String(tool.runsThisMonth));
    await keepScreenshot(page, 'ai-tools-page-pt');
    await close();
  }, 300_000);

  it('shows a pro user the enterprise tools locked, and the plan without an analysis', async () => {
    const account = await createVerifiedAccount(baseUrl, newAccount('ai-tools-pro'));
    await setPlanAsAdmin(baseUrl, adminEmail, account.email, 'pro');
    const { page, context, close } = await signedInPage(suite.browser, account, 'en', 390);
    await page.goto(`${baseUrl}/ai-tools`);
    const tools = page.getByTestId('ai-tools-page');
    await tools.getByTestId('usage-empty').waitFor();
    expect(await tools.getByTestId('ai-status').textContent()).toBe('AI temporarily unavailable - Using templates based on real data');

    const brazilCard = tools.locator('[data-testid="ai-tool-cards"] [data-tool="brazil-optimization"]');
    await brazilCard.getByText('Requires the Enterprise plan').waitFor();
    expect(await brazilCard.getByTestId('open-brazil-optimization').isDisabled()).toBe(true);
    await tools.locator('[data-tool="strategic-planning"]').getByText('Available', { exact: true }).waitFor();

    // The panel still opens the locked tools, on the upgrade card.
    await tools.getByTestId('premium-open-content').click();
    const content = page.getByTestId('tool-dialog-content');
    const upgrade = content.locator('[data-testid="upgrade-required"][data-feature="aiContentGeneration"]');
    await upgrade.getByText('Available from the Enterprise plan.').waitFor();
    expect(await upgrade.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(await content.getByTestId('generate-content').count()).toBe(0);
    await keepScreenshot(page, 'ai-tools-content-locked-en-390');
    await closeDialog(page, 'content', 'Close');
    await tools.getByTestId('premium-open-brazil-optimization').click();
    await page.getByTestId('tool-dialog-brazil-optimization').locator('[data-testid="upgrade-required"][data-feature="brazilOptimization"]').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('tool-dialog-brazil-optimization').waitFor({ state: 'detached' });

    // The server agrees.
    const refused = await context.request.post(`${baseUrl}/api/generate-content`, { data: { toolType: 'blog-post', url: `${suite.site.url}/doceria` } });
    expect(refused.status()).toBe(402);
    expect(((await refused.json()) as { error: { type: string } }).error.type).toBe('SUBSCRIPTION_REQUIRED');

    // No analysis yet: the field is empty, the plan's button disabled; a page never analysed gets the way to analyse it.
    expect(await page.locator('#ai-tools-url').inputValue()).toBe('');
    await tools.getByTestId('open-strategic-planning').click();
    const planDialog = page.getByTestId('tool-dialog-strategic-planning');
    await planDialog.getByText('Enter the URL of a page already analyzed to generate the plan.').waitFor();
    expect(await planDialog.getByTestId('generate-plan').isDisabled()).toBe(true);
    await planDialog.getByLabel('Website URL').fill(`${suite.site.url}/doceria`);
    await planDialog.getByTestId('generate-plan').click();
    const noAnalysis = planDialog.getByTestId('tool-no-analysis');
    await noAnalysis.waitFor();
    await noAnalysis.getByText(/Analyze the page first/).waitFor();
    expect(await noAnalysis.getByRole('link', { name: 'Run an analysis' }).getAttribute('href')).toBe('/new-analysis');
    await toast(page, 'Error generating the plan. Please try again.').waitFor();
    await keepScreenshot(page, 'ai-tools-plan-no-analysis-en-390');
    await close();
  }, 120_000);
});
