import { defineJob } from '@otimiza/sdk/server';

export interface AlertRuleCheckPayload {
  workspaceId: string;
  ruleId: string;
  /** The check's due time (ms): names the check, so a retried one completes what it fired. */
  dueAt: number;
}

/** One scheduled evaluation of an alert rule; the job id names the rule and its due time, so a check is queued once. */
export const alertRuleCheckJob = defineJob<AlertRuleCheckPayload, boolean>('notifications.alert-rule-check');
export const ALERT_RULE_CHECK_ATTEMPTS = 3;
export const ALERT_RULE_CHECK_BACKOFF_MS = 5000;
