import { analysisManifest } from '@otimiza/plugin-analysis-shared/manifest';
import type { AnalysisView, AppliedFix } from '@otimiza/plugin-analysis-shared';
import { assemblePlanCatalogue, coreFeatures, type EntitlementsResponse, type PlanId } from '@otimiza/sdk/shared';
import { entitlementsQueryOptions, planCatalogueQueryOptions } from '@otimiza/sdk/web';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { analysisQueryOptions } from '../../api/analyses';
import { skippedFixesQueryOptions } from '../../api/skippedFixes';
import { AnalysisResultsModal } from './AnalysisResultsModal';

afterEach(cleanup);

const catalogue = assemblePlanCatalogue([...coreFeatures, ...(analysisManifest.features ?? [])]);

/** What the workspace's plan gives, as `GET /api/me/entitlements` says it. */
const entitlementsOf = (plan: PlanId): EntitlementsResponse => ({
  plan,
  basePlan: plan,
  mode: 'user',
  features: [...(catalogue.plans.find((offer) => offer.id === plan)?.features ?? [])],
  analyses: {
    limit: plan === 'free' ? 3 : 100,
    period: plan === 'free' ? 'total' : 'month',
    used: 2,
    inFlight: 0,
    remaining: plan === 'free' ? 1 : 98,
    month: '2026-11',
  },
  temporaryEnterprise: null,
  trialAvailable: plan === 'free',
});

/**
 * The results dialog opened on `analysis` (as the history's 'Ver Detalhes' or `?open=` does), in
 * Portuguese, for a workspace on `plan`, inside a router (its upgrade buttons are links).
 */
async function renderResults(analysis: AnalysisView, plan: PlanId) {
  renderScreen(<AnalysisResultsModal analysisId={analysis.id} onClose={() => undefined} />, {
    path: '/analysis-history',
    answers: [
      [analysisQueryOptions(analysis.id).queryKey, analysis],
      [entitlementsQueryOptions().queryKey, entitlementsOf(plan)],
      [planCatalogueQueryOptions().queryKey, catalogue],
      [skippedFixesQueryOptions().queryKey, { skippedFixes: [] }],
    ],
  });
  return screen.findByTestId('analysis-results');
}

/**
 * A fix of the padaria's images or head, its title and description in both languages (the Portuguese ones also as
 * `title` and `description`), its priority its impact, answering `audits` on six elements.
 */
function fixOf(fix: Pick<AppliedFix, 'id' | 'impact' | 'savingsMs' | 'category' | 'titles' | 'descriptions' | 'audits'>): AppliedFix {
  return {
    ...fix,
    title: fix.titles.pt,
    description: fix.descriptions.pt,
    priority: fix.impact,
    count: 6,
    before: '<img src="/img/pao-de-queijo.jpg">',
    after: '<img src="/img/pao-de-queijo.jpg" alt="Pão de queijo">',
  };
}

const altFix = fixOf({
  id: 'image-alt',
  impact: 'high',
  savingsMs: 0,
  category: 'accessibility',
  titles: { pt: 'Texto alternativo nas imagens', en: 'Alternative text on images' },
  descriptions: { pt: 'Cada imagem ganhou um alt que descreve o que mostra.', en: 'Each image got an alt describing it.' },
  audits: ['image-alt'],
});
const lazyFix = fixOf({
  id: 'offscreen-images',
  impact: 'medium',
  savingsMs: 1240,
  category: 'performance',
  titles: { pt: 'Carregamento tardio das imagens', en: 'Lazy-loaded images' },
  descriptions: { pt: 'As imagens fora da tela carregam quando aparecem.', en: 'Offscreen images load when shown.' },
  audits: ['offscreen-images'],
});
const headersFix = fixOf({
  id: 'csp-meta',
  impact: 'low',
  savingsMs: 0,
  category: 'best-practices',
  titles: { pt: 'Política de segurança de conteúdo', en: 'Content security policy' },
  descriptions: { pt: 'Uma política de conteúdo no <meta>.', en: 'A content policy in a <meta>.' },
  audits: ['csp-xss'],
});

/** Padaria São José on a phone, completed on 30/11/2026 at 09:00 in Brasília, its fixes proved by a second audit. */
const completed: AnalysisView = {
  id: '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d',
  url: 'https://padariasaojose.com.br/',
  domain: 'padariasaojose.com.br',
  path: '/',
  strategy: 'mobile',
  provider: 'lighthouse',
  status: 'completed',
  progress: { percent: 100, step: null },
  error: null,
  createdAt: '2026-11-30T12:00:00.000Z',
  created_at: '2026-11-30T12:00:00.000Z',
  completedAt: '2026-11-30T12:01:05.000Z',
  durationMs: 65_400,
  scores: { performanceScore: 58, accessibilityScore: 79, seoScore: 92, bestPracticesScore: 100 },
  performance_score: 58,
  accessibility_score: 79,
  seo_score: 92,
  best_practices_score: 100,
  issuesCount: 3,
  appliedFixes: [altFix, lazyFix, headersFix],
  auditDecisions: [
    {
      id: 'image-alt',
      category: 'accessibility',
      title: 'Imagens sem alt',
      titles: { pt: 'Imagens sem alt', en: 'Images without alt' },
      gainPoints: 10,
      status: 'fixed',
      reason: null,
      fixId: 'image-alt',
    },
    {
      id: 'offscreen-images',
      category: 'performance',
      title: 'Adie imagens fora da tela',
      titles: { pt: 'Adie imagens fora da tela', en: 'Defer offscreen images' },
      gainPoints: 6,
      status: 'fixed',
      reason: null,
      fixId: 'offscreen-images',
    },
    {
      id: 'server-response-time',
      category: 'performance',
      title: 'Tempo de resposta do servidor alto',
      titles: { pt: 'Tempo de resposta do servidor alto', en: 'Slow server response' },
      gainPoints: 3,
      status: 'cannot-fix-in-html',
      reason: 'server',
      fixId: null,
    },
  ],
  context: {
    url: 'https://padariasaojose.com.br/',
    domain: 'padariasaojose.com.br',
    companyName: 'Padaria São José',
    businessType: 'Bakery',
    sector: 'Alimentação',
    location: 'Belo Horizonte, MG',
    targetAudience: null,
    language: 'pt-BR',
  },
  pageSpeedResults: {
    strategy: 'mobile',
    auditRuns: 3,
    lighthouseVersion: '12.8.2',
    fetchTime: '2026-11-30T12:00:40.000Z',
    metrics: {
      'first-contentful-paint': { value: 2_840, display: '2.8 s', displays: { pt: '2,8 s', en: '2.8 s' }, score: 0.55 },
      'total-blocking-time': { value: 434, display: '430 ms', displays: { pt: '430 ms', en: '430 ms' }, score: 0.63 },
      'cumulative-layout-shift': { value: 0.0123, display: '0.012', displays: { pt: '0,012', en: '0.012' }, score: 1 },
    },
    opportunities: [
      {
        id: 'offscreen-images',
        title: 'Adie imagens fora da tela',
        titles: { pt: 'Adie imagens fora da tela', en: 'Defer offscreen images' },
        descriptions: null,
        savingsMs: 1_240,
        savingsBytes: 187_392,
        score: 0.4,
      },
    ],
  },
  optimizedHtml: '<!doctype html><html lang="pt-BR"><head><title>Padaria São José</title></head><body></body></html>',
  estimatedImprovements: { seo: 0, performance: 6, accessibility: 10, bestPractices: 0, basis: 'page-audit' },
  verification: {
    status: 'completed',
    before: { performance: 58, accessibility: 79, seo: 92, bestPractices: 100 },
    after: { performance: 60, accessibility: 95, seo: 92, bestPractices: 92 },
    beforeRemeasured: false,
    change: { performance: 2, accessibility: 16, seo: 0, bestPractices: -8 },
    error: null,
    completedAt: '2026-11-30T12:03:10.000Z',
  },
  previewUrl: '/api/analyses/4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d/preview',
  downloadUrl: '/api/analyses/4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d/download',
};

describe('analysis: the results dialog', () => {
  it('shows the scores, the context and the proof of the fixes: an improvement, noise called stable, a regression with the fix that may cause it', async () => {
    const results = await renderResults(completed, 'pro');
    expect(results.textContent).toContain('30/11/2026 09:00 BRT');
    expect(within(results).getByText('Mobile')).toBeTruthy();
    expect(within(results).getByTestId('score-performanceScore').textContent).toBe('58');
    expect(within(results).getByTestId('analysis-context').textContent).toContain('Belo Horizonte, MG');
    expect(within(results).getByTestId('analysis-recommendation').textContent).toContain('A auditoria apontou 3 itens reprovados nas quatro categorias.');

    const verification = within(results).getByTestId('verification');
    expect(within(verification).getByTestId('verification-summary').textContent).toBe(
      'Acessibilidade +16 verificado; regressão em boas práticas −8; desempenho e SEO estáveis',
    );
    const performance = verification.querySelector('[data-category="performance"]') as HTMLElement;
    expect(performance.dataset['verdict']).toBe('stable');
    expect(within(performance).getByTestId('within-normal-variation')).toBeTruthy();
    expect(within(verification).getByLabelText('Acessibilidade: de 79 para 95')).toBeTruthy();
    const regression = within(verification).getByTestId('verification-regression');
    expect(regression.textContent).toContain('Regressão real em Boas Práticas, além da variação normal entre duas execuções.');
    expect(
      within(regression)
        .getAllByTestId('drop-fix')
        .map((fix) => fix.dataset['fixId']),
    ).toEqual(['csp-meta']);
    expect(verification.textContent).toContain('auditada de novo com as mesmas configurações em 30/11/2026 09:03 BRT.');
    expect(results.textContent).toContain('Tempo da análise: 65,4 s');
  });

  it('names the tabs with their counts and reads the PageSpeed results in Portuguese', async () => {
    const results = await renderResults(completed, 'pro');
    expect(within(results).getByRole('tab', { name: 'Correções aplicadas (3)' })).toBeTruthy();
    expect(within(results).getByRole('tab', { name: 'Auditorias com falha (3)' })).toBeTruthy();
    const pageSpeed = within(results).getByTestId('pagespeed-results');
    expect(pageSpeed.textContent).toContain('Lighthouse 12.8.2 · Mobile · auditado em 30/11/2026 09:00 BRT');
    expect(within(pageSpeed).getByTestId('audit-runs').textContent).toBe('mediana de 3 execuções (a execução com o desempenho do meio é a mostrada)');
    expect((pageSpeed.querySelector('[data-metric="first-contentful-paint"]') as HTMLElement).textContent).toContain('2,8 s');
    expect((pageSpeed.querySelector('[data-metric="total-blocking-time"]') as HTMLElement).textContent).toContain('430 ms');
    expect((pageSpeed.querySelector('[data-metric="cumulative-layout-shift"]') as HTMLElement).textContent).toContain('0,012');
    expect(within(pageSpeed).getByText('Economia: 1,2 s')).toBeTruthy();
    expect(within(pageSpeed).getByText('183 KiB')).toBeTruthy();

    await userEvent.click(within(results).getByRole('tab', { name: 'Correções aplicadas (3)' }));
    const fixes = await within(results).findByTestId('applied-fixes');
    expect(within(fixes).getByText('Texto alternativo nas imagens')).toBeTruthy();
    expect(within(fixes).getByText('Economia: 1,2 s')).toBeTruthy();
  });

  it('on the Free plan: the fixes were found but not applied, the HTML buttons say which plan has them, and the proof is locked', async () => {
    const results = await renderResults(
      {
        ...completed,
        optimizedHtml: null,
        downloadUrl: null,
        previewUrl: null,
        verification: { status: 'skipped', before: null, after: null, beforeRemeasured: false, change: null, error: null, completedAt: null },
      },
      'free',
    );
    expect(within(results).getByRole('tab', { name: 'Correções (3): disponível no Pro' })).toBeTruthy();
    const actions = within(results).getByTestId('analysis-actions');
    const downloadHtml = within(actions).getByRole('button', { name: /Baixar HTML/ }) as HTMLButtonElement;
    expect(downloadHtml.disabled).toBe(true);
    expect(within(actions).getAllByText('Disponível a partir do plano Pro')).toHaveLength(2);
    expect((within(actions).getByTestId('analysis-download-pdf') as HTMLButtonElement).disabled).toBe(false);
    const locked = within(results).getByTestId('verification-locked');
    expect(locked.textContent).toContain('Com o feedback visual (a partir do plano Pro)');
    expect(within(locked).getByTestId('estimated-gains').textContent).toContain('Acessibilidade +10');
    expect(
      within(locked)
        .getByRole('link', { name: /Ver planos/ })
        .getAttribute('href'),
    ).toBe('/pricing');
  });

  it('a failed analysis shows why and no scores, tabs or figures', async () => {
    const results = await renderResults(
      {
        ...completed,
        status: 'failed',
        error: { type: 'PAGESPEED_ERROR', code: 'page-unreachable', message: 'Unable to analyze this URL.' },
        completedAt: null,
        durationMs: null,
        scores: null,
        performance_score: null,
        accessibility_score: null,
        seo_score: null,
        best_practices_score: null,
        issuesCount: null,
        appliedFixes: [],
        auditDecisions: [],
        pageSpeedResults: null,
        optimizedHtml: null,
        estimatedImprovements: null,
        verification: { status: 'skipped', before: null, after: null, beforeRemeasured: false, change: null, error: null, completedAt: null },
        downloadUrl: null,
        previewUrl: null,
      },
      'pro',
    );
    const alert = within(results).getByTestId('analysis-error');
    expect(alert.textContent).toContain('Erro na Análise');
    expect(alert.textContent).toContain('Não foi possível analisar esta URL. Verifique se o endereço está acessível.');
    expect(within(results).queryByTestId('score-performanceScore')).toBeNull();
    expect(within(results).queryByRole('tab')).toBeNull();
    expect(within(results).queryByTestId('analysis-actions')).toBeNull();
  });
});
