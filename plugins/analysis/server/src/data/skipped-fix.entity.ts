import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, actingUserProperty } from '@otimiza/sdk/server';

/** A fix the workspace dropped: the fixer leaves it out of the workspace's next analyses until it is restored. */
export const SkippedFixSchema = defineEntity({
  name: 'AnalysisSkippedFix',
  tableName: 'analysis_skipped_fix',
  filters: workspaceFilter,
  uniques: [{ name: 'analysis_skipped_fix_workspace_fix_unique', properties: ['workspace', 'fixId'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    fixId: p.text().fieldName('fix_id'),
    user: actingUserProperty('user_id'),
  },
});
export type SkippedFix = InferEntity<typeof SkippedFixSchema>;
