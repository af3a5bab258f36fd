import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { oneOf, WorkspaceSchema, updatedAtProperty } from '@otimiza/sdk/server';
import type { DemoSeedProgress } from '@otimiza/sdk/shared';

/**
 * The one row (id 1) that says where the investor demo's seed stands: which process holds it
 * (`holder`, until `leaseUntil`), its attempt and progress, and how it ended.
 */
export const DemoPreparationSchema = defineEntity({
  name: 'CoreDemoPreparation',
  tableName: 'core_demo_preparation',
  properties: {
    id: p.smallint().primary().autoincrement(false).default(1).check('id = 1'),
    workspace: () => p.manyToOne(WorkspaceSchema).fieldName('workspace_id').nullable().deleteRule('set null').updateRule('no action'),
    state: p
      .text()
      .$type<'running' | 'ready' | 'failed'>()
      .check(oneOf('state', ['running', 'ready', 'failed'])),
    holder: p.text().nullable(),
    leaseUntil: p.datetime().fieldName('lease_until').nullable(),
    attempt: p.integer().default(1),
    progress: p.json<Partial<DemoSeedProgress>>().defaultRaw("'{}'"),
    error: p.text().nullable(),
    startedAt: p.datetime().fieldName('started_at').defaultRaw('now()'),
    finishedAt: p.datetime().fieldName('finished_at').nullable(),
    updatedAt: updatedAtProperty(),
  },
});
export type DemoPreparation = InferEntity<typeof DemoPreparationSchema>;
