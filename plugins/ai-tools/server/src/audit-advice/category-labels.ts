import type { AnalysisCategoryScores } from '@otimiza/sdk/server';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';

export type Category = keyof AnalysisCategoryScores;

const labels: Record<Category, LocalizedText> = {
  performance: { pt: 'Performance', en: 'Performance' },
  accessibility: { pt: 'Acessibilidade', en: 'Accessibility' },
  seo: { pt: 'SEO', en: 'SEO' },
  bestPractices: { pt: 'Boas práticas', en: 'Best practices' },
};

export function categoryLabel(category: Category, language: Language): string {
  return labels[category][language];
}

export const scoreKeys = {
  performance: 'performanceScore',
  accessibility: 'accessibilityScore',
  seo: 'seoScore',
  bestPractices: 'bestPracticesScore',
} as const;
