import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema, createdAtProperty, workspaceKeyProperty } from '@otimiza/sdk/server';
import { workspaceRoles, type WorkspaceRole } from '@otimiza/sdk/shared';

/**
 * A user's place in a workspace: the role (see `workspaceRoles`) and since when. The core's own:
 * plugins read a workspace's people through WorkspaceMembersPort.
 */
export const MembershipSchema = defineEntity({
  name: 'Membership',
  tableName: 'core_membership',
  indexes: [{ name: 'core_membership_user_idx', properties: ['user'] }],
  properties: {
    workspace: workspaceKeyProperty(),
    user: () => p.manyToOne(UserSchema).primary().fieldName('user_id').deleteRule('cascade').updateRule('no action'),
    role: p
      .text()
      .$type<WorkspaceRole>()
      .check(`role in (${workspaceRoles.map((role) => `'${role}'`).join(',')})`),
    createdAt: createdAtProperty(),
  },
});
export type Membership = InferEntity<typeof MembershipSchema>;
