import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { oneOf, UserSchema, WorkspaceSchema } from '@otimiza/sdk/server';
import { workspaceRoles, type WorkspaceRole } from '@otimiza/sdk/shared';

export { UserSchema, WorkspaceSchema, type User, type Workspace } from '@otimiza/sdk/server';

/** A user's place in a workspace: the role (see `workspaceRoles`) and since when. */
export const MembershipSchema = defineEntity({
  name: 'Membership',
  tableName: 'core_membership',
  indexes: [{ name: 'core_membership_user_idx', properties: ['user'] }],
  properties: {
    workspace: () => p.manyToOne(WorkspaceSchema).primary().fieldName('workspace_id').deleteRule('cascade').updateRule('no action'),
    user: () => p.manyToOne(UserSchema).primary().fieldName('user_id').deleteRule('cascade').updateRule('no action'),
    role: p.text().$type<WorkspaceRole>().check(oneOf('role', workspaceRoles)),
    createdAt: p
      .datetime()
      .fieldName('created_at')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type Membership = InferEntity<typeof MembershipSchema>;

export const accountEntities = [UserSchema, WorkspaceSchema, MembershipSchema];
