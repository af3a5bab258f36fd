import type { LocalizedText } from './messages.js';

/** The four Lighthouse categories as the reports, exports and alerts name them. */
export const scoreCategoryLabels = {
  performance: { pt: 'Desempenho', en: 'Performance' },
  accessibility: { pt: 'Acessibilidade', en: 'Accessibility' },
  seo: { pt: 'SEO', en: 'SEO' },
  bestPractices: { pt: 'Boas práticas', en: 'Best practices' },
} as const satisfies Record<string, LocalizedText>;

export type ScoreCategoryName = keyof typeof scoreCategoryLabels;
