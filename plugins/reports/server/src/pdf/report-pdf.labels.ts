import type { AnalysisCategoryScores } from '@otimiza/sdk/server';
import { pdfCommonTexts, pdfTextReader } from '@otimiza/sdk/pdf';
import { scoreCategoryLabels, type Language, type LocalizedText } from '@otimiza/sdk/shared';

export { formatDocumentDate as formatDate, formatDocumentDateTime as formatDateTime, isoDayInBrasilia as isoDay } from '@otimiza/sdk/pdf';

/** The product's own name: a white-label brand in force takes its place (and may hide it altogether). */
export const productName = 'Otimiza';

export type ScoreCategory = keyof AnalysisCategoryScores;
export const scoreCategories: readonly ScoreCategory[] = ['performance', 'accessibility', 'seo', 'bestPractices'];

const text = {
  ...pdfCommonTexts,
  reportTitle: { pt: 'Relatório de SEO e desempenho', en: 'SEO and performance report' },
  analysedPage: { pt: 'Página analisada', en: 'Analysed page' },
  analysisDate: { pt: 'Data da análise', en: 'Analysis date' },
  scores: { pt: 'Pontuações', en: 'Scores' },
  scoresIntro: {
    pt: 'As quatro notas do Lighthouse, de 0 a 100. Quanto maior, melhor.',
    en: 'The four Lighthouse scores, from 0 to 100. Higher is better.',
  },
  trend: { pt: 'Evolução das pontuações', en: 'Score trend' },
  trendIntro: {
    pt: '{count} análises desta URL ({device}) de {from} a {to}.',
    en: '{count} analyses of this URL ({device}) from {from} to {to}.',
  },
  comparison: { pt: 'Mudança desde o relatório anterior', en: 'Change since the previous report' },
  comparisonIntro: { pt: 'Relatório anterior de {date}.', en: 'Previous report of {date}.' },
  metrics: { pt: 'Core Web Vitals e métricas', en: 'Core Web Vitals and metrics' },
  metricsIntro: {
    pt: 'Medições de carregamento da página feitas pelo Lighthouse durante a análise.',
    en: 'Page loading measurements taken by Lighthouse during the analysis.',
  },
  metric: { pt: 'Métrica', en: 'Metric' },
  value: { pt: 'Valor', en: 'Value' },
  rating: { pt: 'Avaliação', en: 'Rating' },
  notMeasured: { pt: 'não medido', en: 'not measured' },
  noMetrics: { pt: 'Esta análise não registrou métricas de carregamento.', en: 'This analysis recorded no loading metrics.' },
  opportunities: { pt: 'Oportunidades de melhoria', en: 'Improvement opportunities' },
  opportunitiesIntro: {
    pt: 'O que mais atrasa o carregamento, com a economia estimada de cada item.',
    en: 'What slows the page down most, with the estimated savings of each item.',
  },
  noOpportunities: { pt: 'Nenhuma oportunidade de economia foi encontrada.', en: 'No savings opportunities were found.' },
  opportunity: { pt: 'Oportunidade', en: 'Opportunity' },
  savings: { pt: 'Economia estimada', en: 'Estimated savings' },
  fixes: { pt: 'Correções aplicadas', en: 'Fixes applied' },
  fixesIntro: {
    pt: 'Correções aplicadas por {product} ao HTML da página.',
    en: 'Fixes {product} applied to the page’s HTML.',
  },
  fixesLocked: { pt: 'Correções encontradas — disponível no Pro', en: 'Fixes found — available on Pro' },
  fixesLockedIntro: {
    pt: 'Correções que {product} encontrou para o HTML da página; a página corrigida está disponível no plano Pro.',
    en: 'Fixes {product} found for the page’s HTML; the fixed page is available on the Pro plan.',
  },
  noFixes: { pt: 'Nenhuma correção foi necessária nesta página.', en: 'No fixes were needed on this page.' },
  impact: { pt: 'Impacto', en: 'Impact' },
  verification: { pt: 'Resultado verificado: antes e depois', en: 'Verified result: before and after' },
  verificationIntro: {
    pt: 'A página corrigida foi auditada novamente para comprovar a melhora.',
    en: 'The fixed page was audited again to prove the improvement.',
  },
  withinSpread: { pt: 'estável', en: 'stable' },
  verificationRegression: {
    pt: 'Regressão real em {category}, além da variação normal entre duas execuções. Correções que podem causá-la: {fixes}. Para descartar uma, deixe de aplicá-la nas próximas análises (na página da análise) ou desfaça-a no HTML baixado, e analise a página de novo.',
    en: 'A real regression in {category}, beyond the normal variation between two runs. Fixes that may cause it: {fixes}. To rule one out, stop applying it to the next analyses (on the analysis page) or undo it in the downloaded HTML, and analyse the page again.',
  },
  verificationRegressionNoFix: {
    pt: 'Regressão real em {category}, além da variação normal; nenhuma correção aplicada toca esta categoria: analise a página de novo para confirmar.',
    en: 'A real regression in {category}, beyond the normal variation; no applied fix touches this category: analyse the page again to confirm.',
  },
  verificationPending: {
    pt: 'Verificação pendente: a página corrigida ainda está sendo auditada novamente.',
    en: 'Verification pending: the fixed page is still being audited again.',
  },
  verificationUnavailable: {
    pt: 'Verificação não disponível para esta análise (a nova auditoria da página corrigida não foi feita).',
    en: 'Verification not available for this analysis (the fixed page was not audited again).',
  },
  before: { pt: 'Antes', en: 'Before' },
  after: { pt: 'Depois', en: 'After' },
  context: { pt: 'Contexto extraído da página', en: 'Context extracted from the page' },
  noContext: { pt: 'Não foi possível extrair o contexto desta página.', en: 'No context could be extracted from this page.' },
  company: { pt: 'Empresa', en: 'Company' },
  businessType: { pt: 'Tipo de negócio', en: 'Business type' },
  sector: { pt: 'Setor', en: 'Sector' },
  location: { pt: 'Localização', en: 'Location' },
  targetAudience: { pt: 'Público-alvo', en: 'Target audience' },
} satisfies Record<string, LocalizedText>;

export type ReportTextKey = keyof typeof text;

export const reportText = pdfTextReader(text);

export const categoryLabels: Record<ScoreCategory, LocalizedText> = scoreCategoryLabels;

export const impactLabels: Record<'high' | 'medium' | 'low', LocalizedText> = {
  high: { pt: 'Alto', en: 'High' },
  medium: { pt: 'Médio', en: 'Medium' },
  low: { pt: 'Baixo', en: 'Low' },
};

export interface MetricDefinition {
  id: string;
  label: LocalizedText;
  unit: 'ms' | 'unitless';
  coreWebVital: boolean;
}

/** The Lighthouse metrics a report shows, in reading order; the Core Web Vitals first. */
export const reportMetrics: readonly MetricDefinition[] = [
  { id: 'largest-contentful-paint', label: { pt: 'Largest Contentful Paint (LCP)', en: 'Largest Contentful Paint (LCP)' }, unit: 'ms', coreWebVital: true },
  { id: 'cumulative-layout-shift', label: { pt: 'Cumulative Layout Shift (CLS)', en: 'Cumulative Layout Shift (CLS)' }, unit: 'unitless', coreWebVital: true },
  { id: 'total-blocking-time', label: { pt: 'Total Blocking Time (TBT)', en: 'Total Blocking Time (TBT)' }, unit: 'ms', coreWebVital: true },
  { id: 'first-contentful-paint', label: { pt: 'First Contentful Paint (FCP)', en: 'First Contentful Paint (FCP)' }, unit: 'ms', coreWebVital: false },
  { id: 'speed-index', label: { pt: 'Speed Index', en: 'Speed Index' }, unit: 'ms', coreWebVital: false },
  { id: 'server-response-time', label: { pt: 'Tempo de resposta do servidor (TTFB)', en: 'Server response time (TTFB)' }, unit: 'ms', coreWebVital: false },
];

const locales: Record<Language, string> = { pt: 'pt-BR', en: 'en-US' };

export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return new Intl.NumberFormat(locales[language], { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/** Milliseconds as people read them: `850 ms`, `1,2 s`. */
export function formatDuration(ms: number, language: Language): string {
  return ms < 1000 ? `${formatNumber(Math.round(ms), language)} ms` : `${formatNumber(ms / 1000, language, 1)} s`;
}

export function formatBytes(bytes: number, language: Language): string {
  if (bytes < 1024) return `${formatNumber(bytes, language)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, language)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), language, 1)} MB`;
}
