import { registerValidationMessages } from '@otimiza/sdk/server';
import { selectAnalysisMessage, shareReportRequestSchema } from '@otimiza/plugin-reports-shared';
import { z } from 'zod';
import { SELECT_ANALYSIS_MESSAGE_KEY } from './shared-report-errors.js';

registerValidationMessages({
  [SELECT_ANALYSIS_MESSAGE_KEY]: {
    pt: `${selectAnalysisMessage.title.pt}: ${selectAnalysisMessage.description.pt.toLowerCase()}.`,
    en: `${selectAnalysisMessage.title.en}: ${selectAnalysisMessage.description.en.toLowerCase()}.`,
  },
});

/** The share request as the server validates it: without an analysis, 'Selecione uma análise'. */
export const createSharedReportSchema = shareReportRequestSchema.extend({
  analysisId: z.uuid({ error: SELECT_ANALYSIS_MESSAGE_KEY }),
});
export type CreateSharedReport = z.output<typeof createSharedReportSchema>;
