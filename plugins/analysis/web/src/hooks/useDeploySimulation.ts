import { useEffect, useState } from 'react';
import { advanceSimulation, simulationSteps, type SimulationState } from '../lib/deploySimulation';

/** Runs the deploy demonstration on timers (idle, running, done). Nothing is sent. */
export function useDeploySimulation(optimizationsApplied: number) {
  const [state, setState] = useState<SimulationState>({ phase: 'idle' });
  const step = state.phase === 'running' ? state.step : null;

  useEffect(() => {
    if (step === null) return;
    const timer = setTimeout(() => setState((current) => advanceSimulation(current, optimizationsApplied)), simulationSteps[step]!.durationMs);
    return () => clearTimeout(timer);
  }, [step, optimizationsApplied]);

  return {
    state,
    /** Starts a run; from `done` ('Executar Nova Demonstração') the previous result is cleared first. */
    run: () => setState({ phase: 'running', step: 0 }),
    reset: () => setState({ phase: 'idle' }),
  };
}
