import { ApiError } from '@otimiza/sdk/server';
import { scoreCategoryLabels, type LocalizedText } from '@otimiza/sdk/shared';
import type { AlertMetric, AlertTimeWindow, NotificationType, RecommendedAction } from '@otimiza/plugin-notifications-shared';
import type { ConditionReading } from './alert-rule-evaluator.js';

export const alertRuleNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Regra de alerta não encontrada.', en: 'Alert rule not found.' });

export const metricLabels: Record<AlertMetric, LocalizedText> = {
  ...scoreCategoryLabels,
  lcp: { pt: 'LCP', en: 'LCP' },
  cls: { pt: 'CLS', en: 'CLS' },
  tbt: { pt: 'TBT', en: 'TBT' },
  failingAudits: { pt: 'Auditorias com falha', en: 'Failing audits' },
  daysSinceLastAudit: { pt: 'Dias desde a última auditoria', en: 'Days since the last audit' },
  scoreChange: { pt: 'Variação de pontuação', en: 'Score change' },
};

const categoryLabels: Record<string, LocalizedText> = {
  performance: metricLabels.performance,
  accessibility: metricLabels.accessibility,
  seo: metricLabels.seo,
  bestPractices: metricLabels.bestPractices,
};

const windowLabels: Record<Exclude<AlertTimeWindow, 'latest'>, LocalizedText> = {
  '1h': { pt: 'na última hora', en: 'in the last hour' },
  '24h': { pt: 'nas últimas 24 h', en: 'in the last 24 h' },
  '7d': { pt: 'nos últimos 7 dias', en: 'in the last 7 days' },
  '30d': { pt: 'nos últimos 30 dias', en: 'in the last 30 days' },
};

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

const actionsByMetric: Record<AlertMetric, RecommendedAction[]> = {
  performance: [
    {
      title: { pt: 'Otimize imagens e scripts', en: 'Optimise images and scripts' },
      description: { pt: 'Veja as oportunidades da última análise.', en: 'See the opportunities of the latest analysis.' },
    },
    { title: { pt: 'Aplique as correções automáticas', en: 'Apply the automatic fixes' } },
  ],
  lcp: [
    {
      title: { pt: 'Reduza o maior elemento visível', en: 'Shrink the largest visible element' },
      description: { pt: 'Comprima a imagem principal e pré-carregue-a.', en: 'Compress the main image and preload it.' },
    },
    { title: { pt: 'Melhore o tempo de resposta do servidor', en: 'Improve the server response time' } },
  ],
  cls: [
    {
      title: { pt: 'Reserve espaço para imagens e anúncios', en: 'Reserve space for images and ads' },
      description: { pt: 'Defina largura e altura dos elementos.', en: 'Set the width and height of elements.' },
    },
  ],
  tbt: [
    {
      title: { pt: 'Reduza o JavaScript da página', en: 'Reduce the page’s JavaScript' },
      description: { pt: 'Adie scripts que não são essenciais.', en: 'Defer non-essential scripts.' },
    },
  ],
  accessibility: [
    {
      title: { pt: 'Corrija as falhas de acessibilidade', en: 'Fix the accessibility failures' },
      description: { pt: 'Textos alternativos, contraste e rótulos.', en: 'Alternative texts, contrast and labels.' },
    },
    { title: { pt: 'Aplique as correções automáticas', en: 'Apply the automatic fixes' } },
  ],
  seo: [
    { title: { pt: 'Revise títulos e meta descrições', en: 'Review titles and meta descriptions' } },
    { title: { pt: 'Aplique as correções automáticas', en: 'Apply the automatic fixes' } },
  ],
  bestPractices: [{ title: { pt: 'Revise as boas práticas com falha', en: 'Review the failing best practices' } }],
  failingAudits: [{ title: { pt: 'Revise as auditorias com falha da última análise', en: 'Review the failing audits of the latest analysis' } }],
  daysSinceLastAudit: [
    {
      title: { pt: 'Analise o site novamente', en: 'Analyse the site again' },
      description: { pt: 'Os dados do site estão desatualizados.', en: 'The site’s data is out of date.' },
    },
  ],
  scoreChange: [
    {
      title: { pt: 'Compare com a análise anterior', en: 'Compare with the previous analysis' },
      description: { pt: 'Veja o que mudou na página.', en: 'See what changed on the page.' },
    },
  ],
};

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
