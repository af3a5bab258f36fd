import { aiToolsManifest } from '@otimiza/plugin-ai-tools-shared/manifest';
import type { ToolUsageResponse } from '@otimiza/plugin-ai-tools-shared';
import { assemblePlanCatalogue, coreFeatures, type EntitlementsResponse, type PlanId, type SystemStatusResponse } from '@otimiza/sdk/shared';
import { entitlementsQueryOptions, planCatalogueQueryOptions, siteInfoQueryOptions } from '@otimiza/sdk/web';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recentAnalysesQueryOptions, systemStatusQueryOptions, toolUsageQueryOptions } from '../api/queries';
import type { RecentAnalysis } from '../lib/toolTarget';
import AiToolsPage from './AiToolsPage';

afterEach(cleanup);

/** The instance's catalogue: the core's features, this plugin's, and the analysis plugin's HTML fix (the panel's first card). */
const catalogue = assemblePlanCatalogue([
  ...coreFeatures,
  { key: 'htmlAutoCorrection', label: { pt: 'Correção automática de HTML', en: 'Automatic HTML fixes' }, plans: ['pro', 'enterprise'] },
  ...(aiToolsManifest.features ?? []),
]);

const entitlementsOf = (plan: PlanId): EntitlementsResponse => ({
  plan,
  basePlan: plan,
  mode: 'user',
  features: [...(catalogue.plans.find((offer) => offer.id === plan)?.features ?? [])],
  analyses: { limit: 100, period: 'month', used: 23, inFlight: 0, remaining: 77, month: '2026-11' },
  temporaryEnterprise: null,
  trialAvailable: false,
});

const aiOn: SystemStatusResponse = {
  services: { openai: true, pagespeed: true, stripe: true, sendgrid: true },
  ai: { configured: true, available: true, model: 'gpt-5' },
  paymentsMode: 'stripe',
};

/** The /ai-tools page as the workspace opens it, in Portuguese, on `plan`, every read answered from the cache. */
async function renderPage({
  plan,
  recent,
  usage,
  status = aiOn,
}: {
  plan: PlanId;
  recent: RecentAnalysis[];
  usage: ToolUsageResponse;
  status?: SystemStatusResponse;
}) {
  renderScreen(<AiToolsPage />, {
    path: '/ai-tools',
    answers: [
      [entitlementsQueryOptions().queryKey, entitlementsOf(plan)],
      [planCatalogueQueryOptions().queryKey, catalogue],
      [recentAnalysesQueryOptions().queryKey, { analyses: recent }],
      [toolUsageQueryOptions().queryKey, usage],
      [systemStatusQueryOptions().queryKey, status],
      // The document title reads the host's brand: the product's own here.
      [siteInfoQueryOptions().queryKey, { support: { email: 'suporte@otimiza.com.br', url: null }, brand: null, environment: 'test' }],
    ],
  });
  return screen.findByTestId('ai-tools-page');
}

const recent: RecentAnalysis[] = [
  // The newest is still running: the tools start on the latest completed one.
  {
    id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
    url: 'https://clinicasorrisoleve.com.br/',
    status: 'running',
    createdAt: '2026-11-30T13:10:00.000Z',
    scores: null,
  },
  {
    id: '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d',
    url: 'https://padariasaojose.com.br/',
    status: 'completed',
    createdAt: '2026-11-30T12:00:00.000Z',
    scores: { performance: 58, accessibility: 79, seo: 92, bestPractices: 100 },
  },
];

const usage: ToolUsageResponse = {
  tools: [
    { tool: 'strategic-planning', runs: 9, runsThisMonth: 3, aiRuns: 6, lastRunAt: '2026-11-28T17:30:00.000Z' },
    { tool: 'competitor-analysis', runs: 5, runsThisMonth: 5, aiRuns: 3, lastRunAt: '2026-11-30T11:45:00.000Z' },
    { tool: 'brazil-optimization', runs: 0, runsThisMonth: 0, aiRuns: 0, lastRunAt: null },
  ],
  totals: { runs: 14, runsThisMonth: 8, aiRuns: 9, templateRuns: 5, tokensThisMonth: 48_250 },
  month: '2026-11',
};

const noUsage: ToolUsageResponse = {
  tools: [],
  totals: { runs: 0, runsThisMonth: 0, aiRuns: 0, templateRuns: 0, tokensThisMonth: 0 },
  month: '2026-11',
};

describe('AI tools: the page', () => {
  it('on Pro: the latest completed analysis in the URL field, the tools the plan includes, and those that need Enterprise', async () => {
    const page = await renderPage({ plan: 'pro', recent, usage });
    expect(document.title).toBe('Ferramentas de IA · Otimiza');
    expect(within(page).getByTestId('ai-status').textContent).toBe('AI GPT-5 ativa e funcionando');
    const field = within(page).getByLabelText('URL do site') as HTMLInputElement;
    expect(field.value).toBe('https://padariasaojose.com.br/');
    expect(field.dataset['analysisId']).toBe('4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d');

    const cards = within(page).getByTestId('ai-tool-cards');
    const brazil = cards.querySelector('[data-tool="brazil-optimization"]') as HTMLElement;
    expect(within(brazil).getByTestId('tool-status').textContent).toBe('Requer o plano Enterprise');
    expect((within(brazil).getByTestId('open-brazil-optimization') as HTMLButtonElement).disabled).toBe(true);
    const planning = cards.querySelector('[data-tool="strategic-planning"]') as HTMLElement;
    expect(within(planning).getByTestId('tool-status').textContent).toBe('Disponível');
    expect((within(planning).getByTestId('open-strategic-planning') as HTMLButtonElement).disabled).toBe(false);

    const premium = within(page).getByTestId('premium-tools');
    expect(within(premium).getByTestId('premium-status-line').textContent).toBe(
      'Seu plano inclui 4 de 6 ferramentas; as outras mostram o plano que as libera.',
    );
    const content = premium.querySelector('[data-premium-tool="content"]') as HTMLElement;
    expect(within(content).getByTestId('tool-badge').textContent).toBe('Requer o plano Enterprise');
    expect(within(content).getByTestId('premium-open-content').textContent).toBe('Ver detalhes');
    const htmlFix = premium.querySelector('[data-premium-tool="html-fix"]') as HTMLElement;
    expect(within(htmlFix).getByTestId('tool-badge').textContent).toBe('Incluído no seu plano');
    // The HTML fix opens the analyser on the page in the field.
    expect(within(htmlFix).getByTestId('premium-open-html-fix').getAttribute('href')).toBe('/new-analysis?autoFix=https%3A%2F%2Fpadariasaojose.com.br%2F');
  });

  it("counts the workspace's runs in Portuguese, most used this month first", async () => {
    const page = await renderPage({ plan: 'pro', recent, usage });
    const statistics = within(page).getByTestId('usage-statistics');
    expect(within(statistics).getByTestId('usage-period').textContent).toBe('novembro de 2026');
    expect(within(statistics).getByTestId('usage-tokens').textContent).toContain('48.250');
    expect(within(statistics).getByTestId('usage-sources').textContent).toContain('9 pela IA · 5 por modelos');
    const rows = within(within(statistics).getByTestId('usage-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('[data-usage-tool]')?.textContent)).toEqual(['Análise de concorrentes', 'Planejamento estratégico']);
    expect(rows[0]!.textContent).toContain('30/11/2026 08:45 BRT');
  });

  it('opens a locked tool on its upgrade card, naming the plan that has it', async () => {
    const page = await renderPage({ plan: 'pro', recent, usage });
    await userEvent.click(within(page).getByTestId('premium-open-content'));
    const dialog = await screen.findByTestId('tool-dialog-content');
    expect(dialog.dataset['access']).toBe('locked');
    const upgrade = within(dialog).getByTestId('upgrade-required');
    expect(upgrade.textContent).toContain('Geração de conteúdo com IA faz parte do plano Enterprise');
  });

  it('before any analysis or run, and with the AI off: an empty field, the way to a first analysis, and the usage empty state', async () => {
    const page = await renderPage({
      plan: 'enterprise',
      recent: [],
      usage: noUsage,
      status: { ...aiOn, services: { ...aiOn.services, openai: false }, ai: { configured: false, available: false, model: null } },
    });
    expect(within(page).getByTestId('ai-status').textContent).toBe('AI temporariamente indisponível - Usando templates baseados em dados reais');
    expect((within(page).getByLabelText('URL do site') as HTMLInputElement).value).toBe('');
    expect(within(page).getByTestId('tool-target').textContent).toContain('Nenhuma análise concluída ainda.');
    expect(within(page).getByTestId('usage-empty').textContent).toContain('Nenhuma ferramenta foi usada neste espaço de trabalho ainda.');
    expect(within(page).queryByTestId('usage-table')).toBeNull();
    expect(within(page).getByTestId('premium-status-line').textContent).toBe('Seu plano inclui as 6 ferramentas.');
    // Without a page in the field the HTML fix opens the analyser itself.
    expect(within(page).getByTestId('premium-open-html-fix').textContent).toBe('Abrir analisador');
  });
});
