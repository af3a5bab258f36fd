import type { RunnerResult } from 'lighthouse';
import type { Serving } from '../../src/audit/served-tab.js';

export function replayOrRun(options: {
  url: string;
  formFactor: string;
  serving: Serving | undefined;
  runReal: () => Promise<RunnerResult | undefined>;
}): Promise<{ result: RunnerResult | undefined; how: 'replayed' | 'recorded' | 'real'; key: string | null }>;
