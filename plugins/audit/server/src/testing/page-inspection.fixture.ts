import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { InspectedAxeRule, PageInspection } from '@otimiza/plugin-analysis-contract';

/** A page that has nothing at all: no requests, cookies, forms, banners, policy or axe results. */
export function inspectionOf(overrides: Partial<PageInspection> = {}): PageInspection {
  return {
    requestedUrl: 'https://loja.example.com.br/',
    finalUrl: 'https://loja.example.com.br/',
    status: 200,
    headers: {},
    requests: [],
    cookies: [],
    language: 'pt-BR',
    title: 'Loja',
    text: '',
    links: [],
    forms: [],
    libraries: [],
    consentBanners: [],
    privacyPolicy: null,
    axe: { version: '4.14.1', violations: [], passes: [], incomplete: [], inapplicable: [] },
    inspectedAt: '2026-11-26T12:00:00.000Z',
    ...overrides,
  };
}

/** An axe result for `id` with one node per selector. */
export function axeRule(id: string, impact: InspectedAxeRule['impact'], selectors: string[] = [], screenshot: string | null = null): InspectedAxeRule {
  return {
    id,
    impact,
    tags: [],
    help: id,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${id}`,
    nodes: selectors.map((selector) => ({ selector, html: `<${selector}>`, failureSummary: 'Fix this', failureSummaryPt: 'Corrija isto', screenshot })),
  };
}

/** A completed analysis with the given Lighthouse metrics and failing audits. */
export function analysisOf(metrics: Record<string, number | null>, failingAudits: string[] = []): AnalysisRecord {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    url: 'https://loja.example.com.br/',
    domain: 'loja.example.com.br',
    strategy: 'mobile',
    createdAt: '2026-11-26T10:00:00.000Z',
    completedAt: '2026-11-26T10:01:00.000Z',
    scores: { performance: 80, accessibility: 80, seo: 80, bestPractices: 80 },
    metrics: Object.fromEntries(Object.entries(metrics).map(([id, value]) => [id, { value, display: null, score: null }])),
    opportunities: [],
    failingAudits: failingAudits.map((id) => ({
      id,
      title: `${id} failed`,
      titles: { pt: `${id} falhou`, en: `${id} failed` },
      category: 'seo',
      weight: 1,
      score: 0,
      gainPoints: 1,
    })),
    issuesCount: failingAudits.length,
    appliedFixes: [],
    verification: { status: 'none', before: null, after: null, summary: null, regressions: [] },
    context: null,
  };
}
