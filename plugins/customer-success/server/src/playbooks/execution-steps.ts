import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { PlaybookExecutionSchema, type ExecutionStep } from './playbook-execution.entity.js';

/**
 * Changes to an execution's steps, each under the execution's row lock: the run and the re-audit it
 * queued write the same steps at the same time without losing each other's change.
 */
@Injectable()
export class ExecutionSteps {
  constructor(private readonly em: EntityManager) {}

  async update(workspaceId: string, executionId: string, index: number, patch: Partial<ExecutionStep>): Promise<void> {
    await forWorkspace(this.em, workspaceId).transactional(async (tx) => {
      const execution = await tx.findOneOrFail(PlaybookExecutionSchema, { id: executionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      execution.steps = execution.steps.map((step, position) => (position === index ? { ...step, ...patch } : step));
    });
  }
}
