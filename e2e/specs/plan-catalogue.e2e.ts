import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, type TestDatabase } from '@otimiza/sdk/testing';
import { spawnServer, type ServerProcess } from '@otimiza/host-testing';
import type { PlanCatalogue } from '@otimiza/sdk/shared';
import { createVerifiedAccount, logIn, newAccount } from '../support/accounts.js';
import { keepScreenshot, launchBrowser } from '../support/browser.js';

/** Plan lines and comparison rows of the AI tools and reports plugins, in Portuguese. */
const uninstalledLabels = [
  'Análise de concorrentes',
  'Planejamento estratégico com IA',
  'Geração de conteúdo com IA',
  'Relatórios PDF básicos',
  'Relatórios recorrentes',
];

/**
 * An instance that mounts only the analysis and manual plugins (`PLUGINS=analysis,manual`): its
 * landing, its plans page and its API sell nothing of the plugins it does not mount.
 */
describe('the plan catalogue of an instance is its installed plugins', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawnServer({ DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, PLUGINS: 'analysis,manual' });
    await server.waitFor('Otimiza is serving');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('lists no AI tools or reports feature on the landing plan cards, the plans page or GET /api/plans', async () => {
    const catalogue = (await (await fetch(`${baseUrl}/api/plans`)).json()) as PlanCatalogue;
    const keys = catalogue.features.map((feature) => feature.key);
    expect(keys).toContain('htmlAutoCorrection');
    expect(keys).toContain('prioritySupport');
    for (const key of ['competitorAnalysis', 'strategicPlanning', 'aiContentGeneration', 'basicReports', 'recurringReports', 'customBranding']) {
      expect(keys).not.toContain(key);
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem('otimiza-language', 'pt'));
    const page = await context.newPage();
    await page.goto(baseUrl);
    const enterpriseCard = page.getByRole('article', { name: 'Enterprise' });
    await enterpriseCard.getByText('Publicação do HTML otimizado por FTP').waitFor();
    await page.getByRole('article', { name: 'Pro' }).getByText('Correção automática de HTML').waitFor();
    const landing = (await page.locator('#planos').textContent()) ?? '';
    for (const label of uninstalledLabels) expect(landing).not.toContain(label);
    await page.locator('#planos').scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'plan-catalogue-landing-analysis-manual');

    const account = await createVerifiedAccount(baseUrl, newAccount('catalogue'));
    await logIn(context, baseUrl, account);
    await page.goto(`${baseUrl}/pricing`);
    const comparison = page.getByTestId('plan-comparison');
    await comparison.getByText('Correção automática de HTML').waitFor();
    await comparison.getByText('24/7').waitFor();
    const pricing = (await page.locator('main').textContent()) ?? '';
    for (const label of uninstalledLabels) expect(pricing).not.toContain(label);
    expect(await page.getByRole('menuitem', { name: 'Ferramentas de IA' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Relatórios Compartilhados' }).count()).toBe(0);
    await keepScreenshot(page, 'plan-catalogue-pricing-analysis-manual');
    await context.close();
  });
});
