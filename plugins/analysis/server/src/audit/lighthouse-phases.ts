import type { AnalysisStep } from '@otimiza/plugin-analysis-shared';

export type LighthousePhase = Extract<AnalysisStep, 'loading-page' | 'gathering' | 'auditing'>;

/** Where a phase starts and ends within one Lighthouse run (0–1), from timings of the bench pages. */
const phaseSpans: Record<LighthousePhase, { from: number; to: number }> = {
  'loading-page': { from: 0, to: 0.2 },
  gathering: { from: 0.2, to: 0.6 },
  auditing: { from: 0.6, to: 0.98 },
};
/** About how many artifacts and audits a run of the four categories reports (Lighthouse 13); past them a phase waits at its end. */
const EXPECTED_ARTIFACTS = 40;
const EXPECTED_AUDITS = 150;

/**
 * Follows one Lighthouse run through the status messages it logs ('Navigating to …', 'Getting
 * artifact: …', 'Auditing: …') and answers how far it is (0–1) and in which phase. Never goes back.
 */
export class LighthouseRunProgress {
  private phase: LighthousePhase = 'loading-page';
  private artifacts = 0;
  private audits = 0;
  private reached = 0;

  /** A status message of Lighthouse; null when it tells nothing new. */
  observe(message: string): { phase: LighthousePhase; fraction: number } | null {
    const before = { phase: this.phase, reached: this.reached };
    if (/^Getting artifact: /.test(message)) {
      this.phase = 'gathering';
      this.artifacts += 1;
    } else if (/^Auditing: |^Analyzing and running audits/.test(message)) {
      this.phase = 'auditing';
      if (message.startsWith('Auditing: ')) this.audits += 1;
    } else if (!/^Navigating to |^Connecting to browser|^Resetting state|^Preparing target|^Loading page/.test(message)) {
      return null;
    }
    const span = phaseSpans[this.phase];
    const done = this.phase === 'gathering' ? this.artifacts / EXPECTED_ARTIFACTS : this.phase === 'auditing' ? this.audits / EXPECTED_AUDITS : 0;
    const fraction = span.from + (span.to - span.from) * Math.min(1, done);
    if (fraction < this.reached || (fraction === before.reached && this.phase === before.phase && before.reached > 0)) return null;
    this.reached = fraction;
    return { phase: this.phase, fraction };
  }
}

/** The bar's percent for run `run` of `runs` at `fraction` of it, within the span Lighthouse fills. */
export function percentOfRuns(span: { from: number; to: number }, run: number, runs: number, fraction: number): number {
  return Math.floor(span.from + ((span.to - span.from) * (run - 1 + fraction)) / runs);
}
