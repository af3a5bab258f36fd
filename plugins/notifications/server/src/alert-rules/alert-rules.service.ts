import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, storeWithinCap, type AuthContext, type WorkspaceCap } from '@otimiza/sdk/server';
import type { AlertCondition, AlertRuleList, AlertRuleView, alertRuleInputSchema } from '@otimiza/plugin-notifications-shared';
import type { z } from 'zod';
import { isScheduled } from './alert-rule-evaluator.js';
import { alertRuleNotFound } from './alert-rule-messages.js';
import { toAlertRuleView } from './alert-rule-view.js';
import { AlertRuleSchema } from '../data/alert-rule.entity.js';

type AlertRuleFields = z.output<typeof alertRuleInputSchema>;

/** Alert rules a workspace may keep: the list is read whole, and each completed audit is checked against the active ones. */
export const MAX_ALERT_RULES = 100;

const alertRulesCap = (workspaceId: string): WorkspaceCap => ({
  workspaceId,
  name: 'notifications:alert-rules',
  limit: MAX_ALERT_RULES,
  items: { pt: { one: 'uma regra', many: 'regras de alerta', another: 'outra' }, en: { one: 'a rule', many: 'alert rules' } },
  count: (tx) => tx.count(AlertRuleSchema, {}),
});

/** When the scheduler first looks at a rule: at its next tick when one of its conditions depends on time, never otherwise. */
const nextCheckFor = (conditions: readonly AlertCondition[], isActive: boolean): Date | null => (isActive && isScheduled(conditions) ? new Date() : null);

/**
 * The workspace's alert rules (`/api/notifications/alert-rules`). Saving never touches
 * `triggerCount` and `lastTriggered`: only a firing changes them (AlertRuleFiring).
 */
/** The columns a rule's form sets, on creation and on each edit. */
const storedFields = (input: AlertRuleFields) => ({
  name: input.name,
  description: input.description,
  conditions: input.conditions,
  url: input.url,
  cooldownMinutes: input.cooldown,
  isActive: input.isActive,
  nextCheckAt: nextCheckFor(input.conditions, input.isActive),
});

@Injectable()
export class AlertRulesService {
  constructor(private readonly em: EntityManager) {}

  async list(auth: AuthContext): Promise<AlertRuleList> {
    const rules = await forWorkspace(this.em, auth.workspaceId).find(AlertRuleSchema, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return { rules: rules.map(toAlertRuleView) };
  }

  /** Stores a new rule; 409 ITEM_LIMIT when the workspace already keeps MAX_ALERT_RULES. */
  async create(auth: AuthContext, input: AlertRuleFields): Promise<AlertRuleView> {
    const em = forWorkspace(this.em, auth.workspaceId);
    return storeWithinCap(em, alertRulesCap(auth.workspaceId), async (tx) => {
      const rule = tx.create(AlertRuleSchema, { workspace: auth.workspaceId, ...storedFields(input), triggerCount: 0, lastTriggered: null, firedBy: null });
      await tx.flush();
      return toAlertRuleView(rule);
    });
  }

  async update(auth: AuthContext, id: string, input: AlertRuleFields): Promise<AlertRuleView> {
    const em = forWorkspace(this.em, auth.workspaceId);
    const rule = await em.findOne(AlertRuleSchema, { id });
    if (!rule) throw alertRuleNotFound();
    em.assign(rule, storedFields(input));
    await em.flush();
    return toAlertRuleView(rule);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const deleted = await forWorkspace(this.em, auth.workspaceId).nativeDelete(AlertRuleSchema, { id });
    if (deleted === 0) throw alertRuleNotFound();
  }
}
