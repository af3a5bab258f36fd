import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import type { PageSpeedResults } from '@otimiza/plugin-analysis-shared';
import type { StoredPageSpeedResults } from '../data/stored-page-speed-results.js';
import { fromEnglish } from './lighthouse-locale.js';

function textsOf<T extends { title: string; titles?: LocalizedText; descriptions?: LocalizedText | null }>(
  item: T,
  language: Language,
): T & { title: string; titles: LocalizedText; descriptions: LocalizedText | null } {
  const titles = item.titles ?? fromEnglish(item.title);
  return { ...item, title: titles[language], titles, descriptions: item.descriptions ?? null };
}

/** The stored results for a reader: each text in `language`, both kept beside it; English-only rows translated where Lighthouse has the text. */
export function pageSpeedResultsIn(stored: StoredPageSpeedResults, language: Language): PageSpeedResults {
  const { metrics, opportunities, failingAudits, ...rest } = stored;
  return {
    ...rest,
    metrics: Object.fromEntries(
      Object.entries(metrics).map(([id, metric]) => [
        id,
        { ...metric, display: metric.displays?.[language] ?? metric.display, displays: metric.displays ?? null },
      ]),
    ),
    opportunities: opportunities.map((opportunity) => textsOf(opportunity, language)),
    ...(failingAudits ? { failingAudits: failingAudits.map((audit) => textsOf(audit, language)) } : {}),
  };
}
