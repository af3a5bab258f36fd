import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, oneOf, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { ExecutionStatus, PlaybookActionType, StepStatus } from '@otimiza/plugin-customer-success-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { CustomerSchema } from './customer.entity.js';
import { PlaybookSchema } from './playbook.entity.js';

export interface ExecutionStep {
  type: PlaybookActionType;
  name: string;
  status: StepStatus;
  detail: LocalizedText | null;
  minutesSaved: number;
  /** What the step made: the outbox message, the task, the analyses queued, the shared report. */
  refs?: string[];
}

/** One run of a playbook for a client: a job runs its steps in order and records each one. */
export const PlaybookExecutionSchema = defineEntity({
  name: 'CsPlaybookExecution',
  tableName: 'customer_success_playbook_execution',
  filters: workspaceFilter,
  indexes: [
    newestFirstIndex('customer_success_playbook_execution'),
    { name: 'customer_success_playbook_execution_playbook_idx', properties: ['playbook'] },
    {
      // One run at a time per playbook and client: a second click while one runs is refused.
      name: 'customer_success_playbook_execution_running_unique',
      expression:
        "create unique index customer_success_playbook_execution_running_unique on customer_success_playbook_execution (playbook_id, customer_id) where status in ('queued', 'running')",
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    playbook: () => p.manyToOne(PlaybookSchema).fieldName('playbook_id').deleteRule('cascade').updateRule('no action'),
    customer: () => p.manyToOne(CustomerSchema).fieldName('customer_id').deleteRule('cascade').updateRule('no action'),
    status: p
      .text()
      .$type<ExecutionStatus>()
      .default('queued')
      .check(oneOf('status', ['queued', 'running', 'completed', 'failed'])),
    steps: p.json<ExecutionStep[]>(),
    /** The client's health score when it started, and its risk level then. */
    healthBefore: p.smallint().fieldName('health_before').nullable(),
    riskBefore: p.text().fieldName('risk_before').nullable(),
    startedBy: p.uuid().fieldName('started_by').nullable(),
    completedAt: p.datetime().fieldName('completed_at').nullable(),
  },
});
export type PlaybookExecution = InferEntity<typeof PlaybookExecutionSchema>;
