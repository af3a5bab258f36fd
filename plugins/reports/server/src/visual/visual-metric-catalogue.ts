import type { VisualMetricCategory, VisualMetricUnit } from '@otimiza/plugin-reports-shared';
import type { LocalizedText, MetricName } from '@otimiza/sdk/shared';

/** A card of the metrics tab: which stored metric, how it reads, and whether a cohort benchmark applies. */
export interface VisualMetricDefinition {
  id: MetricName;
  name: LocalizedText;
  category: VisualMetricCategory;
  unit: VisualMetricUnit;
  better: 'higher' | 'lower';
  /** `level`: the sites' latest values (scores, vitals); `total`: the period's sum (fixes, views). */
  aggregation: 'level' | 'total';
  /** Compared with the anonymised cohort of the same business type. */
  benchmark: boolean;
}

const level = (
  id: MetricName,
  category: VisualMetricCategory,
  unit: VisualMetricUnit,
  better: 'higher' | 'lower',
  name: LocalizedText,
): VisualMetricDefinition => ({
  id,
  name,
  category,
  unit,
  better,
  aggregation: 'level',
  benchmark: true,
});
const total = (id: MetricName, category: VisualMetricCategory, unit: VisualMetricUnit, name: LocalizedText): VisualMetricDefinition => ({
  id,
  name,
  category,
  unit,
  better: 'higher',
  aggregation: 'total',
  benchmark: false,
});

/** The metrics of the visual reports, in the order their cards show. */
export const visualMetricDefinitions: readonly VisualMetricDefinition[] = [
  level('score.performance', 'scores', 'score', 'higher', { pt: 'Performance', en: 'Performance' }),
  level('score.accessibility', 'scores', 'score', 'higher', { pt: 'Acessibilidade', en: 'Accessibility' }),
  level('score.seo', 'scores', 'score', 'higher', { pt: 'SEO', en: 'SEO' }),
  level('score.best-practices', 'scores', 'score', 'higher', { pt: 'Boas práticas', en: 'Best practices' }),
  level('vitals.lcp', 'vitals', 'ms', 'lower', { pt: 'LCP (maior elemento visível)', en: 'LCP (largest contentful paint)' }),
  level('vitals.cls', 'vitals', 'unitless', 'lower', { pt: 'CLS (mudança de layout)', en: 'CLS (layout shift)' }),
  level('vitals.tbt', 'vitals', 'ms', 'lower', { pt: 'TBT (tempo de bloqueio)', en: 'TBT (total blocking time)' }),
  level('audits.failing', 'quality', 'count', 'lower', { pt: 'Auditorias com falha', en: 'Failing audits' }),
  total('fixes.applied', 'quality', 'count', { pt: 'Correções aplicadas', en: 'Fixes applied' }),
  total('gains.verified', 'quality', 'points', { pt: 'Ganhos verificados', en: 'Verified gains' }),
  total('analyses.completed', 'quality', 'count', { pt: 'Análises concluídas', en: 'Analyses completed' }),
  total('share.views', 'engagement', 'count', { pt: 'Visualizações de relatórios', en: 'Report views' }),
  total('share.downloads', 'engagement', 'count', { pt: 'Downloads de relatórios', en: 'Report downloads' }),
  total('share.shares', 'engagement', 'count', { pt: 'Compartilhamentos', en: 'Shares' }),
  total('reports.runs', 'engagement', 'count', { pt: 'Relatórios gerados', en: 'Reports generated' }),
];

export const visualMetricDefinition = (id: MetricName): VisualMetricDefinition => visualMetricDefinitions.find((definition) => definition.id === id)!;

export const scoreMetrics = ['score.performance', 'score.accessibility', 'score.seo', 'score.best-practices'] as const satisfies readonly MetricName[];
export type ScoreMetric = (typeof scoreMetrics)[number];
