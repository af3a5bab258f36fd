import type { LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { analysisStatuses, strategies } from './api.js';
import messageTexts from './history-export-messages.texts.json' with { type: 'json' };

/** `GET /api/analyses/export` (plan feature `advancedExport`): the history as CSV or as a JSON array. */
export const historyExportFormats = ['csv', 'json'] as const;
export type HistoryExportFormat = (typeof historyExportFormats)[number];

/** The export's refusals, answered in the request's language (registered by the server). */
export const historyExportMessages: Record<keyof typeof messageTexts, LocalizedText> = messageTexts;

const day = z.iso.date({ error: 'analysisExport.dateInvalid' }).optional();

/**
 * The history's filters, as the list reads them (`search`: part of the URL), with the export's own: strategy, status and
 * the days of creation `from`–`to` (inclusive, Brasília time). `language` names the CSV's headings and labels (else the
 * request's Accept-Language).
 */
export const historyExportQuerySchema = z
  .object({
    format: z.enum(historyExportFormats, { error: 'analysisExport.formatInvalid' }).default('csv'),
    search: z.string({ error: 'analysisExport.searchTooLong' }).trim().max(200, { error: 'analysisExport.searchTooLong' }).optional(),
    strategy: z.enum(strategies, { error: 'analysisExport.strategyInvalid' }).optional(),
    status: z.enum(analysisStatuses, { error: 'analysisExport.statusInvalid' }).optional(),
    from: day,
    to: day,
    language: z.enum(['pt', 'en'], { error: 'analysisExport.languageInvalid' }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'analysisExport.datesReversed', path: ['to'] });
export type HistoryExportQuery = z.input<typeof historyExportQuerySchema>;

/** One analysis in the JSON export: field names fixed (data, in no language), times in Brasília time (ISO 8601, −03:00). */
export interface HistoryExportRow {
  id: string;
  url: string;
  domain: string;
  strategy: string;
  status: string;
  performanceScore: number | null;
  accessibilityScore: number | null;
  seoScore: number | null;
  bestPracticesScore: number | null;
  issuesCount: number | null;
  createdAt: string;
  completedAt: string | null;
  durationMs: number | null;
  /** The failure of a failed analysis, in the export's language. */
  error: string | null;
}
