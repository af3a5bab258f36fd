import { csvField } from '@otimiza/sdk/shared';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import type { AnalysisStatus, AnalysisSummary, HistoryExportFormat, HistoryExportRow } from '@otimiza/plugin-analysis-shared';

/** The CSV's columns in order, each with its heading in both languages. */
const columns = [
  ['id', { pt: 'ID', en: 'ID' }],
  ['url', { pt: 'URL', en: 'URL' }],
  ['domain', { pt: 'Domínio', en: 'Domain' }],
  ['strategy', { pt: 'Estratégia', en: 'Strategy' }],
  ['status', { pt: 'Status', en: 'Status' }],
  ['performanceScore', { pt: 'Performance', en: 'Performance' }],
  ['accessibilityScore', { pt: 'Acessibilidade', en: 'Accessibility' }],
  ['seoScore', { pt: 'SEO', en: 'SEO' }],
  ['bestPracticesScore', { pt: 'Boas Práticas', en: 'Best Practices' }],
  ['issuesCount', { pt: 'Problemas', en: 'Issues' }],
  ['createdAt', { pt: 'Criada em (BRT)', en: 'Created at (BRT)' }],
  ['completedAt', { pt: 'Concluída em (BRT)', en: 'Completed at (BRT)' }],
  ['durationMs', { pt: 'Duração (ms)', en: 'Duration (ms)' }],
  ['error', { pt: 'Erro', en: 'Error' }],
] as const satisfies readonly (readonly [keyof HistoryExportRow, LocalizedText])[];

const statusLabels: Record<AnalysisStatus, LocalizedText> = {
  queued: { pt: 'Na fila', en: 'Queued' },
  running: { pt: 'Em andamento', en: 'Running' },
  completed: { pt: 'Concluída', en: 'Completed' },
  failed: { pt: 'Falhou', en: 'Failed' },
};

const brasiliaOffsetMs = -3 * 60 * 60 * 1000;

/**
 * An instant in Brasília time, ISO 8601 with its offset ('2026-11-28T14:05:09-03:00'). Brazil keeps UTC−3 all year since
 * 2019; for an older instant the text still names that instant exactly, as its offset says.
 */
export function brasiliaIso(instant: Date): string {
  return `${new Date(instant.getTime() + brasiliaOffsetMs).toISOString().slice(0, 19)}-03:00`;
}

/** The CSV's reading of the same instant, which spreadsheets take as a date and time: '2026-11-28 14:05:09'. */
function brasiliaCell(iso: string | null): string | null {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : null;
}

/** One analysis of the history as exported: scores only of a completed one, the failure in `language`. */
export function historyExportRow(summary: AnalysisSummary): HistoryExportRow {
  return {
    id: summary.id,
    url: summary.url,
    domain: summary.domain,
    strategy: summary.strategy,
    status: summary.status,
    performanceScore: summary.scores?.performanceScore ?? null,
    accessibilityScore: summary.scores?.accessibilityScore ?? null,
    seoScore: summary.scores?.seoScore ?? null,
    bestPracticesScore: summary.scores?.bestPracticesScore ?? null,
    issuesCount: summary.issuesCount ?? null,
    createdAt: brasiliaIso(new Date(summary.createdAt)),
    completedAt: summary.completedAt ? brasiliaIso(new Date(summary.completedAt)) : null,
    durationMs: summary.durationMs,
    error: summary.error?.message ?? null,
  };
}

/** The CSV's first line (after the byte-order mark Excel needs to read UTF-8): the headings in `language`. */
export function historyCsvHeader(language: Language): string {
  return `\uFEFF${columns.map(([, heading]) => csvField(heading[language])).join(',')}\r\n`;
}

/** One CSV record (RFC 4180, CRLF): every text neutralised against formulas by csvField, the status in `language`. */
export function historyCsvLine(row: HistoryExportRow, language: Language): string {
  const cells = columns.map(([key]) => {
    if (key === 'status') return statusLabels[row.status as AnalysisStatus]?.[language] ?? row.status;
    if (key === 'createdAt' || key === 'completedAt') return brasiliaCell(row[key]);
    return row[key];
  });
  return `${cells.map((cell) => csvField(cell)).join(',')}\r\n`;
}

/** 'otimiza-analises-2026-11-28.csv' / 'otimiza-analyses-2026-11-28.json': the day of `now` in Brasília time. */
export function historyExportFileName(format: HistoryExportFormat, language: Language, now: Date): string {
  return `otimiza-${language === 'pt' ? 'analises' : 'analyses'}-${brasiliaIso(now).slice(0, 10)}.${format}`;
}
