import type { MetricName } from '@otimiza/sdk/shared';
import type { MetricCategory } from '@otimiza/plugin-bi-shared';
import type { Aggregation } from '../stats/periods.js';

type Text = { pt: string; en: string };

/** A series the metric store holds, as business intelligence shows it. */
export interface PlatformMetric {
  key: `platform:${string}`;
  name: Text;
  description: Text;
  category: MetricCategory;
  unit: string;
  better: 'higher' | 'lower';
  aggregation: Aggregation;
  /** The metric store's metric, or a ratio of two (percent of the numerator over the denominator per period). */
  source: { metric: MetricName } | { ratio: [MetricName, MetricName] };
  /** Compared with the anonymised cohort of the business type (levels only: totals depend on a workspace's size). */
  benchmark: boolean;
  /**
   * Measured per page and strategy (scores, vitals, failing audits): its series is the workspace's most audited
   * strategy alone, so that a month of mobile audits is never compared with a month of desktop ones.
   */
  perStrategy?: true;
}

const score = (metric: MetricName, name: Text, description: Text): PlatformMetric => ({
  key: `platform:${metric}`,
  name,
  description,
  category: 'product',
  unit: '/100',
  better: 'higher',
  aggregation: 'average',
  source: { metric },
  benchmark: true,
  perStrategy: true,
});

/** The platform-derived series: audits, scores, Core Web Vitals, fixes, verified gains, share pages, notifications, reports, API. */
export const platformMetrics: readonly PlatformMetric[] = [
  score(
    'score.performance',
    { pt: 'Pontuação de desempenho', en: 'Performance score' },
    {
      pt: 'Média das auditorias Lighthouse dos sites, na estratégia (celular ou computador) mais auditada do espaço de trabalho.',
      en: 'Average of the sites’ Lighthouse audits, in the workspace’s most audited strategy (mobile or desktop).',
    },
  ),
  score('score.seo', { pt: 'Pontuação de SEO', en: 'SEO score' }, { pt: 'Média das auditorias de SEO dos sites.', en: 'Average of the sites’ SEO audits.' }),
  score(
    'score.accessibility',
    { pt: 'Pontuação de acessibilidade', en: 'Accessibility score' },
    { pt: 'Média das auditorias de acessibilidade dos sites.', en: 'Average of the sites’ accessibility audits.' },
  ),
  score(
    'score.best-practices',
    { pt: 'Pontuação de boas práticas', en: 'Best practices score' },
    { pt: 'Média das auditorias de boas práticas dos sites.', en: 'Average of the sites’ best-practices audits.' },
  ),
  {
    key: 'platform:vitals.lcp',
    name: { pt: 'LCP (maior renderização)', en: 'LCP (largest contentful paint)' },
    description: { pt: 'Core Web Vital medido nas auditorias, em milissegundos.', en: 'Core Web Vital measured by the audits, in milliseconds.' },
    category: 'product',
    unit: 'ms',
    better: 'lower',
    aggregation: 'average',
    source: { metric: 'vitals.lcp' },
    perStrategy: true,
    benchmark: true,
  },
  {
    key: 'platform:vitals.cls',
    name: { pt: 'CLS (estabilidade visual)', en: 'CLS (layout shift)' },
    description: { pt: 'Core Web Vital medido nas auditorias.', en: 'Core Web Vital measured by the audits.' },
    category: 'product',
    unit: 'CLS',
    better: 'lower',
    aggregation: 'average',
    source: { metric: 'vitals.cls' },
    perStrategy: true,
    benchmark: true,
  },
  {
    key: 'platform:vitals.tbt',
    name: { pt: 'TBT (tempo de bloqueio)', en: 'TBT (total blocking time)' },
    description: { pt: 'Tempo total de bloqueio medido nas auditorias, em milissegundos.', en: 'Total blocking time measured by the audits, in milliseconds.' },
    category: 'product',
    unit: 'ms',
    better: 'lower',
    aggregation: 'average',
    source: { metric: 'vitals.tbt' },
    perStrategy: true,
    benchmark: true,
  },
  {
    key: 'platform:analyses.completed',
    name: { pt: 'Auditorias realizadas', en: 'Audits run' },
    description: { pt: 'Análises concluídas no período.', en: 'Analyses completed in the period.' },
    category: 'operational',
    unit: 'count',
    better: 'higher',
    aggregation: 'sum',
    source: { metric: 'analyses.completed' },
    benchmark: false,
  },
  {
    key: 'platform:audits.failing',
    name: { pt: 'Auditorias reprovadas por análise', en: 'Failing audits per analysis' },
    description: { pt: 'Média de auditorias Lighthouse abaixo de 0,9 por análise.', en: 'Average Lighthouse audits below 0.9 per analysis.' },
    category: 'product',
    unit: 'count',
    better: 'lower',
    aggregation: 'average',
    source: { metric: 'audits.failing' },
    perStrategy: true,
    benchmark: true,
  },
  {
    key: 'platform:fixes.applied',
    name: { pt: 'Correções aplicadas', en: 'Fixes applied' },
    description: { pt: 'Correções do HTML aplicadas no período.', en: 'HTML fixes applied in the period.' },
    category: 'operational',
    unit: 'count',
    better: 'higher',
    aggregation: 'sum',
    source: { metric: 'fixes.applied' },
    benchmark: false,
  },
  {
    key: 'platform:gains.verified',
    name: { pt: 'Ganhos verificados', en: 'Verified gains' },
    description: { pt: 'Pontos ganhos comprovados por nova auditoria da página corrigida.', en: 'Points gained, proven by a new audit of the fixed page.' },
    category: 'product',
    unit: 'points',
    better: 'higher',
    aggregation: 'sum',
    source: { metric: 'gains.verified' },
    benchmark: false,
  },
  {
    key: 'platform:share.views',
    name: { pt: 'Visualizações de relatórios compartilhados', en: 'Shared report views' },
    description: { pt: 'Aberturas das páginas de relatórios compartilhados.', en: 'Openings of the shared report pages.' },
    category: 'marketing',
    unit: 'count',
    better: 'higher',
    aggregation: 'sum',
    source: { metric: 'share.views' },
    benchmark: false,
  },
  {
    key: 'platform:share.downloads',
    name: { pt: 'Downloads de relatórios compartilhados', en: 'Shared report downloads' },
    description: { pt: 'Downloads feitos nas páginas de relatórios compartilhados.', en: 'Downloads from the shared report pages.' },
    category: 'marketing',
    unit: 'count',
    better: 'higher',
    aggregation: 'sum',
    source: { metric: 'share.downloads' },
    benchmark: false,
  },
  {
    key: 'platform:notifications.open-rate',
    name: { pt: 'Taxa de abertura das notificações', en: 'Notification open rate' },
    description: { pt: 'Notificações abertas sobre as enviadas no período.', en: 'Notifications opened over those sent in the period.' },
    category: 'customer',
    unit: '%',
    better: 'higher',
    aggregation: 'average',
    source: { ratio: ['notifications.opened', 'notifications.sent'] },
    benchmark: false,
  },
  {
    key: 'platform:notifications.click-rate',
    name: { pt: 'Taxa de cliques das notificações', en: 'Notification click rate' },
    description: { pt: 'Notificações clicadas sobre as enviadas no período.', en: 'Notifications clicked over those sent in the period.' },
    category: 'customer',
    unit: '%',
    better: 'higher',
    aggregation: 'average',
    source: { ratio: ['notifications.clicked', 'notifications.sent'] },
    benchmark: false,
  },
  {
    key: 'platform:reports.runs',
    name: { pt: 'Relatórios gerados', en: 'Reports generated' },
    description: { pt: 'PDFs, relatórios recorrentes e de auditoria gerados no período.', en: 'PDFs, recurring and audit reports generated in the period.' },
    category: 'operational',
    unit: 'count',
    better: 'higher',
    aggregation: 'sum',
    source: { metric: 'reports.runs' },
    benchmark: false,
  },
  {
    key: 'platform:api.calls',
    name: { pt: 'Chamadas à API', en: 'API calls' },
    description: { pt: 'Requisições dos membros do espaço de trabalho no período.', en: 'Requests of the workspace’s members in the period.' },
    category: 'operational',
    unit: 'count',
    better: 'higher',
    aggregation: 'sum',
    source: { metric: 'api.calls' },
    benchmark: false,
  },
];

export const platformMetricByKey = new Map(platformMetrics.map((metric) => [metric.key as string, metric]));
