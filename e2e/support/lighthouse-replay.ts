import { lighthouseReplayProcessEnv } from '../../plugins/analysis/server/test/lighthouse-replay-env.js';

/**
 * The built app's audits answer the recorded real Lighthouse result of a page audited before
 * (plugins/analysis/server/test/lighthouse-recordings), and run Lighthouse for real, recording it,
 * for a page without one: the e2e specs follow the screens, and a real run of a page already
 * recorded would tell them nothing new. The analysis plugin's integration specs run it for real.
 */
export const lighthouseReplayEnv = lighthouseReplayProcessEnv;

/** How the run's audits were answered, from the app's log lines (replay-engine.mjs writes one per audit). */
export function lighthouseReplaySummary(output: string): string {
  const count = (word: string) => output.split('\n').filter((line) => line.startsWith(`lighthouse-replay: ${word}`)).length;
  const recorded = count('recorded');
  return (
    `Lighthouse in the e2e run: ${count('replayed')} audits replayed, ${recorded} run for real and recorded, ${count('ran for real')} run for real and not replayable` +
    (recorded > 0 ? ` — commit the ${recorded} new recording(s) in plugins/analysis/server/test/lighthouse-recordings` : '')
  );
}
