import type { SiteAuditOptionList } from '@otimiza/plugin-audit-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { auditQueryKeys } from './queryKeys';

/** `GET /api/audit/site-audits`: the finished site audits a report or a monitor can name (`installed` false without site audits). */
export const siteAuditsQueryOptions = () =>
  queryOptions({
    queryKey: auditQueryKeys.siteAudits,
    queryFn: ({ signal }) => apiFetch<SiteAuditOptionList>('/api/audit/site-audits', { signal }),
    retry: false,
  });
