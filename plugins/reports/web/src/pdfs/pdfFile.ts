import { MIN_PDF_BYTES } from '@otimiza/plugin-reports-shared';
import { isoDay } from '../lib/format';

/** Why a downloaded answer is not a usable PDF, or null when it is one. */
export function pdfProblem(contentType: string | null, bytes: number): 'not-pdf' | 'too-small' | null {
  if (!(contentType ?? '').toLowerCase().includes('application/pdf')) return 'not-pdf';
  if (bytes < MIN_PDF_BYTES) return 'too-small';
  return null;
}

/** 'seo-report-{analysisId}-{yyyy-mm-dd}.pdf', the day in São Paulo. */
export function pdfFileName(analysisId: string, now: Date = new Date()): string {
  return `seo-report-${analysisId}-${isoDay(now)}.pdf`;
}

/** `GET /api/generate-pdf/{analysisId}?language=pt|en`. */
export function generatePdfPath(analysisId: string, language: 'pt' | 'en'): string {
  return `/api/generate-pdf/${encodeURIComponent(analysisId)}?language=${language}`;
}
