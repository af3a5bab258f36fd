import { z } from 'zod';
import type { Language } from '@otimiza/sdk/shared';

/** Query of `GET /api/manual/pdf`. */
export const manualPdfQuerySchema = z.object({
  language: z.enum(['pt', 'en']).default('pt'),
});

export type ManualPdfQuery = z.infer<typeof manualPdfQuerySchema>;

export const manualPdfPath = '/api/manual/pdf';

export function manualPdfFileName(language: Language): string {
  return `otimiza-manual-${language}.pdf`;
}
