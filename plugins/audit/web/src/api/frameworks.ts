import type { FrameworkList, FrameworkType } from '@otimiza/plugin-audit-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { auditQueryKeys } from './queryKeys';
import { searchOf } from './search';

/** `GET /api/audit/frameworks`: the rule sets, each with this workspace's score from its latest runs. */
export const frameworksQueryOptions = (type?: FrameworkType) =>
  queryOptions({
    queryKey: auditQueryKeys.frameworkList(type),
    queryFn: ({ signal }) => apiFetch<FrameworkList>(`/api/audit/frameworks${searchOf({ type })}`, { signal }),
    retry: false,
  });
