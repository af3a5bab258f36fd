import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, updatedAtProperty, workspaceKeyProperty } from '@otimiza/sdk/server';
import type { CustomerSuccessSettings } from '@otimiza/plugin-customer-success-shared';

/** The CSMs' monthly targets, percent, by member. */
export type CsmGoals = Record<string, { retention: number | null; expansion: number | null }>;

/** A workspace's customer success settings (one row, made at the first change): weights, alert and engagement thresholds, CSM goals. */
export const SettingsSchema = defineEntity({
  name: 'CsSettings',
  tableName: 'customer_success_settings',
  filters: workspaceFilter,
  properties: {
    workspace: workspaceKeyProperty(),
    settings: p.json<CustomerSuccessSettings>(),
    goals: p.json<CsmGoals>(),
    updatedAt: updatedAtProperty(),
  },
});
export type SettingsRow = InferEntity<typeof SettingsSchema>;
