import type { MetricName } from '@otimiza/sdk/shared';
import type { MetricCategory, MetricDescription } from '@otimiza/plugin-bi-shared';

type Text = MetricDescription['name'];

/** A series the metric store holds, as business intelligence shows it. */
export interface PlatformMetric extends MetricDescription {
  key: `platform:${string}`;
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

/** A level the audits measure per page and strategy: averaged over a period and compared with the cohort. */
const audited = (metric: MetricName, unit: string, better: PlatformMetric['better'], name: Text, description: Text): PlatformMetric => ({
  key: `platform:${metric}`,
  name,
  description,
  category: 'product',
  unit,
  better,
  aggregation: 'average',
  source: { metric },
  benchmark: true,
  perStrategy: true,
});

const score = (metric: MetricName, name: Text, description: Text) => audited(metric, '/100', 'higher', name, description);

/** What happened in a period, summed over it: more is better, and no cohort (a total follows the workspace's size). */
const total = (metric: MetricName, category: MetricCategory, unit: string, name: Text, description: Text): PlatformMetric => ({
  key: `platform:${metric}`,
  name,
  description,
  category,
  unit,
  better: 'higher',
  aggregation: 'sum',
  source: { metric },
  benchmark: false,
});

/** The share of the notifications sent in a period that were opened, or clicked. */
const notificationRate = (key: PlatformMetric['key'], numerator: MetricName, name: Text, description: Text): PlatformMetric => ({
  key,
  name,
  description,
  category: 'customer',
  unit: '%',
  better: 'higher',
  aggregation: 'average',
  source: { ratio: [numerator, 'notifications.sent'] },
  benchmark: false,
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
  audited(
    'vitals.lcp',
    'ms',
    'lower',
    { pt: 'LCP (maior renderização)', en: 'LCP (largest contentful paint)' },
    { pt: 'Core Web Vital medido nas auditorias, em milissegundos.', en: 'Core Web Vital measured by the audits, in milliseconds.' },
  ),
  audited(
    'vitals.cls',
    'CLS',
    'lower',
    { pt: 'CLS (estabilidade visual)', en: 'CLS (layout shift)' },
    { pt: 'Core Web Vital medido nas auditorias.', en: 'Core Web Vital measured by the audits.' },
  ),
  audited(
    'vitals.tbt',
    'ms',
    'lower',
    { pt: 'TBT (tempo de bloqueio)', en: 'TBT (total blocking time)' },
    { pt: 'Tempo total de bloqueio medido nas auditorias, em milissegundos.', en: 'Total blocking time measured by the audits, in milliseconds.' },
  ),
  total(
    'analyses.completed',
    'operational',
    'count',
    { pt: 'Auditorias realizadas', en: 'Audits run' },
    { pt: 'Análises concluídas no período.', en: 'Analyses completed in the period.' },
  ),
  audited(
    'audits.failing',
    'count',
    'lower',
    { pt: 'Auditorias reprovadas por análise', en: 'Failing audits per analysis' },
    { pt: 'Média de auditorias Lighthouse abaixo de 0,9 por análise.', en: 'Average Lighthouse audits below 0.9 per analysis.' },
  ),
  total(
    'fixes.applied',
    'operational',
    'count',
    { pt: 'Correções aplicadas', en: 'Fixes applied' },
    { pt: 'Correções do HTML aplicadas no período.', en: 'HTML fixes applied in the period.' },
  ),
  total(
    'gains.verified',
    'product',
    'points',
    { pt: 'Ganhos verificados', en: 'Verified gains' },
    { pt: 'Pontos ganhos comprovados por nova auditoria da página corrigida.', en: 'Points gained, proven by a new audit of the fixed page.' },
  ),
  total(
    'share.views',
    'marketing',
    'count',
    { pt: 'Visualizações de relatórios compartilhados', en: 'Shared report views' },
    { pt: 'Aberturas das páginas de relatórios compartilhados.', en: 'Openings of the shared report pages.' },
  ),
  total(
    'share.downloads',
    'marketing',
    'count',
    { pt: 'Downloads de relatórios compartilhados', en: 'Shared report downloads' },
    { pt: 'Downloads feitos nas páginas de relatórios compartilhados.', en: 'Downloads from the shared report pages.' },
  ),
  notificationRate(
    'platform:notifications.open-rate',
    'notifications.opened',
    { pt: 'Taxa de abertura das notificações', en: 'Notification open rate' },
    { pt: 'Notificações abertas sobre as enviadas no período.', en: 'Notifications opened over those sent in the period.' },
  ),
  notificationRate(
    'platform:notifications.click-rate',
    'notifications.clicked',
    { pt: 'Taxa de cliques das notificações', en: 'Notification click rate' },
    { pt: 'Notificações clicadas sobre as enviadas no período.', en: 'Notifications clicked over those sent in the period.' },
  ),
  total(
    'reports.runs',
    'operational',
    'count',
    { pt: 'Relatórios gerados', en: 'Reports generated' },
    { pt: 'PDFs, relatórios recorrentes e de auditoria gerados no período.', en: 'PDFs, recurring and audit reports generated in the period.' },
  ),
  total(
    'api.calls',
    'operational',
    'count',
    { pt: 'Chamadas à API', en: 'API calls' },
    { pt: 'Requisições dos membros do espaço de trabalho no período.', en: 'Requests of the workspace’s members in the period.' },
  ),
];

export const platformMetricByKey = new Map(platformMetrics.map((metric) => [metric.key as string, metric]));
