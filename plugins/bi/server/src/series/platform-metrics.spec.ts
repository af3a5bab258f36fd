import { describe, expect, it } from 'vitest';
import { platformMetrics } from './platform-metrics.js';

describe('the platform series’ Portuguese names', () => {
  it('say “Pontuação de …” and never mix in the English “Score” or “workspace”', () => {
    const names = platformMetrics.map((metric) => `${metric.name.pt} ${metric.description.pt}`);
    expect(names.filter((text) => /\bscore\b|\bworkspace/i.test(text))).toEqual([]);
    expect(platformMetrics.find((metric) => metric.key === 'platform:score.seo')?.name.pt).toBe('Pontuação de SEO');
  });
});
