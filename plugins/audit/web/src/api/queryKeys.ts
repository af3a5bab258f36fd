import type { FrameworkType, MonitorStatus, ReportStatus, ReportType } from '@otimiza/plugin-audit-shared';

/** The report list's search, type, status and page, as its query key and its request carry them. */
export interface ReportListFilters {
  search?: string;
  type?: ReportType;
  status?: ReportStatus;
  page: number;
  limit: number;
}

/** Every query of the audit page, under one root so a change can refresh what it touches. */
export const auditQueryKeys = {
  all: ['audit'] as const,
  reports: ['audit', 'reports'] as const,
  reportList: (filters: ReportListFilters) => ['audit', 'reports', 'list', filters] as const,
  report: (id: string) => ['audit', 'reports', 'detail', id] as const,
  frameworks: ['audit', 'frameworks'] as const,
  frameworkList: (type: FrameworkType | undefined) => ['audit', 'frameworks', type ?? 'all'] as const,
  monitors: ['audit', 'monitoring'] as const,
  monitorList: (status: MonitorStatus | undefined) => ['audit', 'monitoring', status ?? 'all'] as const,
  monitorHistory: (id: string) => ['audit', 'monitoring', 'history', id] as const,
  analytics: ['audit', 'analytics'] as const,
  compliance: ['audit', 'compliance'] as const,
  siteAudits: ['audit', 'site-audits'] as const,
};
