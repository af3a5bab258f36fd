import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, workspaceKeyProperty } from '@otimiza/sdk/server';

/** Completed analyses per workspace and São Paulo month ('YYYY-MM'): what a plan's allowance counts. */
export const MonthlyUsageSchema = defineEntity({
  name: 'CoreMonthlyUsage',
  tableName: 'core_monthly_usage',
  filters: workspaceFilter,
  properties: {
    workspace: workspaceKeyProperty(),
    month: p.text().primary(),
    analyses: p.integer().default(0),
  },
});
export type MonthlyUsage = InferEntity<typeof MonthlyUsageSchema>;

/**
 * An analysis reserved against the plan before it runs: consumed into the monthly usage when it
 * completes, released when it fails, ignored once it expires (a process died mid-analysis).
 * `holdsSlot`: it counts against the analyses a workspace may have in flight.
 */
export const UsageReservationSchema = defineEntity({
  name: 'CoreUsageReservation',
  tableName: 'core_usage_reservation',
  filters: workspaceFilter,
  indexes: [{ name: 'core_usage_reservation_workspace_idx', properties: ['workspace', 'expiresAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    holdsSlot: p.boolean().fieldName('holds_slot'),
    expiresAt: p.datetime().fieldName('expires_at'),
  },
});
export type UsageReservation = InferEntity<typeof UsageReservationSchema>;
