import type { HistoryExportFormat } from '@otimiza/plugin-analysis-shared';
import type { Language } from '@otimiza/sdk/shared';

/** The history export's address for the history's current filters; the CSV's headings in the interface language. */
export function historyExportPath(format: HistoryExportFormat, filters: { search: string }, language: Language): string {
  const query = new URLSearchParams({ format, language });
  if (filters.search) query.set('search', filters.search);
  return `/api/analysis-history/export?${query.toString()}`;
}
