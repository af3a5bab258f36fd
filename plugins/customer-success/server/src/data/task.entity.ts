import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, oneOf, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { TaskKind } from '@otimiza/plugin-customer-success-shared';
import { CustomerSchema } from './customer.entity.js';
import { PlaybookExecutionSchema } from './playbook-execution.entity.js';

/** Work for a CSM about a client (a call, a meeting, a task), made by a playbook's step. */
export const TaskSchema = defineEntity({
  name: 'CsTask',
  tableName: 'customer_success_task',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('customer_success_task'), { name: 'customer_success_task_assignee_idx', properties: ['workspace', 'assigneeUserId', 'status'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    customer: () => p.manyToOne(CustomerSchema).fieldName('customer_id').deleteRule('cascade').updateRule('no action'),
    execution: () => p.manyToOne(PlaybookExecutionSchema).fieldName('execution_id').nullable().deleteRule('set null').updateRule('no action'),
    /** One task per execution step: a retried step does not make a second. */
    sourceKey: p.text().fieldName('source_key').unique(),
    title: p.text(),
    kind: p
      .text()
      .$type<TaskKind>()
      .default('task')
      .check(oneOf('kind', ['task', 'call', 'meeting'])),
    assigneeUserId: p.uuid().fieldName('assignee_user_id').nullable(),
    dueAt: p.datetime().fieldName('due_at'),
    status: p
      .text()
      .$type<'open' | 'done'>()
      .default('open')
      .check(oneOf('status', ['open', 'done'])),
    completedAt: p.datetime().fieldName('completed_at').nullable(),
  },
});
export type Task = InferEntity<typeof TaskSchema>;
