import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { RiskLevel } from '@otimiza/plugin-customer-success-shared';
import { CustomerSchema } from './customer.entity.js';
import type { StoredFactors } from './health-factors.js';

/** A client's health on one day (UTC): one row per client and day, written by the daily snapshot. */
export const HealthSnapshotSchema = defineEntity({
  name: 'CsHealthSnapshot',
  tableName: 'customer_success_health_snapshot',
  filters: workspaceFilter,
  uniques: [{ name: 'customer_success_health_snapshot_day_unique', properties: ['customer', 'day'] }],
  indexes: [{ name: 'customer_success_health_snapshot_workspace_day_idx', properties: ['workspace', 'day'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    customer: () => p.manyToOne(CustomerSchema).fieldName('customer_id').deleteRule('cascade').updateRule('no action'),
    /** YYYY-MM-DD, UTC. */
    day: p.string().length(10),
    takenAt: p.datetime().fieldName('taken_at'),
    score: p.smallint().nullable(),
    riskLevel: p.text().$type<RiskLevel>().fieldName('risk_level').nullable(),
    churnProbability: p.float().fieldName('churn_probability').nullable(),
    mrrCents: p.integer().fieldName('mrr_cents'),
    factors: p.json<StoredFactors>(),
    openAlerts: p.smallint().fieldName('open_alerts').default(0),
  },
});
export type HealthSnapshot = InferEntity<typeof HealthSnapshotSchema>;
