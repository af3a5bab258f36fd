import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';

/** A generated analytics report (PDF), downloadable by its file name within its workspace. */
export const ReportFileSchema = defineEntity({
  name: 'AnalyticsReportFile',
  tableName: 'analytics_report_file',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('analytics_report_file')],
  uniques: [{ name: 'analytics_report_file_filename_unique', properties: ['filename'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    filename: p.text(),
    language: p.text().$type<'pt' | 'en'>(),
    period: p.text(),
    bytes: p.blob().lazy(),
    size: p.integer(),
    createdBy: p.uuid().fieldName('created_by').nullable(),
  },
});
export type ReportFile = InferEntity<typeof ReportFileSchema>;
