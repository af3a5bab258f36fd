import { describe, expect, it } from 'vitest';
import type { StoredFactors } from '../data/health-factors.js';
import { droppedFactors, newlyMeasured, scoreDropTexts } from './alert-texts.js';

function factors(scores: Record<'engagement' | 'value' | 'satisfaction' | 'product', number | null>): StoredFactors {
  return {
    engagement: { score: scores.engagement, signIns: null, lastSignInAt: null, reportViews: 2, targets: { signIns: 8, reportViews: 4 } },
    value: { score: scores.value, mrr: 1500, medianMrr: 1500 },
    satisfaction: { score: scores.satisfaction, answers: 0, nps: null, csat: null, detractors: 0, promoters: 0 },
    product: { score: scores.product, sites: 1, averageSiteScore: 80, trend: null, failing: [] },
  };
}

describe('score-drop alert texts', () => {
  it('names only the factors that fell, the largest fall first, and a factor no longer measured', () => {
    const before = factors({ engagement: 90, value: 50, satisfaction: 70, product: 95 });
    const now = factors({ engagement: 0, value: 50, satisfaction: null, product: 40 });
    const fell = droppedFactors(before, now);
    expect(fell.map((change) => change.key)).toEqual(['engagement', 'satisfaction', 'product']);
    const { title, message } = scoreDropTexts('Doceria Bella', 84, 35, fell, newlyMeasured(before, now));
    expect(title.pt).toBe('Saúde de Doceria Bella caiu: 84 → 35');
    expect(message.pt).toBe('Fatores em queda: Engajamento 90 → 0, Satisfação 70 → —, Produto 95 → 40.');
    expect(message.en).toBe('Factors that fell: Engagement 90 → 0, Satisfaction 70 → —, Product 95 → 40.');
    expect(message.pt).not.toContain('Valor');
  });

  it('says the overall drop when no factor fell: a factor measured for the first time, or the weights', () => {
    const before = factors({ engagement: 90, value: 90, satisfaction: null, product: 90 });
    const now = factors({ engagement: 90, value: 95, satisfaction: 0, product: 90 });
    expect(droppedFactors(before, now)).toEqual([]);
    const measured = scoreDropTexts('Loja Aurora', 91, 70, [], newlyMeasured(before, now)).message;
    expect(measured.pt).toBe('Queda geral de 21 pontos, sem fator em queda; medidos agora: Satisfação — → 0.');
    expect(measured.en).toBe('Overall drop of 21 points, with no factor falling; measured now: Satisfaction — → 0.');
    const reweighed = scoreDropTexts('Loja Aurora', 81, 79, [], []).message;
    expect(reweighed.pt).toBe('Queda geral de 2 pontos, sem fator em queda (pesos dos fatores alterados).');
    for (const text of [measured.pt, reweighed.pt]) for (const name of ['Engajamento', 'Valor', 'Produto']) expect(text).not.toContain(name);
  });
});
