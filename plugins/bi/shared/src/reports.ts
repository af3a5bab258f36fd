import { singleLine } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { metricCategories } from './catalogue.js';

export const exportFormats = ['pdf', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const reportFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof reportFrequencies)[number];

/** `POST /api/bi/export` (`{ format: 'pdf', filters: {} }`). */
export const exportSchema = z.object({
  format: z.enum(exportFormats, { error: 'bi.formatInvalid' }),
  filters: z
    .object({
      title: singleLine(z.string().trim().max(120, { error: 'bi.titleTooLong' })),
      category: z.enum(['all', ...metricCategories], { error: 'bi.categoryInvalid' }),
      metricIds: z.array(z.uuid()).max(100),
      dashboardIds: z.array(z.uuid()).max(20),
    })
    .partial()
    .default({}),
});
export type ExportRequest = z.input<typeof exportSchema>;
export type ExportFilters = z.output<typeof exportSchema>['filters'];

/** `PUT /api/bi/reports/:id/schedule`. */
export const reportScheduleSchema = z
  .object({
    enabled: z.boolean(),
    frequency: z.enum(reportFrequencies, { error: 'bi.frequencyInvalid' }),
    recipients: z.array(z.email({ error: 'bi.recipientInvalid' }).max(254, { error: 'bi.recipientInvalid' })).max(20, { error: 'bi.recipientsTooMany' }),
  })
  .refine((schedule) => !schedule.enabled || schedule.recipients.length > 0, { error: 'bi.recipientsRequired', path: ['recipients'] });
export type ReportScheduleInput = z.input<typeof reportScheduleSchema>;

export interface ExportResult {
  id: string;
  filename: string;
  /** Where to download it (the session's workspace only). */
  url: string;
  fileSize: number;
}

/** A report. */
export interface ReportView {
  id: string;
  title: string;
  format: ExportFormat;
  description: string;
  category: string;
  type: 'export' | 'scheduled';
  filename: string;
  fileSize: number;
  sections: { kind: 'metric' | 'dashboard'; id: string; title: string }[];
  schedule: {
    enabled: boolean;
    frequency: ReportFrequency;
    recipients: string[];
    nextRunAt: string | null;
    lastSentAt: string | null;
    /** The last scheduled send that failed after its retries, or was refused and paused (the plan lapsed), and why; null when none did since the last one sent. */
    lastFailure: { at: string; reason: string } | null;
  };
  generatedAt: string;
  expiresAt: string;
  expired: boolean;
  url: string | null;
}

export interface ReportList {
  reports: ReportView[];
}
