import { singleLine, type FeatureKey, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';
import messageTexts from './recurring-messages.texts.json' with { type: 'json' };

export const recurringFrequencies = ['weekly', 'monthly'] as const;
export type RecurringFrequency = (typeof recurringFrequencies)[number];

/** The plan feature that includes recurring reports: Enterprise. */
export const RECURRING_FEATURE = 'recurringReports' satisfies FeatureKey;

/** Validation messages; 'Funcionalidade Premium' answers the plans without the feature. */
export const recurringMessages: Record<keyof typeof messageTexts, LocalizedText> = messageTexts;

/**
 * `POST /api/enterprise/recurring-reports`. Blank URL and recipient rows are dropped; at least one
 * of each must remain. Defaults: monthly, comparisons, recommendations and custom
 * branding on, e-mail format summary. `nextRun` is computed by the server.
 */
const reportName = singleLine(z.string().trim().max(160));
const reportUrls = z.array(singleLine(z.string().max(2048))).max(20);
const reportRecipients = z.array(singleLine(z.string().max(254))).max(20);

export const createRecurringReportSchema = z.object({
  name: reportName,
  urls: reportUrls,
  frequency: z.enum(recurringFrequencies).default('monthly'),
  recipients: reportRecipients,
  settings: z
    .object({
      includeComparisons: z.boolean().default(true),
      includeRecommendations: z.boolean().default(true),
      customBranding: z.boolean().default(true),
      emailFormat: z.enum(['summary', 'detailed']).default('summary'),
    })
    .default({ includeComparisons: true, includeRecommendations: true, customBranding: true, emailFormat: 'summary' }),
});
export type CreateRecurringReport = z.input<typeof createRecurringReportSchema>;

/**
 * `PATCH /api/recurring-reports/:id`: pause or resume (`isActive`) and/or configure — the fields
 * given replace the stored ones, with the creation rules; a new frequency restarts the schedule.
 */
export const updateRecurringReportSchema = z.object({
  isActive: z.boolean().optional(),
  name: reportName.optional(),
  urls: reportUrls.optional(),
  frequency: z.enum(recurringFrequencies).optional(),
  recipients: reportRecipients.optional(),
  settings: createRecurringReportSchema.shape.settings.unwrap().partial().optional(),
});
export type UpdateRecurringReport = z.input<typeof updateRecurringReportSchema>;
export const recurringReportIdSchema = z.object({ id: z.uuid() });

export interface RecurringReportView {
  id: string;
  name: string;
  urls: string[];
  frequency: RecurringFrequency;
  recipients: string[];
  nextRun: string | null;
  isActive: boolean;
  settings: z.output<typeof createRecurringReportSchema>['settings'];
  lastRun: RecurringRunView | null;
  createdAt: string;
}

export interface RecurringRunView {
  id: string;
  scheduledFor: string;
  status: 'running' | 'succeeded' | 'failed';
  attempts: number;
  error: string | null;
  analysisIds: string[];
  emailedTo: string[];
  startedAt: string;
  finishedAt: string | null;
}
