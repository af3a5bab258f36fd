import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceKeyProperty } from '@otimiza/sdk/server';

/**
 * A workspace's daily snapshot: the row is the claim (the replica whose insert of the day wins
 * queues it), then records when it finished and how many clients it scored.
 */
export const SnapshotRunSchema = defineEntity({
  name: 'CsSnapshotRun',
  tableName: 'customer_success_snapshot_run',
  filters: workspaceFilter,
  properties: {
    workspace: workspaceKeyProperty(),
    /** YYYY-MM-DD, UTC. */
    day: p.string().length(10).primary(),
    claimedAt: p.datetime().fieldName('claimed_at'),
    completedAt: p.datetime().fieldName('completed_at').nullable(),
    customers: p.integer().default(0),
  },
});
export type SnapshotRun = InferEntity<typeof SnapshotRunSchema>;
