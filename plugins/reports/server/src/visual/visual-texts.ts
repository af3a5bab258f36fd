import type { LocalizedText } from '@otimiza/sdk/shared';
import texts from './visual.texts.json' with { type: 'json' };

/** Display names shared by the charts and heatmaps. */
export const scoreNames: Record<string, LocalizedText> = texts.scoreNames;

export const bandNames: Record<string, LocalizedText> = texts.bandNames;

/** The audit strategies, kept apart wherever scores are counted or compared. */
export const strategyNames: Record<string, LocalizedText> = texts.strategyNames;
export const strategies = ['mobile', 'desktop'] as const;

export const fixCategoryNames: Record<string, LocalizedText> = texts.fixCategoryNames;

export const vitalNames: Record<string, LocalizedText> = texts.vitalNames;

export const weekdayNames: Record<string, LocalizedText> = texts.weekdayNames;

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
