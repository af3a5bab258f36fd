import { brasiliaTimeZone } from '@otimiza/sdk/web';

/**
 * The analysis PDF of the reports plugin (`GET /api/generate-pdf/{id}?language=`). This plugin may
 * not import the reports plugin, so its limits are repeated here.
 */

/** The spec's minimum PDF size: MIN_PDF_BYTES of @otimiza/plugin-reports-shared. */
export const MIN_PDF_BYTES = 100;

/** The PDF button stays blocked for about 1 s after a download finishes. */
export const PDF_BUSY_LOCK_MS = 1000;

export function generatePdfPath(analysisId: string, language: 'pt' | 'en'): string {
  return `/api/generate-pdf/${encodeURIComponent(analysisId)}?language=${language}`;
}

/** Why a downloaded answer is not a usable PDF, or null when it is one. */
export function pdfProblem(contentType: string | null, bytes: number): 'not-pdf' | 'too-small' | null {
  if (!(contentType ?? '').toLowerCase().includes('application/pdf')) return 'not-pdf';
  if (bytes < MIN_PDF_BYTES) return 'too-small';
  return null;
}

/** 'seo-report-{id}-{yyyy-mm-dd}.pdf', the day in Brasília time. */
export function pdfFileName(analysisId: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: brasiliaTimeZone }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `seo-report-${analysisId}-${part('year')}-${part('month')}-${part('day')}.pdf`;
}
