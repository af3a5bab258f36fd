import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, workspaceFilter, workspaceFilterThrough, workspaceOwnedProperties, uuidPrimaryKey, actingUserProperty } from '@otimiza/sdk/server';
import type { RecurringFrequency, RecurringReportView, RecurringRunView } from '@otimiza/plugin-reports-shared';

/** A report e-mailed on a schedule: its pages, recipients and settings, and when it runs next. */
export const RecurringReportSchema = defineEntity({
  name: 'ReportsRecurringReport',
  tableName: 'reports_recurring_report',
  filters: workspaceFilter,
  indexes: [
    newestFirstIndex('reports_recurring_report'),
    {
      name: 'reports_recurring_report_due_idx',
      expression: 'create index reports_recurring_report_due_idx on reports_recurring_report (next_run) where is_active',
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    createdBy: actingUserProperty('created_by'),
    name: p.text(),
    urls: p.json<string[]>(),
    frequency: p.text().$type<RecurringFrequency>().check("frequency in ('weekly','monthly')"),
    recipients: p.json<string[]>(),
    settings: p.json<RecurringReportView['settings']>(),
    language: p.text().$type<'pt' | 'en'>().default('pt').check("language in ('pt','en')"),
    isActive: p.boolean().fieldName('is_active').default(true),
    nextRun: p.datetime().fieldName('next_run').nullable(),
  },
});
export type RecurringReport = InferEntity<typeof RecurringReportSchema>;

/** One run of a report at one scheduled time: a run happens once (unique report and time). */
export const RecurringRunSchema = defineEntity({
  name: 'ReportsRecurringRun',
  tableName: 'reports_recurring_run',
  filters: workspaceFilterThrough('report'),
  uniques: [{ properties: ['report', 'scheduledFor'] }],
  properties: {
    id: uuidPrimaryKey(),
    report: () => p.manyToOne(RecurringReportSchema).fieldName('report_id').deleteRule('cascade').updateRule('no action'),
    scheduledFor: p.datetime().fieldName('scheduled_for'),
    status: p.text().$type<RecurringRunView['status']>().check("status in ('running','succeeded','failed')"),
    attempts: p.integer().default(1),
    error: p.text().nullable(),
    analysisIds: p.json<string[]>().fieldName('analysis_ids').defaultRaw("'[]'"),
    emailedTo: p.json<string[]>().fieldName('emailed_to').defaultRaw("'[]'"),
    startedAt: p
      .datetime()
      .fieldName('started_at')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    finishedAt: p.datetime().fieldName('finished_at').nullable(),
  },
});
export type RecurringRun = InferEntity<typeof RecurringRunSchema>;
