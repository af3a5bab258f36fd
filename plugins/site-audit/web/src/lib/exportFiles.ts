import type { Language } from '@otimiza/sdk/shared';

/** The run's exports; `zip` is the fixed HTML of every audited page (plans with `htmlDownload`). */
export type ExportFormat = 'csv' | 'json' | 'pdf' | 'zip';

/** The run's exports: the CSV and the PDF in the interface language; the JSON and the zip are data, in no language. */
export function exportPath(runId: string, format: ExportFormat, language: Language): string {
  const run = `/api/site-audit/runs/${encodeURIComponent(runId)}`;
  if (format === 'csv') return `${run}/export.csv?language=${language}`;
  if (format === 'json') return `${run}/export.json`;
  if (format === 'zip') return `${run}/fixed-html.zip`;
  return `${run}/report.pdf?language=${language}`;
}

/** The content type each export must have: anything else (an error page, a proxy's HTML) is not saved as the file. */
export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv',
  json: 'application/json',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** 'site-audit-loja.com.br-2026-11-29.csv' ('site-audit-html-…zip' for the fixed pages): the site's host and the run's day in Brasília time. */
export function exportFileName(siteUrl: string, startedAt: string, format: ExportFormat): string {
  let host = 'site';
  try {
    host = new URL(siteUrl).host.replace(/[^a-z0-9.-]/gi, '-') || host;
  } catch {
    // A stored address always parses; 'site' keeps the name usable all the same.
  }
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'America/Sao_Paulo' }).formatToParts(
    new Date(startedAt),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `site-audit-${format === 'zip' ? 'html-' : ''}${host}-${part('year')}-${part('month')}-${part('day')}.${format}`;
}
