import { describe, expect, it } from 'vitest';
import { advanceSimulation, simulationResult, simulationSteps, simulationTotalMs, type SimulationState } from './deploySimulation';

describe('deploy simulation', () => {
  it('has the four steps with their durations', () => {
    expect(simulationSteps.map((step) => [step.id, step.durationMs])).toEqual([
      ['connect', 800],
      ['backup', 1200],
      ['apply', 500],
      ['verify', 900],
    ]);
    expect(simulationTotalMs).toBe(3400);
  });

  it('walks the steps in order and ends with the fixed result', () => {
    let state: SimulationState = { phase: 'running', step: 0 };
    const seen: number[] = [];
    while (state.phase === 'running') {
      seen.push(state.step);
      state = advanceSimulation(state, 7);
    }
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(state).toEqual({ phase: 'done', result: simulationResult(7) });
    expect(simulationResult(7)).toMatchObject({
      success: true,
      filesModified: 1,
      backupCreated: true,
      optimizationsApplied: 7,
      estimatedImprovement: { minPercent: 25, maxPercent: 40 },
    });
  });

  it('leaves idle and done states alone', () => {
    expect(advanceSimulation({ phase: 'idle' }, 3)).toEqual({ phase: 'idle' });
    const done: SimulationState = { phase: 'done', result: simulationResult(3) };
    expect(advanceSimulation(done, 3)).toBe(done);
  });
});
