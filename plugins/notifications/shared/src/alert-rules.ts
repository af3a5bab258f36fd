import { singleLine } from '@otimiza/sdk/shared';
import { z } from 'zod';

/**
 * What a rule's condition reads over the workspace's analyses: a score (0–100), a Core Web
 * Vital of the audit (LCP and TBT in ms, CLS unitless), the audit's failing audits, the days
 * since the workspace's (or the URL's) last audit, or a URL's score change against its
 * previous audit (points, negative when it dropped).
 */
export const alertMetrics = [
  'performance',
  'accessibility',
  'seo',
  'bestPractices',
  'lcp',
  'cls',
  'tbt',
  'failingAudits',
  'daysSinceLastAudit',
  'scoreChange',
] as const;
export type AlertMetric = (typeof alertMetrics)[number];

export const alertOperators = ['<', '<=', '>', '>=', '=='] as const;
export type AlertOperator = (typeof alertOperators)[number];

/**
 * Over which audits a condition is read: `latest` is the audit that arrived (or the URL's latest
 * on a scheduled check); a window takes the worst value among the audits completed in it.
 */
export const alertTimeWindows = ['latest', '1h', '24h', '7d', '30d'] as const;
export type AlertTimeWindow = (typeof alertTimeWindows)[number];

export const alertConditionSchema = z.strictObject({
  metric: z.enum(alertMetrics),
  operator: z.enum(alertOperators),
  value: z.number().finite().min(-100_000).max(100_000),
  timeWindow: z.enum(alertTimeWindows).default('latest'),
});
export type AlertCondition = z.output<typeof alertConditionSchema>;

/** `POST /api/notifications/alert-rules` and `PUT …/:id`. Every condition must hold for the rule to fire. */
export const alertRuleInputSchema = z.strictObject({
  name: singleLine(z.string().trim().min(1, { error: 'notifications.nameRequired' }).max(120, { error: 'notifications.nameTooLong' })),
  description: z.string().trim().max(2000, { error: 'notifications.descriptionTooLong' }).default(''),
  conditions: z.array(alertConditionSchema).min(1, { error: 'notifications.conditionsRequired' }).max(5, { error: 'notifications.tooManyConditions' }),
  /** Minutes after firing during which the rule does not fire again (up to 30 days). */
  cooldown: z.number().int().min(1).max(43_200).default(60),
  isActive: z.boolean().default(true),
  /** Only audits of this URL (exact, as analysed); every URL of the workspace when null. */
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .default(null),
});
export type AlertRuleInput = z.input<typeof alertRuleInputSchema>;

/** An alert rule. */
export interface AlertRuleView {
  id: string;
  name: string;
  description: string;
  conditions: AlertCondition[];
  triggerCount: number;
  lastTriggered: string | null;
  cooldown: number;
  isActive: boolean;
  url: string | null;
  createdAt: string;
}

export interface AlertRuleList {
  rules: AlertRuleView[];
}
