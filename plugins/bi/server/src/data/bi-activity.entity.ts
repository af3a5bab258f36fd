import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema, workspaceFilter, workspaceKeyProperty } from '@otimiza/sdk/server';

/** A member opened business intelligence on a day (one row per workspace, member and day), for the active-users card. */
export const BiActivitySchema = defineEntity({
  name: 'BiActivity',
  tableName: 'bi_activity',
  filters: workspaceFilter,
  properties: {
    workspace: workspaceKeyProperty(),
    user: () => p.manyToOne(UserSchema).primary().fieldName('user_id').deleteRule('cascade').updateRule('no action'),
    day: p.date().primary(),
  },
});
export type BiActivity = InferEntity<typeof BiActivitySchema>;
