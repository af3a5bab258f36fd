import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserSchema, WorkspaceSchema } from '@otimiza/sdk/server';

export { UserSchema, WorkspaceSchema, type User, type Workspace } from '@otimiza/sdk/server';

export const MembershipSchema = defineEntity({
  name: 'Membership',
  tableName: 'core_membership',
  indexes: [{ name: 'core_membership_user_idx', properties: ['user'] }],
  properties: {
    workspace: () => p.manyToOne(WorkspaceSchema).primary().fieldName('workspace_id').deleteRule('cascade').updateRule('no action'),
    user: () => p.manyToOne(UserSchema).primary().fieldName('user_id').deleteRule('cascade').updateRule('no action'),
    role: p.text().$type<'owner' | 'admin' | 'member'>().check("role in ('owner','admin','member')"),
    createdAt: p
      .datetime()
      .fieldName('created_at')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type Membership = InferEntity<typeof MembershipSchema>;

export const accountEntities = [UserSchema, WorkspaceSchema, MembershipSchema];
