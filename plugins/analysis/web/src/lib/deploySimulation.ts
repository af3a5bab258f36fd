/**
 * The deploy demonstration: a SIMULATION, nothing is sent anywhere. It walks four
 * steps on timers with the spec's durations and ends with the spec's fixed result. The screen
 * labels it as a simulation everywhere it appears.
 */
export const simulationStepIds = ['connect', 'backup', 'apply', 'verify'] as const;
export type SimulationStepId = (typeof simulationStepIds)[number];

export const simulationSteps: readonly { id: SimulationStepId; durationMs: number }[] = [
  { id: 'connect', durationMs: 800 },
  { id: 'backup', durationMs: 1200 },
  { id: 'apply', durationMs: 500 },
  { id: 'verify', durationMs: 900 },
];

export interface SimulationResult {
  success: true;
  steps: readonly { id: SimulationStepId; durationMs: number }[];
  filesModified: 1;
  backupCreated: true;
  optimizationsApplied: number;
  /** The spec's fixed text for the simulated gain ('25-40% mais rápido'), never a measurement. */
  estimatedImprovement: { minPercent: 25; maxPercent: 40 };
}

export function simulationResult(optimizationsApplied: number): SimulationResult {
  return {
    success: true,
    steps: simulationSteps,
    filesModified: 1,
    backupCreated: true,
    optimizationsApplied,
    estimatedImprovement: { minPercent: 25, maxPercent: 40 },
  };
}

export type SimulationState =
  | { phase: 'idle' }
  /** `step` is the index of the step in progress. */
  | { phase: 'running'; step: number }
  | { phase: 'done'; result: SimulationResult };

/** The state after the step in progress ends. */
export function advanceSimulation(state: SimulationState, optimizationsApplied: number): SimulationState {
  if (state.phase !== 'running') return state;
  const next = state.step + 1;
  return next < simulationSteps.length ? { phase: 'running', step: next } : { phase: 'done', result: simulationResult(optimizationsApplied) };
}

/** Total time of a run: 3.4 s. */
export const simulationTotalMs = simulationSteps.reduce((total, step) => total + step.durationMs, 0);
