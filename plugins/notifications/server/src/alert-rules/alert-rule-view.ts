import type { AlertRuleView } from '@otimiza/plugin-notifications-shared';
import type { AlertRuleRow } from '../data/alert-rule.entity.js';

/** A rule as the API answers it: cooldown in minutes. */
export function toAlertRuleView(rule: AlertRuleRow): AlertRuleView {
  return {
    id: rule.id,
    name: rule.name,
    description: rule.description,
    conditions: rule.conditions,
    triggerCount: rule.triggerCount,
    lastTriggered: rule.lastTriggered ? rule.lastTriggered.toISOString() : null,
    cooldown: rule.cooldownMinutes,
    isActive: rule.isActive,
    url: rule.url ?? null,
    createdAt: rule.createdAt.toISOString(),
  };
}
