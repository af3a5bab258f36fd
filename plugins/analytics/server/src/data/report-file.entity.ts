import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';

/** A generated analytics report (PDF), downloadable by its file name within its workspace. */
export const ReportFileSchema = defineEntity({
  name: 'AnalyticsReportFile',
  ...workspaceOwnedTable('analytics_report_file'),
  uniques: [{ name: 'analytics_report_file_filename_unique', properties: ['filename'] }],
  properties: {
    ...workspaceOwnedRowProperties(),
    filename: p.text(),
    language: p.text().$type<'pt' | 'en'>(),
    period: p.text(),
    bytes: p.blob().lazy(),
    size: p.integer(),
    createdBy: p.uuid().fieldName('created_by').nullable(),
  },
});
export type ReportFile = InferEntity<typeof ReportFileSchema>;
