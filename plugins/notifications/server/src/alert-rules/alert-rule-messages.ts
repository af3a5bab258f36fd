import { ApiError } from '@otimiza/sdk/server';
import { scoreCategoryLabels, type LocalizedText } from '@otimiza/sdk/shared';
import type { AlertMetric, AlertTimeWindow, NotificationType, RecommendedAction } from '@otimiza/plugin-notifications-shared';
import type { ConditionReading } from './alert-rule-evaluator.js';
import texts from './alert-rule-messages.texts.json' with { type: 'json' };

export const alertRuleNotFound = () => new ApiError('NOT_FOUND', 404, texts.notFound);

export const metricLabels: Record<AlertMetric, LocalizedText> = { ...scoreCategoryLabels, ...texts.metricLabels };

const categoryLabels: Record<string, LocalizedText> = {
  performance: metricLabels.performance,
  accessibility: metricLabels.accessibility,
  seo: metricLabels.seo,
  bestPractices: metricLabels.bestPractices,
};

const windowLabels: Record<Exclude<AlertTimeWindow, 'latest'>, LocalizedText> = texts.windowLabels;

/** Performance metrics make a `performance_issue`; the others (quality scores, audits, activity) an `seo_alert`. */
export function notificationTypeOf(metric: AlertMetric): NotificationType {
  return metric === 'performance' || metric === 'lcp' || metric === 'cls' || metric === 'tbt' ? 'performance_issue' : 'seo_alert';
}

function formatValue(metric: AlertMetric, value: number, language: 'pt' | 'en'): string {
  const locale = language === 'pt' ? 'pt-BR' : 'en-US';
  if (metric === 'cls') return value.toLocaleString(locale, { maximumFractionDigits: 3 });
  if (metric === 'lcp' || metric === 'tbt') return `${Math.round(value).toLocaleString(locale)} ms`;
  const rounded = Math.round(value * 10) / 10;
  const text = rounded.toLocaleString(locale, { maximumFractionDigits: 1 });
  return metric === 'scoreChange' && rounded > 0 ? `+${text}` : text;
}

/** "Acessibilidade 82 (condição: < 90)", with the window and, for a score change, the category. */
export function describeReading(reading: ConditionReading, language: 'pt' | 'en'): string {
  const { condition, value } = reading;
  const label =
    condition.metric === 'scoreChange' && reading.category
      ? `${metricLabels.scoreChange[language]} (${categoryLabels[reading.category]![language]})`
      : metricLabels[condition.metric][language];
  const shown = value === null ? '—' : formatValue(condition.metric, value, language);
  const window =
    condition.timeWindow !== 'latest' && condition.metric !== 'daysSinceLastAudit'
      ? language === 'pt'
        ? `, pior valor ${windowLabels[condition.timeWindow].pt}`
        : `, worst value ${windowLabels[condition.timeWindow].en}`
      : '';
  const rule = `${condition.operator} ${formatValue(condition.metric, condition.value, language)}`;
  return language === 'pt' ? `${label} ${shown} (condição: ${rule}${window})` : `${label} ${shown} (condition: ${rule}${window})`;
}

/** The notification of a firing: title with the rule's name; message with each condition's value and the URL. */
export function firingTexts(ruleName: string, url: string | null, readings: readonly ConditionReading[]): { title: LocalizedText; message: LocalizedText } {
  const text = (language: 'pt' | 'en') => readings.map((reading) => describeReading(reading, language)).join('; ');
  const where = {
    pt: url ? ` em ${url}` : ' no espaço de trabalho',
    en: url ? ` on ${url}` : ' in the workspace',
  };
  return {
    title: { pt: `Alerta: ${ruleName}`, en: `Alert: ${ruleName}` },
    message: {
      pt: `A regra "${ruleName}" foi acionada${where.pt}: ${text('pt')}.`,
      en: `The rule "${ruleName}" fired${where.en}: ${text('en')}.`,
    },
  };
}

const actionsByMetric: Record<AlertMetric, RecommendedAction[]> = texts.actionsByMetric;

/** Up to 2 recommended actions (the spec shows 2), from the conditions that held, in order. */
export function recommendedActionsFor(readings: readonly ConditionReading[]): RecommendedAction[] {
  const actions: RecommendedAction[] = [];
  for (const reading of readings) {
    for (const action of actionsByMetric[reading.condition.metric]) {
      if (actions.length < 2 && !actions.some((taken) => taken.title.pt === action.title.pt)) actions.push(action);
    }
  }
  return actions;
}
