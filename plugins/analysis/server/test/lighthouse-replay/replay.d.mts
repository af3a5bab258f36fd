import type { RunnerResult } from 'lighthouse';
import type { Serving } from '../../src/audit/served-tab.js';

export function replayOrRun(options: {
  url: string;
  formFactor: string;
  serving: Serving | undefined;
  runReal: () => Promise<RunnerResult | undefined>;
  /** Spread the status messages over a run's three seconds (true unless said). */
  paced?: boolean;
  /** A replay answers only once this has settled. */
  heldUntil?: Promise<unknown>;
}): Promise<{ result: RunnerResult | undefined; how: 'replayed' | 'recorded' | 'real'; key: string | null }>;
