import type { INestApplicationContext } from '@nestjs/common';
import { vi } from 'vitest';
import { LighthouseEngine } from '../src/audit/lighthouse-engine.js';
import type { Serving } from '../src/audit/served-tab.js';
import { replayOrRun } from './lighthouse-replay/replay.mjs';

export type ReplayCounts = Record<'replayed' | 'recorded' | 'real', number>;

export interface ReplayOptions {
  /**
   * Which audits are replayed (every one unless said): the others run Lighthouse for real, for a spec that checks real runs
   * beside replayed ones. `serving` tells a proof's run (its `document`) from an audit's.
   */
  replays?: (url: string, serving: Serving) => boolean;
  /**
   * Replayed audits answer only once this settles: for a spec that needs audits in flight (a queue ahead of a request, an
   * allowance counting what runs) while it looks, instead of hoping a run lasts long enough. Release it before the app closes.
   */
  heldUntil?: Promise<unknown>;
}

/** What `heldUntil` waits for, and its release (calling it again does nothing). */
export function replayGate(): { heldUntil: Promise<void>; release: () => void } {
  let release!: () => void;
  const heldUntil = new Promise<void>((resolve) => (release = resolve));
  return { heldUntil, release };
}

/**
 * For a spec whose subject is what the product does with a Lighthouse result (events, allowances,
 * queues, lists), not Lighthouse itself: the app's audits answer the recorded real result of the
 * same page, and a page without one is audited for real and recorded (lighthouse-replay/README.md).
 * Everything around the run (the queue, the timeout, the progress, the stored analysis) stays
 * real; a replayed audit takes no browser and opens no tab, as Lighthouse is what asks for them. Answers how the audits were had, for a spec that wants to say it.
 */
export function replayLighthouse(app: INestApplicationContext, options: ReplayOptions = {}): ReplayCounts {
  const engine = app.get(LighthouseEngine);
  const runReal = engine.run.bind(engine);
  const counts: ReplayCounts = { replayed: 0, recorded: 0, real: 0 };
  vi.spyOn(engine, 'run').mockImplementation(async (url, config, serving, openTab) => {
    if (options.replays && !options.replays(url, serving)) {
      counts.real += 1;
      return runReal(url, config, serving, openTab);
    }
    const { result, how } = await replayOrRun({
      url,
      formFactor: config?.settings?.formFactor ?? 'mobile',
      serving,
      runReal: () => runReal(url, config, serving, openTab),
      // The status messages at once, not over a run's three seconds as the e2e tier's progress bars want them: these specs
      // read what the product makes of a result, and those waits cost the integration tier's replaying files a third of their time.
      paced: false,
      heldUntil: options.heldUntil,
    });
    counts[how] += 1;
    return result;
  });
  return counts;
}
