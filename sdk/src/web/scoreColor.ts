/** The score bands: 90 and above green, 70–89 yellow, below 70 red. */
export type ScoreBand = 'good' | 'average' | 'poor';

export interface ScoreColor {
  band: ScoreBand;
  /** Text colour, with a WCAG AA contrast on `background`. */
  color: string;
  background: string;
  borderColor: string;
  /** A stronger tone of the band, for progress rings and dots. */
  stroke: string;
}

const palette: Record<ScoreBand, Omit<ScoreColor, 'band'>> = {
  good: { color: '#166534', background: '#DCFCE7', borderColor: '#86EFAC', stroke: '#16A34A' },
  average: { color: '#854D0E', background: '#FEF9C3', borderColor: '#FDE047', stroke: '#CA8A04' },
  poor: { color: '#991B1B', background: '#FEE2E2', borderColor: '#FCA5A5', stroke: '#DC2626' },
};

export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return 'good';
  if (score >= 70) return 'average';
  return 'poor';
}

/** The colours of a 0–100 score. */
export function scoreColor(score: number): ScoreColor {
  const band = scoreBand(score);
  return { band, ...palette[band] };
}
