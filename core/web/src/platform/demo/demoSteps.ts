import type { DemoSeedProgress } from '@otimiza/sdk/shared';

export type DemoStepState = 'done' | 'running' | 'waiting';

/** Each audit of the seed and where it stands: the first `audited` are done, the next one runs. */
export function demoStepStates(progress: DemoSeedProgress): { site: string; version: DemoSeedProgress['steps'][number]['version']; state: DemoStepState }[] {
  return progress.steps.map((step, index) => ({
    ...step,
    state: index < progress.audited ? 'done' : index === progress.audited && progress.phase === 'auditing' ? 'running' : 'waiting',
  }));
}

/** Share of the work done: every audit and every proof is one Lighthouse run of the same weight. */
export function demoPercent(progress: DemoSeedProgress | null): number {
  if (!progress || progress.total === 0) return 0;
  return Math.round(((progress.audited + progress.proved) / (2 * progress.total)) * 100);
}
