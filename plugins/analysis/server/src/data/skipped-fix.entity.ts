import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';

/** A fix the workspace dropped: the fixer leaves it out of the workspace's next analyses until it is restored. */
export const SkippedFixSchema = defineEntity({
  name: 'AnalysisSkippedFix',
  tableName: 'analysis_skipped_fix',
  filters: workspaceFilter,
  uniques: [{ name: 'analysis_skipped_fix_workspace_fix_unique', properties: ['workspace', 'fixId'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    ...workspaceOwnedProperties(),
    fixId: p.text().fieldName('fix_id'),
    user: () => p.manyToOne(UserSchema).fieldName('user_id').nullable().deleteRule('set null').updateRule('no action'),
  },
});
export type SkippedFix = InferEntity<typeof SkippedFixSchema>;
