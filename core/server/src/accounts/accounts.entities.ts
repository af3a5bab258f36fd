import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

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

export const WorkspaceSchema = defineEntity({
  name: 'Workspace',
  tableName: 'core_workspace',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
    /** The paid plan, derived from the subscriptions by billing. */
    plan: p.string(),
    pendingPlan: p.string().fieldName('pending_plan').nullable(),
    temporaryEnterpriseUntil: p.datetime().fieldName('temporary_enterprise_until').nullable(),
    /** A plan granted by an instance administrator, apart from the paid `plan` that billing writes. */
    grantedPlan: p.string().fieldName('granted_plan').nullable(),
    planGrantedBy: p.uuid().fieldName('plan_granted_by').nullable(),
    planGrantedAt: p.datetime().fieldName('plan_granted_at').nullable(),
    trialStartedAt: p.datetime().fieldName('trial_started_at').nullable(),
    isDemo: p.boolean().fieldName('is_demo').default(false),
    demoToken: p.string().fieldName('demo_token').nullable(),
    createdAt: p.datetime().fieldName('created_at').onCreate(() => new Date()),
  },
});
export type Workspace = InferEntity<typeof WorkspaceSchema>;

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
