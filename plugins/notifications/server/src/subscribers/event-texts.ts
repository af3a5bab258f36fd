import type { DomainEvent } from '@otimiza/sdk/server';
import type { AnalysisCategoryScores } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';

/** Names of the score categories, in pt and en. */
export const categoryNames: Record<keyof AnalysisCategoryScores, LocalizedText> = {
  performance: { pt: 'desempenho', en: 'performance' },
  accessibility: { pt: 'acessibilidade', en: 'accessibility' },
  seo: { pt: 'SEO', en: 'SEO' },
  bestPractices: { pt: 'boas práticas', en: 'best practices' },
};

export const planName = (plan: string) => (plan ? plan.charAt(0).toUpperCase() + plan.slice(1) : plan);

/** The host of an address, for titles; the address itself when it is not one. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** A moment as the member reads it, in Brasília time. */
export function dateTimeText(iso: string): LocalizedText {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { pt: iso, en: iso };
  const format = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(date);
  return { pt: format('pt-BR'), en: format('en-GB') };
}

export function scoresText(scores: AnalysisCategoryScores): LocalizedText {
  const list = (language: 'pt' | 'en') =>
    (Object.keys(categoryNames) as (keyof AnalysisCategoryScores)[])
      .map((category) => `${categoryNames[category][language]} ${Math.round(scores[category])}`)
      .join(', ');
  return { pt: list('pt'), en: list('en') };
}

/** Where the app's pages are. */
export const appPaths = {
  centre: '/notification-center',
  history: '/analysis-history',
  newAnalysis: '/new-analysis',
  aiTools: '/ai-tools',
  reports: '/reports',
  audit: '/audit-compliance',
  pricing: '/pricing',
} as const;

/** An event's own app path when it is one (a single leading slash: never another host), else the fallback. */
export const appPathOr = (path: string | undefined, fallback: string): string => (path && /^\/(?![/\\])/.test(path) ? path : fallback);

/** The payload type of an event of the catalogue. */
export type PayloadOf<E> = E extends DomainEvent<infer P> ? P : never;
