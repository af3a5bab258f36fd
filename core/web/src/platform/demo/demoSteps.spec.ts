import type { DemoSeedProgress } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { demoPercent, demoStepStates } from './demoSteps';

const steps: DemoSeedProgress['steps'] = ['Padaria', 'Clínica'].flatMap((site) => (['v1', 'v2', 'v3'] as const).map((version) => ({ site, version })));

describe('the demo seed progress', () => {
  it('marks the audits done, the one running and the ones waiting', () => {
    const states = demoStepStates({ phase: 'auditing', audited: 2, proved: 0, total: 6, current: steps[2]!, steps }).map((step) => step.state);
    expect(states).toEqual(['done', 'done', 'running', 'waiting', 'waiting', 'waiting']);
  });

  it('shows every audit done while the proofs run', () => {
    const states = demoStepStates({ phase: 'proving', audited: 6, proved: 1, total: 6, current: null, steps }).map((step) => step.state);
    expect(states).toEqual(Array(6).fill('done'));
  });

  it('counts audits and proofs alike: half done when every audit ended and no proof yet', () => {
    expect(demoPercent(null)).toBe(0);
    expect(demoPercent({ phase: 'auditing', audited: 3, proved: 0, total: 6, current: null, steps })).toBe(25);
    expect(demoPercent({ phase: 'proving', audited: 6, proved: 0, total: 6, current: null, steps })).toBe(50);
    expect(demoPercent({ phase: 'sharing', audited: 6, proved: 6, total: 6, current: null, steps })).toBe(100);
  });
});
