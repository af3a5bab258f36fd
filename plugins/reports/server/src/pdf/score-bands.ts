import type { ScoreBand } from '@otimiza/sdk/pdf';

/** A Lighthouse metric's 0–1 score, in Lighthouse's own bands (0.9 good, 0.5 needs improvement), as Google reports it. */
export function metricBand(score: number): ScoreBand {
  if (score >= 0.9) return 'good';
  if (score >= 0.5) return 'average';
  return 'poor';
}
