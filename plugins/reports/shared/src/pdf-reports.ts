import { z } from 'zod';

/** `GET /api/generate-pdf/:id?language=pt|en`. */
export const generatePdfParamsSchema = z.object({ id: z.uuid() });
export const generatePdfQuerySchema = z.object({ language: z.enum(['pt', 'en']).optional() });

/** The spec's minimum: a PDF answer smaller than this is invalid. */
export const MIN_PDF_BYTES = 100;

/** One recently generated PDF (`GET /api/reports/pdfs`): stored metadata; the download builds it again from the analysis. */
export interface GeneratedPdfView {
  id: string;
  analysisId: string;
  url: string;
  language: 'pt' | 'en';
  bytes: number;
  fileName: string;
  createdAt: string;
  downloadUrl: string;
}
