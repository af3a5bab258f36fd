import type { SkippedFixList } from '@otimiza/plugin-analysis-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const skippedFixesQueryKey = ['analysis', 'skipped-fixes'] as const;

/** `GET /api/analysis/skipped-fixes`: the fixes the workspace dropped; the fixer leaves them out of its next analyses. */
export const skippedFixesQueryOptions = () =>
  queryOptions({
    queryKey: skippedFixesQueryKey,
    queryFn: ({ signal }) => apiFetch<SkippedFixList>('/api/analysis/skipped-fixes', { signal }),
  });

/** `POST /api/analysis/skipped-fixes`: drop a fix from the workspace's next analyses. */
export const skipFix = (fixId: string) => apiFetch<SkippedFixList>('/api/analysis/skipped-fixes', { method: 'POST', json: { fixId } });

/** `DELETE /api/analysis/skipped-fixes/:fixId`: apply it again. */
export const restoreFix = (fixId: string) => apiFetch<SkippedFixList>(`/api/analysis/skipped-fixes/${encodeURIComponent(fixId)}`, { method: 'DELETE' });
