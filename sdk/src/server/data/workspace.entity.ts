import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The workspace (the core's table): it lives in the SDK so that every workspace-owned entity,
 * in the core and in plugins alike, can name it as its `workspace` relation.
 */
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
