import type { AuditAnalytics, ComplianceStatus } from '@otimiza/plugin-audit-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { auditQueryKeys } from './queryKeys';

/** `GET /api/audit/analytics`: totals, trends, risks and engine/member figures from stored runs. */
export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: auditQueryKeys.analytics,
    queryFn: ({ signal }) => apiFetch<AuditAnalytics>('/api/audit/analytics', { signal }),
    retry: false,
  });

/** `GET /api/audit/compliance`: the compliance tab's figures, computed from the latest runs and the monitors. */
export const complianceQueryOptions = () =>
  queryOptions({
    queryKey: auditQueryKeys.compliance,
    queryFn: ({ signal }) => apiFetch<ComplianceStatus>('/api/audit/compliance', { signal }),
    retry: false,
  });
