import { defineEvent } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';

/**
 * Business intelligence: a metric on a dashboard whose alerts are on shows a value out of its
 * pattern (robust z-score), or its 90-day forecast crosses its target. `metricId`, `kind` and
 * `at` (the period it is about, YYYY-MM-DD) make one alert: a later check of the same finds it again.
 */
export const biMetricAlert = defineEvent<{
  dashboardId: string;
  dashboardTitle: string;
  /** Who created the dashboard; null when that member left (then the owners and admins). */
  userId: string | null;
  metricId: string;
  kind: 'anomaly' | 'target-crossing';
  severity: 'high' | 'medium' | 'low';
  at: string;
  title: LocalizedText;
  message: LocalizedText;
}>('bi.metric-alert');
