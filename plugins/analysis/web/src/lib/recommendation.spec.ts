import { describe, expect, it } from 'vitest';
import { recommendationOf } from './recommendation';

const fix = (id: string, savingsMs: number) => ({ id, title: id, description: '', impact: 'low' as const, savingsMs });

describe('recommendationOf', () => {
  it('names the lowest score and the largest saving', () => {
    const result = recommendationOf(
      { performanceScore: 78, seoScore: 82, accessibilityScore: 58, bestPracticesScore: 96 },
      [fix('a', 300), fix('b', 1200), fix('c', 50)],
    );
    expect(result.lowest).toEqual({ key: 'accessibilityScore', score: 58 });
    expect(result.top?.id).toBe('b');
    expect(result.allGood).toBe(false);
  });

  it('says when every score is green and nothing is left to save', () => {
    const result = recommendationOf({ performanceScore: 100, seoScore: 100, accessibilityScore: 90, bestPracticesScore: 96 }, []);
    expect(result.allGood).toBe(true);
    expect(result.top).toBeNull();
  });
});
