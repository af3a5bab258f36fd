import { describe, expect, it } from 'vitest';
import { recommendationOf } from './recommendation';

const opportunity = (id: string, savingsMs: number) => ({
  id,
  title: id,
  titles: { pt: id, en: id },
  descriptions: null,
  savingsMs,
  savingsBytes: 0,
  score: 0.5,
});

describe('recommendationOf', () => {
  it('names the lowest score and the opportunity with the largest saving', () => {
    const result = recommendationOf({ performanceScore: 78, seoScore: 82, accessibilityScore: 58, bestPracticesScore: 96 }, [
      opportunity('a', 300),
      opportunity('b', 1200),
      opportunity('c', 50),
    ]);
    expect(result.lowest).toEqual({ key: 'accessibilityScore', score: 58 });
    expect(result.top?.id).toBe('b');
    expect(result.allGood).toBe(false);
  });

  it('ignores opportunities that save no time', () => {
    const result = recommendationOf({ performanceScore: 80, seoScore: 80, accessibilityScore: 80, bestPracticesScore: 80 }, [opportunity('bytes-only', 0)]);
    expect(result.top).toBeNull();
  });

  it('says when every score is green and nothing is left to save', () => {
    const result = recommendationOf({ performanceScore: 100, seoScore: 100, accessibilityScore: 90, bestPracticesScore: 96 }, []);
    expect(result.allGood).toBe(true);
    expect(result.top).toBeNull();
  });
});
