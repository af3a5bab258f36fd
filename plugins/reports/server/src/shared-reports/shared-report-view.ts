import type { SharedReportView } from '@otimiza/plugin-reports-shared';
import type { SharedReport } from '../data/shared-report.entity.js';

export function toSharedReportView(report: SharedReport, shareUrl: string): SharedReportView {
  return {
    id: report.id,
    analysisId: report.analysisId,
    title: report.title,
    description: report.description,
    isPublic: report.isPublic,
    viewCount: report.viewCount,
    createdAt: report.createdAt.toISOString(),
    shareUrl,
    customizations: report.customizations,
  };
}
