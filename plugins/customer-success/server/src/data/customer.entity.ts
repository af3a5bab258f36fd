import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { oneOf, WorkspaceSchema, workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';
import type { CompanySize, CustomerPlan, CustomerStatus, HealthTrend, RiskLevel } from '@otimiza/plugin-customer-success-shared';
import type { StoredFactors } from './health-factors.js';

/**
 * A client of the agency (the workspace): one of its client workspaces (kept in step with them) or
 * one added by hand. The latest computed health is kept on the row for the lists and filters.
 */
export const CustomerSchema = defineEntity({
  name: 'CsCustomer',
  ...workspaceOwnedTable('customer_success_customer'),
  uniques: [{ name: 'customer_success_customer_client_unique', properties: ['workspace', 'clientWorkspace'] }],
  properties: {
    ...workspaceOwnedRowProperties(),
    kind: p
      .text()
      .$type<'workspace' | 'manual'>()
      .check(oneOf('kind', ['workspace', 'manual'])),
    /** The client workspace; null for a client added by hand, and once the client workspace was deleted (the client left). */
    clientWorkspace: () => p.manyToOne(WorkspaceSchema).fieldName('client_workspace_id').nullable().deleteRule('set null').updateRule('no action'),
    name: p.text(),
    email: p.text().default(''),
    plan: p.text().$type<CustomerPlan>().default('professional'),
    mrrCents: p.integer().fieldName('mrr_cents').default(0),
    startDate: p.datetime().fieldName('start_date'),
    industry: p.text().default(''),
    companySize: p.text().$type<CompanySize>().fieldName('company_size').nullable(),
    sites: p.json<string[]>(),
    csmUserId: p.uuid().fieldName('csm_user_id').nullable(),
    status: p
      .text()
      .$type<CustomerStatus>()
      .default('active')
      .check(oneOf('status', ['active', 'churned'])),
    churnedAt: p.datetime().fieldName('churned_at').nullable(),
    /** Set by the refresh button or seen in its signals, whichever is later. */
    lastActivityAt: p.datetime().fieldName('last_activity_at').nullable(),
    healthScore: p.smallint().fieldName('health_score').nullable(),
    healthTrend: p.text().$type<HealthTrend>().fieldName('health_trend').default('stable'),
    riskLevel: p.text().$type<RiskLevel>().fieldName('risk_level').nullable(),
    churnProbability: p.float().fieldName('churn_probability').nullable(),
    factors: p.json<StoredFactors>().nullable(),
    computedAt: p.datetime().fieldName('computed_at').nullable(),
  },
});
export type Customer = InferEntity<typeof CustomerSchema>;
