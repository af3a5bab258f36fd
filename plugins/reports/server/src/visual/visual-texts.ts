import type { LocalizedText } from '@otimiza/sdk/shared';

/** Display names shared by the charts and heatmaps. */
export const scoreNames: Record<string, LocalizedText> = {
  'score.performance': { pt: 'Performance', en: 'Performance' },
  'score.accessibility': { pt: 'Acessibilidade', en: 'Accessibility' },
  'score.seo': { pt: 'SEO', en: 'SEO' },
  'score.best-practices': { pt: 'Boas práticas', en: 'Best practices' },
};

export const bandNames: Record<string, LocalizedText> = {
  good: { pt: 'Bom (90–100)', en: 'Good (90–100)' },
  average: { pt: 'Regular (70–89)', en: 'Fair (70–89)' },
  poor: { pt: 'Ruim (0–69)', en: 'Poor (0–69)' },
};

/** The audit strategies, kept apart wherever scores are counted or compared. */
export const strategyNames: Record<string, LocalizedText> = {
  mobile: { pt: 'Celular', en: 'Mobile' },
  desktop: { pt: 'Computador', en: 'Desktop' },
};
export const strategies = ['mobile', 'desktop'] as const;

export const fixCategoryNames: Record<string, LocalizedText> = {
  seo: { pt: 'SEO', en: 'SEO' },
  accessibility: { pt: 'Acessibilidade', en: 'Accessibility' },
  performance: { pt: 'Performance', en: 'Performance' },
  'best-practices': { pt: 'Boas práticas', en: 'Best practices' },
};

export const vitalNames: Record<string, LocalizedText> = {
  'vitals.lcp': { pt: 'LCP', en: 'LCP' },
  'vitals.tbt': { pt: 'TBT', en: 'TBT' },
  'vitals.cls': { pt: 'CLS', en: 'CLS' },
};

export const weekdayNames: Record<string, LocalizedText> = {
  '0': { pt: 'Segunda', en: 'Monday' },
  '1': { pt: 'Terça', en: 'Tuesday' },
  '2': { pt: 'Quarta', en: 'Wednesday' },
  '3': { pt: 'Quinta', en: 'Thursday' },
  '4': { pt: 'Sexta', en: 'Friday' },
  '5': { pt: 'Sábado', en: 'Saturday' },
  '6': { pt: 'Domingo', en: 'Sunday' },
};

/** A day (`YYYY-MM-DD`) written for each language. */
export function dayText(day: string): LocalizedText {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    pt: date.toLocaleDateString('pt-BR', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }),
    en: date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }),
  };
}

/** A site's URL without its scheme and trailing slash, as a short name. */
export const siteName = (url: string): string => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** The site and strategy of a line's key `<site> <strategy>` (a site address holds no space). */
export function lineOf(line: string): { site: string; strategy: string } {
  const cut = line.lastIndexOf(' ');
  return { site: line.slice(0, cut), strategy: line.slice(cut + 1) };
}

/** A line of one site in one strategy, named 'padaria.com.br · Celular'. */
export function lineName(line: string): LocalizedText {
  const { site, strategy } = lineOf(line);
  const name = strategyNames[strategy] ?? { pt: strategy, en: strategy };
  return { pt: `${siteName(site)} · ${name.pt}`, en: `${siteName(site)} · ${name.en}` };
}
