import type { ApiUser, CreatorPreviewStatus } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const creatorPreviewQueryKey = ['admin', 'creator-preview'] as const;

/** `GET /api/admin/creator-preview` (administrators): whether this session views the app as a common user. */
export const creatorPreviewQueryOptions = () =>
  queryOptions({
    queryKey: creatorPreviewQueryKey,
    queryFn: ({ signal }) => apiFetch<CreatorPreviewStatus>('/api/admin/creator-preview', { signal }),
    retry: false,
    staleTime: 30_000,
  });

/** `POST /api/admin/creator-preview` {enabled}: the user as the session now sees it. */
export const setCreatorPreview = (enabled: boolean) =>
  apiFetch<{ enabled: boolean; user: ApiUser }>('/api/admin/creator-preview', { method: 'POST', json: { enabled } });
