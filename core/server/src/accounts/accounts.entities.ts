import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { WorkspaceSchema } from '@otimiza/sdk/server';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'core_user',
  properties: {
    id: p.uuid().primary(),
    email: p.string().unique(),
    passwordHash: p.string().fieldName('password_hash').hidden(),
    firstName: p.string().fieldName('first_name'),
    lastName: p.string().fieldName('last_name'),
    profileImageUrl: p.string().fieldName('profile_image_url').nullable(),
    emailVerifiedAt: p.datetime().fieldName('email_verified_at').nullable(),
    createdAt: p.datetime().fieldName('created_at').onCreate(() => new Date()),
    updatedAt: p.datetime().fieldName('updated_at').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type User = InferEntity<typeof UserSchema>;

export { WorkspaceSchema, type Workspace } from '@otimiza/sdk/server';

export const MembershipSchema = defineEntity({
  name: 'Membership',
  tableName: 'core_membership',
  properties: {
    workspace: () => p.manyToOne(WorkspaceSchema).primary().fieldName('workspace_id'),
    user: () => p.manyToOne(UserSchema).primary().fieldName('user_id'),
    role: p.string(),
    createdAt: p.datetime().fieldName('created_at').onCreate(() => new Date()),
  },
});
export type Membership = InferEntity<typeof MembershipSchema>;

export const accountEntities = [UserSchema, WorkspaceSchema, MembershipSchema];
