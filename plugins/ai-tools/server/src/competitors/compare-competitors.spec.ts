import type { AnalysisRecord } from '@otimiza/sdk/server';
import { describe, expect, it } from 'vitest';
import { completedAnalysisRecord } from '@otimiza/sdk/testing';
import { compareCompetitors } from './compare-competitors.js';

function record(domain: string, scores: AnalysisRecord['scores'], lcp: number): AnalysisRecord {
  return completedAnalysisRecord(`https://${domain}/`, {
    id: `${domain}-id`,
    createdAt: '2026-11-20T12:00:00.000Z',
    completedAt: '2026-11-20T12:01:00.000Z',
    scores,
    metrics: { 'largest-contentful-paint': { value: lcp, display: null, score: 0.7 } },
    verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
  });
}

const target = record('doceria.com.br', { performance: 80, seo: 92, accessibility: 88, bestPractices: 96 }, 2500);
const competitors = [
  record('bolos-a.com.br', { performance: 70, seo: 92, accessibility: 90, bestPractices: 94 }, 2600),
  record('bolos-b.com.br', { performance: 84, seo: 92, accessibility: 86, bestPractices: 94 }, 2400),
];

describe('compareCompetitors', () => {
  const result = compareCompetitors(target, competitors, [], 'pt');
  const standing = Object.fromEntries(result.comparison.map((row) => [row.metric, row.standing]));

  it('uses one rule everywhere: equal or within-spread is level, beyond it ahead or behind', () => {
    expect(standing).toEqual({ performanceScore: 'level', seoScore: 'level', accessibilityScore: 'level', bestPracticesScore: 'ahead', loadTimeMs: 'level' });
    expect(result.target.advantages).toEqual(['Boas práticas 2 pontos acima da média dos concorrentes (96 contra 94).']);
    expect(result.gaps).toEqual([{ domain: 'bolos-a.com.br', url: 'https://bolos-a.com.br/', metric: 'accessibilityScore', target: 88, competitor: 90 }]);
    expect(result.insights.recommendations).toEqual([
      'Você está no mesmo nível ou à frente da média dos concorrentes em todas as medidas: continue acompanhando.',
    ]);
  });

  it('sums up every measure, and says each score’s standing', () => {
    expect(result.insights.summary).toBe(
      '2 concorrentes auditados com as mesmas configurações; das 5 medidas, você está à frente em 1, no mesmo nível em 4 e atrás em 0.',
    );
    expect(result.insights.performance).toBe(
      'Seu Performance: 80; média dos concorrentes: 77 (no mesmo nível, dentro da variação normal). O melhor é bolos-b.com.br, com 84.',
    );
    expect(result.insights.bestPractices).toBe('Seu Boas práticas: 96; média dos concorrentes: 94 (à frente). O melhor é bolos-a.com.br, com 94.');
    expect(result.insights.accessibility).toContain('(no mesmo nível, dentro da variação normal)');
  });

  it('calls a competitor ahead only beyond the spread', () => {
    const behind = compareCompetitors(record('x.com.br', { performance: 60, seo: 80, accessibility: 88, bestPractices: 96 }, 4000), competitors, [], 'en');
    expect(behind.comparison.find((row) => row.metric === 'performanceScore')!.standing).toBe('behind');
    expect(behind.comparison.find((row) => row.metric === 'loadTimeMs')!.standing).toBe('behind');
    expect(behind.insights.recommendations).toEqual([
      'Work on Performance first: it is where the competitors are ahead.',
      'Work on SEO first: it is where the competitors are ahead.',
      'Work on Load time (LCP) first: it is where the competitors are ahead.',
    ]);
  });
});
