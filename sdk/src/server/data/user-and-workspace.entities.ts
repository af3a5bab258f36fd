import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, updatedAtProperty } from './row-properties.js';

const plans = "'free','lite','pro','enterprise'";

/**
 * A person with an account (the core's table); in the SDK so that plugins' entities can name who
 * did something. No secret lives here: the password hash is in the core's own `core_user_credential`.
 */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'core_user',
  properties: {
    id: p.uuid().primary(),
    email: p.text().unique(),
    firstName: p.text().fieldName('first_name'),
    lastName: p.text().fieldName('last_name'),
    profileImageUrl: p.text().fieldName('profile_image_url').nullable(),
    emailVerifiedAt: p.datetime().fieldName('email_verified_at').nullable(),
    /** The interface language the person last chose (or signed up in): every e-mail to them is written in it. */
    language: p.text().default('pt').check("language in ('pt','en')"),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});
export type User = InferEntity<typeof UserSchema>;

/**
 * The workspace (the core's table): it lives in the SDK so that every workspace-owned entity,
 * in the core and in plugins alike, can name it as its `workspace` relation.
 */
export const WorkspaceSchema = defineEntity({
  name: 'Workspace',
  tableName: 'core_workspace',
  checks: [{ name: 'core_workspace_plan_grant_complete', expression: '(granted_plan is null) = (plan_granted_at is null)' }],
  indexes: [{ name: 'core_workspace_one_demo', expression: 'create unique index core_workspace_one_demo on core_workspace (is_demo) where is_demo' }],
  properties: {
    id: p.uuid().primary(),
    name: p.text(),
    /** The paid plan, derived from the subscriptions by billing. */
    plan: p.text().default('free').check(`plan in (${plans})`),
    pendingPlan: p.text().fieldName('pending_plan').nullable().check("pending_plan in ('lite','pro','enterprise')"),
    temporaryEnterpriseUntil: p.datetime().fieldName('temporary_enterprise_until').nullable(),
    /** A plan granted by an instance administrator, apart from the paid `plan` that billing writes. */
    grantedPlan: p.text().fieldName('granted_plan').nullable().check("granted_plan in ('lite','pro','enterprise')"),
    planGrantedBy: () => p.manyToOne(UserSchema).fieldName('plan_granted_by').nullable().deleteRule('set null').updateRule('no action'),
    planGrantedAt: p.datetime().fieldName('plan_granted_at').nullable(),
    trialStartedAt: p.datetime().fieldName('trial_started_at').nullable(),
    /**
     * The reseller's workspace that manages this one (a client workspace), or null. Its members act
     * here with their role there, its plan covers this one, and its brand applies here.
     */
    managedBy: () =>
      p.manyToOne(WorkspaceSchema).fieldName('managed_by').nullable().deleteRule('cascade').updateRule('no action').index('core_workspace_managed_by_index'),
    isDemo: p.boolean().fieldName('is_demo').default(false),
    demoToken: p.text().fieldName('demo_token').nullable().unique(),
    createdAt: createdAtProperty(),
  },
});
export type Workspace = InferEntity<typeof WorkspaceSchema>;
