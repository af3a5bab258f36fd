import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';

/** A generated PDF report: what was generated, not the file (built again on download). */
export const PdfExportSchema = defineEntity({
  name: 'ReportsPdfExport',
  ...workspaceOwnedTable('reports_pdf_export', 'reports_pdf_export_workspace_created_idx'),
  properties: {
    ...workspaceOwnedRowProperties(),
    analysisId: p.uuid().fieldName('analysis_id'),
    url: p.text(),
    language: p.text().$type<Language>().check("language in ('pt','en')"),
    bytes: p.integer(),
    fileName: p.text().fieldName('file_name'),
  },
});
export type PdfExport = InferEntity<typeof PdfExportSchema>;
