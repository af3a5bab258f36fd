import type { ExecutionStatus } from '@otimiza/plugin-customer-success-shared';
import type { ExecutionStep } from '../data/playbook-execution.entity.js';

/**
 * An execution's state from its steps: running while a step is pending or its queued work (the
 * re-audit) has not written its outcome, failed when a step failed, else completed. Skipped steps
 * (nothing to do for the client) do not fail it.
 */
export function executionStatusOf(steps: readonly Pick<ExecutionStep, 'status'>[]): Exclude<ExecutionStatus, 'queued'> {
  if (steps.some((step) => step.status === 'pending' || step.status === 'queued')) return 'running';
  return steps.some((step) => step.status === 'failed') ? 'failed' : 'completed';
}
