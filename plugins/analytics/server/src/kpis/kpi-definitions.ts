import { metricCatalogue, type LocalizedText, type MetricName } from '@otimiza/sdk/shared';
import type { KpiCategory, KpiId, KpiView } from '@otimiza/plugin-analytics-shared';

export interface KpiDefinition {
  id: KpiId;
  category: KpiCategory;
  metric: MetricName;
  format: KpiView['format'];
  better: KpiView['better'];
  name: LocalizedText;
  description: LocalizedText;
  /** Bounds of a forecast (scores 0–100, everything else ≥ 0). */
  min: number;
  max?: number;
  /**
   * A mean of per-page measures (recorded per page and strategy): its change compares the same pages and strategies in
   * both periods, never this period's pages with other ones, nor a mobile run with a desktop one.
   */
  perPage?: true;
}

const score = (id: KpiId, metric: MetricName, pt: string, en: string, ptLower = pt.toLowerCase(), enLower = en.toLowerCase()): KpiDefinition => ({
  id,
  category: 'scores',
  metric,
  format: 'decimal',
  better: 'higher',
  min: 0,
  max: 100,
  perPage: true,
  name: { pt: `${pt} médio`, en: `Average ${en}` },
  description: {
    pt: `Nota média de ${ptLower} (0–100) das análises do período, em todos os sites.`,
    en: `Mean ${enLower} score (0–100) of the period's analyses, across all sites.`,
  },
});

/** The dashboard's KPIs, each read from one metric of the metric store. */
export const kpiDefinitions: readonly KpiDefinition[] = [
  score('performance', 'score.performance', 'Desempenho', 'performance'),
  score('accessibility', 'score.accessibility', 'Acessibilidade', 'accessibility'),
  score('seo', 'score.seo', 'SEO', 'SEO', 'SEO', 'SEO'),
  score('best-practices', 'score.best-practices', 'Boas práticas', 'best practices'),
  {
    id: 'lcp',
    category: 'vitals',
    metric: 'vitals.lcp',
    format: 'other',
    better: 'lower',
    min: 0,
    perPage: true,
    name: { pt: 'LCP médio', en: 'Average LCP' },
    description: { pt: 'Largest Contentful Paint médio das análises do período, em ms.', en: 'Mean Largest Contentful Paint of the period’s analyses, in ms.' },
  },
  {
    id: 'cls',
    category: 'vitals',
    metric: 'vitals.cls',
    format: 'decimal',
    better: 'lower',
    min: 0,
    perPage: true,
    name: { pt: 'CLS médio', en: 'Average CLS' },
    description: { pt: 'Cumulative Layout Shift médio das análises do período.', en: 'Mean Cumulative Layout Shift of the period’s analyses.' },
  },
  {
    id: 'tbt',
    category: 'vitals',
    metric: 'vitals.tbt',
    format: 'other',
    better: 'lower',
    min: 0,
    perPage: true,
    name: { pt: 'TBT médio', en: 'Average TBT' },
    description: { pt: 'Total Blocking Time médio das análises do período, em ms.', en: 'Mean Total Blocking Time of the period’s analyses, in ms.' },
  },
  {
    id: 'analyses',
    category: 'operations',
    metric: 'analyses.completed',
    format: 'other',
    better: 'higher',
    min: 0,
    name: { pt: 'Análises concluídas', en: 'Analyses completed' },
    description: { pt: 'Análises concluídas no período.', en: 'Analyses completed in the period.' },
  },
  {
    id: 'failing-audits',
    category: 'operations',
    metric: 'audits.failing',
    format: 'decimal',
    better: 'lower',
    min: 0,
    perPage: true,
    name: { pt: 'Auditorias reprovadas por análise', en: 'Failing audits per analysis' },
    description: {
      pt: 'Média de auditorias do Lighthouse reprovadas por análise no período.',
      en: 'Mean number of failing Lighthouse audits per analysis in the period.',
    },
  },
  {
    id: 'fixes',
    category: 'operations',
    metric: 'fixes.applied',
    format: 'other',
    better: 'higher',
    min: 0,
    name: { pt: 'Correções aplicadas', en: 'Fixes applied' },
    description: { pt: 'Correções que o corretor de HTML aplicou no período.', en: 'Fixes the HTML fixer applied in the period.' },
  },
  {
    id: 'gains',
    category: 'operations',
    metric: 'gains.verified',
    format: 'decimal',
    better: 'higher',
    min: 0,
    name: { pt: 'Ganhos verificados', en: 'Verified gains' },
    description: {
      pt: 'Pontos ganhos nas melhorias verificadas (nova auditoria da página corrigida menos a original) no período.',
      en: 'Points gained by verified improvements (the fixed page’s audit minus the original’s) in the period.',
    },
  },
  {
    id: 'report-runs',
    category: 'engagement',
    metric: 'reports.runs',
    format: 'other',
    better: 'higher',
    min: 0,
    name: { pt: 'Relatórios gerados', en: 'Reports generated' },
    description: { pt: 'PDFs, relatórios recorrentes e de auditoria gerados no período.', en: 'PDFs, recurring and audit reports generated in the period.' },
  },
  {
    id: 'share-views',
    category: 'engagement',
    metric: 'share.views',
    format: 'other',
    better: 'higher',
    min: 0,
    name: { pt: 'Visualizações de links compartilhados', en: 'Shared link views' },
    description: { pt: 'Aberturas das páginas públicas de relatórios no período.', en: 'Openings of the public report pages in the period.' },
  },
  {
    id: 'share-downloads',
    category: 'engagement',
    metric: 'share.downloads',
    format: 'other',
    better: 'higher',
    min: 0,
    name: { pt: 'Downloads de links compartilhados', en: 'Shared link downloads' },
    description: { pt: 'Downloads feitos nas páginas públicas de relatórios no período.', en: 'Downloads from the public report pages in the period.' },
  },
  {
    id: 'share-time',
    category: 'engagement',
    metric: 'share.time-spent',
    format: 'other',
    better: 'higher',
    min: 0,
    name: { pt: 'Tempo nos links compartilhados', en: 'Time on shared links' },
    description: {
      pt: 'Segundos que os visitantes passaram nas páginas públicas de relatórios no período.',
      en: 'Seconds visitors spent on the public report pages in the period.',
    },
  },
];

export const kpiDefinition = (id: KpiId): KpiDefinition => kpiDefinitions.find((definition) => definition.id === id)!;

export const rollupOf = (definition: KpiDefinition): 'sum' | 'average' | 'last' => metricCatalogue[definition.metric].rollup;
export const unitOf = (definition: KpiDefinition) => metricCatalogue[definition.metric].unit;
