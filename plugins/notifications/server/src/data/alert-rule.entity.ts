import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { AlertCondition } from '@otimiza/plugin-notifications-shared';

/** A workspace's alert rule; `triggerCount` and `lastTriggered` change only when it fires. */
export const AlertRuleSchema = defineEntity({
  name: 'NotificationsAlertRule',
  tableName: 'notifications_alert_rule',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('notifications_alert_rule'), { name: 'notifications_alert_rule_next_check_idx', properties: ['nextCheckAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    name: p.text(),
    description: p.text().default(''),
    conditions: p.json<AlertCondition[]>(),
    url: p.text().nullable(),
    cooldownMinutes: p.integer().fieldName('cooldown_minutes'),
    isActive: p.boolean().fieldName('is_active').default(true),
    triggerCount: p.integer().fieldName('trigger_count').default(0),
    lastTriggered: p.datetime().fieldName('last_triggered').nullable(),
    /**
     * What made it fire last (`event:<id>` or `schedule:<due ms>`): a retried delivery of that same
     * event or check completes its notification (idempotent by source key) instead of losing it to the cooldown.
     */
    firedBy: p.text().fieldName('fired_by').nullable(),
    /** When the scheduler next evaluates it (windowed and days-since-last-audit conditions); null for a rule read only on events. */
    nextCheckAt: p.datetime().fieldName('next_check_at').nullable(),
  },
});
export type AlertRuleRow = InferEntity<typeof AlertRuleSchema>;
