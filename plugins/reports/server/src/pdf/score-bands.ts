import { hexColor } from '@otimiza/sdk/pdf';

export type ScoreBand = 'good' | 'average' | 'poor';

/** Spec 000 §9: 90 and above green, 70–89 yellow, below 70 red. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return 'good';
  if (score >= 70) return 'average';
  return 'poor';
}

/** Text-safe shades on white: the yellow is a dark amber so that numbers stay readable. */
export const bandColors = {
  good: hexColor('#16A34A'),
  average: hexColor('#CA8A04'),
  poor: hexColor('#DC2626'),
} as const;

export const bandTints = {
  good: hexColor('#DCFCE7'),
  average: hexColor('#FEF9C3'),
  poor: hexColor('#FEE2E2'),
} as const;

/** A Lighthouse metric's 0–1 score, in Lighthouse's own bands (0.9 good, 0.5 needs improvement), as Google reports it. */
export function metricBand(score: number): ScoreBand {
  if (score >= 0.9) return 'good';
  if (score >= 0.5) return 'average';
  return 'poor';
}
