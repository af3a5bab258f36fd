import { describe, expect, it } from 'vitest';
import { scoreCategoryLabels } from './score-category-labels.js';

describe('scoreCategoryLabels', () => {
  it('names the four Lighthouse categories in both languages', () => {
    expect(Object.keys(scoreCategoryLabels)).toEqual(['performance', 'accessibility', 'seo', 'bestPractices']);
    expect(scoreCategoryLabels.performance).toEqual({ pt: 'Desempenho', en: 'Performance' });
    expect(scoreCategoryLabels.bestPractices.pt).toBe('Boas práticas');
  });
});
