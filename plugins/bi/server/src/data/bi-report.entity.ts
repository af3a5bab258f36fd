import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, oneOf, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, actingUserProperty } from '@otimiza/sdk/server';
import { exportFormats, reportFrequencies, type ExportFilters, type ExportFormat, type ReportFrequency, type ReportView } from '@otimiza/plugin-bi-shared';

/** A generated report file (PDF or CSV) with its sections and, when scheduled, its e-mailing. */
export const BiReportSchema = defineEntity({
  name: 'BiReport',
  tableName: 'bi_report',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('bi_report'), { name: 'bi_report_next_run_idx', properties: ['nextRunAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    createdBy: actingUserProperty('created_by'),
    title: p.text(),
    format: p.text().$type<ExportFormat>().check(oneOf('format', exportFormats)),
    description: p.text().default(''),
    /** The language it is written in (the creator's when it was made; scheduled runs keep it). */
    language: p
      .text()
      .$type<'pt' | 'en'>()
      .default('pt')
      .check(oneOf('language', ['pt', 'en'])),
    category: p.text().default('all'),
    filters: p.json<ExportFilters>(),
    sections: p.json<ReportView['sections']>(),
    filename: p.text(),
    /** The file; null once it expired (the row stays for the list and the schedule). */
    content: p.blob().nullable().lazy(),
    fileSize: p.integer().fieldName('file_size'),
    generatedAt: p.datetime().fieldName('generated_at'),
    expiresAt: p.datetime().fieldName('expires_at'),
    scheduleEnabled: p.boolean().fieldName('schedule_enabled').default(false),
    frequency: p.text().$type<ReportFrequency>().default('monthly').check(oneOf('frequency', reportFrequencies)),
    recipients: p.json<string[]>().default('[]'),
    nextRunAt: p.datetime().fieldName('next_run_at').nullable(),
    lastSentAt: p.datetime().fieldName('last_sent_at').nullable(),
    /** The last scheduled send that failed for good (after its retries) or was refused (the plan lapsed), and why, in the report's language. */
    lastFailedAt: p.datetime().fieldName('last_failed_at').nullable(),
    lastError: p.text().fieldName('last_error').nullable(),
  },
});
export type BiReport = InferEntity<typeof BiReportSchema>;
