import { describe, expect, it } from 'vitest';
import { languages } from '@otimiza/sdk/shared';
import { brazilAdviceCatalogue } from './brazil-advice-catalogue.js';
import { brazilCheckIds, type BrazilCheckId, type BrazilCheckResult } from './brazil-check.js';
import { brazilCheckWeights } from './brazil-check-weights.js';
import { buildBrazilOptimization } from './build-brazil-optimization.js';

const url = 'https://www.paoquente.com.br/';
const checksPassing = (passing: readonly BrazilCheckId[]): BrazilCheckResult[] =>
  brazilCheckIds.map((id) => ({ id, found: passing.includes(id), evidence: passing.includes(id) ? 'evidência' : null }));
const build = (passing: readonly BrazilCheckId[], language: 'pt' | 'en' = 'pt') =>
  buildBrazilOptimization({ url, companyName: 'Padaria Pão Quente', location: 'São Paulo, SP', checks: checksPassing(passing), language });

describe('buildBrazilOptimization', () => {
  it('weights add up to 100', () => {
    expect(Object.values(brazilCheckWeights).reduce((sum, { weight }) => sum + weight, 0)).toBe(100);
  });

  it('scores 0 when nothing passes, 100 when everything does, and goes up with each passing check', () => {
    expect(build([]).localSeoScore).toBe(0);
    expect(build(brazilCheckIds).localSeoScore).toBe(100);
    let previous = -1;
    for (let count = 0; count <= brazilCheckIds.length; count += 1) {
      const score = build(brazilCheckIds.slice(0, count)).localSeoScore;
      expect(score).toBeGreaterThan(previous);
      previous = score;
    }
    expect(build(['local-business-schema']).localSeoScore).toBe(brazilCheckWeights['local-business-schema'].weight);
  });

  it('measures compliance as the share of LGPD policy, cookie consent and CNPJ that pass', () => {
    expect(build([]).brazilCompliance).toBe(0);
    expect(build(['lgpd-privacy-policy']).brazilCompliance).toBe(33);
    expect(build(['lgpd-privacy-policy', 'cnpj', 'map']).brazilCompliance).toBe(67);
    expect(build(['lgpd-privacy-policy', 'cnpj', 'cookie-consent']).brazilCompliance).toBe(100);
  });

  it('proposes one optimisation per failing check, most urgent first', () => {
    const result = build(['lang-pt-br', 'pix', 'map']);
    expect(result.totalOptimizations).toBe(10);
    expect(result.optimizations.map((optimization) => optimization.checkId).sort()).toEqual(
      brazilCheckIds.filter((id) => !['lang-pt-br', 'pix', 'map'].includes(id)).sort(),
    );
    expect(result.optimizations[0]!.checkId).toBe('lgpd-privacy-policy');
    expect(result.optimizations[0]!.priority).toBe('critical');
    expect(result.optimizations.at(-1)!.priority).toBe('low');
    expect(build(brazilCheckIds).optimizations).toEqual([]);
  });

  it('gives each optimisation its category and priority from the weight table', () => {
    for (const optimization of build([]).optimizations) {
      expect(optimization.category).toBe(brazilCheckWeights[optimization.checkId].category);
      expect(optimization.priority).toBe(brazilCheckWeights[optimization.checkId].priority);
    }
  });

  it('describes the current state from the evidence when the page shows something else', () => {
    const checks = checksPassing([]).map((check) => (check.id === 'cnpj' ? { ...check, evidence: 'CNPJ 11.222.333/0001-80' } : check));
    const result = buildBrazilOptimization({ url, companyName: 'Padaria', location: null, checks, language: 'pt' });
    expect(result.optimizations.find((optimization) => optimization.checkId === 'cnpj')!.currentState).toContain('11.222.333/0001-80');
  });

  it('writes the LocalBusiness JSON-LD with the company name and location', () => {
    const steps = build([]).optimizations.find((optimization) => optimization.checkId === 'local-business-schema')!.implementation;
    const snippet = steps.find((step) => step.startsWith('<script'))!;
    const data = JSON.parse(snippet.replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Padaria Pão Quente',
      url: 'https://www.paoquente.com.br/',
      address: { addressLocality: 'São Paulo', addressRegion: 'SP', addressCountry: 'BR' },
    });
  });

  it('escapes the company name inside HTML snippets', () => {
    const result = buildBrazilOptimization({ url, companyName: 'A&B <Pães>', location: null, checks: checksPassing([]), language: 'pt' });
    const cnpjSteps = result.optimizations.find((optimization) => optimization.checkId === 'cnpj')!.implementation;
    expect(cnpjSteps).toContain('<p>A&amp;B &lt;Pães&gt; — CNPJ 00.000.000/0000-00</p>');
    const jsonLd = result.optimizations.find((optimization) => optimization.checkId === 'local-business-schema')!.implementation.join('\n');
    expect(jsonLd).not.toContain('<Pães>');
  });

  it('groups the roadmap by priority, most urgent first, leaving out empty priorities', () => {
    const roadmap = build(['boleto', 'br-domain', 'hreflang-pt-br']).implementationRoadmap;
    expect(roadmap.map((phase) => phase.priority)).toEqual(['critical', 'high', 'medium']);
    expect(roadmap[0]!.steps).toEqual(['Publicar a política de privacidade (LGPD)']);
    expect(roadmap.flatMap((phase) => phase.steps)).toHaveLength(10);
  });

  it('derives the market opportunities from what fails and what passes', () => {
    const failing = build([]).marketOpportunities;
    expect(failing.paymentMethods).toContain('Pix');
    expect(failing.localSearch).toContain('Padaria Pão Quente');
    expect(failing.localSearch).toContain('São Paulo, SP');
    const passing = build(brazilCheckIds, 'en').marketOpportunities;
    expect(passing.mobileUsers).toMatch(/^Phone visitors already find/);
    expect(passing.competitiveAdvantage).toMatch(/^The trust signals are in place/);
  });

  it('writes every text in both languages, complete and different', () => {
    for (const evidence of [null, 'lang="en"']) {
      const checks = brazilCheckIds.map((id) => ({ id, found: false, evidence }));
      const [pt, en] = languages.map((language) => buildBrazilOptimization({ url, companyName: 'Padaria', location: 'Recife, PE', checks, language }));
      expect(pt!.optimizations).toHaveLength(brazilCheckIds.length);
      pt!.optimizations.forEach((ptOptimization, index) => {
        const enOptimization = en!.optimizations[index]!;
        for (const field of ['title', 'description', 'currentState', 'optimizedState', 'businessImpact', 'estimatedROI'] as const) {
          expect(ptOptimization[field].length, `${ptOptimization.checkId}.${field}`).toBeGreaterThan(10);
          expect(enOptimization[field].length, `${ptOptimization.checkId}.${field}`).toBeGreaterThan(10);
          expect(ptOptimization[field], `${ptOptimization.checkId}.${field}`).not.toBe(enOptimization[field]);
        }
        expect(ptOptimization.implementation.length).toBeGreaterThan(0);
        expect(ptOptimization.implementation).toHaveLength(enOptimization.implementation.length);
      });
      for (const key of ['localSearch', 'mobileUsers', 'paymentMethods', 'competitiveAdvantage'] as const) {
        expect(pt!.marketOpportunities[key]).not.toBe(en!.marketOpportunities[key]);
      }
      expect(pt!.implementationRoadmap.map((phase) => phase.title)).not.toEqual(en!.implementationRoadmap.map((phase) => phase.title));
    }
  });

  it('states no statistics: no percentages or multipliers in the texts', () => {
    for (const advice of Object.values(brazilAdviceCatalogue)) {
      for (const text of [advice.title, advice.description, advice.optimizedState, advice.businessImpact, advice.estimatedROI]) {
        expect(`${text.pt} ${text.en}`).not.toMatch(/\d\s?%|\d+x\b/);
      }
    }
  });
});
