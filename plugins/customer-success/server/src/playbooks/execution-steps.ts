import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { executionStatusOf } from './execution-status.js';
import { PlaybookExecutionSchema, type ExecutionStep } from '../data/playbook-execution.entity.js';

/**
 * Changes to an execution's steps, each under the execution's row lock: the run and the re-audit it
 * queued write the same steps at the same time without losing each other's change. Every write sets
 * the execution's state from its steps, so the re-audit that answers after the run ended is the one
 * that completes (or fails) the execution.
 */
@Injectable()
export class ExecutionSteps {
  constructor(private readonly em: EntityManager) {}

  async update(workspaceId: string, executionId: string, index: number, patch: Partial<ExecutionStep>): Promise<void> {
    await this.write(workspaceId, executionId, (steps) => steps.map((step, position) => (position === index ? { ...step, ...patch } : step)));
  }

  /** Sets the execution's state from its steps as they are (a retried run whose steps were all written already). */
  async settle(workspaceId: string, executionId: string): Promise<void> {
    await this.write(workspaceId, executionId, (steps) => steps);
  }

  private async write(workspaceId: string, executionId: string, change: (steps: ExecutionStep[]) => ExecutionStep[]): Promise<void> {
    await forWorkspace(this.em, workspaceId).transactional(async (tx) => {
      const execution = await tx.findOneOrFail(PlaybookExecutionSchema, { id: executionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const steps = change(execution.steps);
      if (steps !== execution.steps) execution.steps = steps;
      const status = executionStatusOf(steps);
      execution.status = status;
      execution.completedAt = status === 'running' ? null : (execution.completedAt ?? new Date());
    });
  }
}
