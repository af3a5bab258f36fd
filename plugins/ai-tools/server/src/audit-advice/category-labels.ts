import type { AnalysisCategoryScores } from '@otimiza/sdk/server';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import texts from './category-labels.texts.json' with { type: 'json' };

export type Category = keyof AnalysisCategoryScores;

const labels: Record<Category, LocalizedText> = texts;

export function categoryLabel(category: Category, language: Language): string {
  return labels[category][language];
}

export const scoreKeys = {
  performance: 'performanceScore',
  accessibility: 'accessibilityScore',
  seo: 'seoScore',
  bestPractices: 'bestPracticesScore',
} as const;
