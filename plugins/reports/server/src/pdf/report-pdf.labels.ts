import type { AnalysisCategoryScores } from '@otimiza/sdk/server';
import { pdfCommonTexts, pdfTextReader } from '@otimiza/sdk/pdf';
import { scoreCategoryLabels, type Language, type LocalizedText } from '@otimiza/sdk/shared';
import pdfTexts from './report-pdf.texts.json' with { type: 'json' };

export { formatDocumentDate as formatDate, formatDocumentDateTime as formatDateTime, isoDayInBrasilia as isoDay } from '@otimiza/sdk/pdf';

/** The product's own name: a white-label brand in force takes its place (and may hide it altogether). */
export const productName = 'Otimiza';

export type ScoreCategory = keyof AnalysisCategoryScores;
export const scoreCategories: readonly ScoreCategory[] = ['performance', 'accessibility', 'seo', 'bestPractices'];

const text = { ...pdfCommonTexts, ...pdfTexts.reportText } satisfies Record<string, LocalizedText>;

export type ReportTextKey = keyof typeof text;

export const reportText = pdfTextReader(text);

export const categoryLabels: Record<ScoreCategory, LocalizedText> = scoreCategoryLabels;

export const impactLabels: Record<'high' | 'medium' | 'low', LocalizedText> = pdfTexts.impactLabels;

export interface MetricDefinition {
  id: string;
  label: LocalizedText;
  unit: 'ms' | 'unitless';
  coreWebVital: boolean;
}

/** The Lighthouse metrics a report shows, in reading order; the Core Web Vitals first. */
export const reportMetrics: readonly MetricDefinition[] = [
  { id: 'largest-contentful-paint', label: pdfTexts.metricLabels['largest-contentful-paint'], unit: 'ms', coreWebVital: true },
  { id: 'cumulative-layout-shift', label: pdfTexts.metricLabels['cumulative-layout-shift'], unit: 'unitless', coreWebVital: true },
  { id: 'total-blocking-time', label: pdfTexts.metricLabels['total-blocking-time'], unit: 'ms', coreWebVital: true },
  { id: 'first-contentful-paint', label: pdfTexts.metricLabels['first-contentful-paint'], unit: 'ms', coreWebVital: false },
  { id: 'speed-index', label: pdfTexts.metricLabels['speed-index'], unit: 'ms', coreWebVital: false },
  { id: 'server-response-time', label: pdfTexts.metricLabels['server-response-time'], unit: 'ms', coreWebVital: false },
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
