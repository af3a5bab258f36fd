import type { SharedReportView } from '@otimiza/plugin-reports-shared';

export type ReportCustomizations = SharedReportView['customizations'];

/** A reports_shared_report row. */
export interface SharedReportRow {
  id: string;
  workspace_id: string;
  analysis_id: string;
  title: string;
  description: string;
  is_public: boolean;
  customizations: ReportCustomizations;
  token: string;
  view_count: number;
  revoked_at: string | Date | null;
  created_at: string | Date;
}

export const sharedReportColumns = 'id, workspace_id, analysis_id, title, description, is_public, customizations, token, view_count, revoked_at, created_at';

export function toSharedReportView(row: SharedReportRow, shareUrl: string): SharedReportView {
  return {
    id: row.id,
    analysisId: row.analysis_id,
    title: row.title,
    description: row.description,
    isPublic: row.is_public,
    viewCount: row.view_count,
    createdAt: new Date(row.created_at).toISOString(),
    shareUrl,
    customizations: row.customizations,
  };
}
