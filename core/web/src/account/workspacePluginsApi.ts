import type { WorkspacePluginsResponse } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const workspacePluginsQueryKey = ['workspace', 'plugins'] as const;

/** `GET /api/workspace/plugins`: every installed plugin with the workspace's switch. */
export const workspacePluginsQueryOptions = () =>
  queryOptions({
    queryKey: workspacePluginsQueryKey,
    queryFn: ({ signal }) => apiFetch<WorkspacePluginsResponse>('/api/workspace/plugins', { signal }),
    retry: false,
  });

/** `PUT /api/workspace/plugins/:id`: the owner switches one plugin on or off for the workspace. */
export const switchWorkspacePlugin = ({ id, enabled }: { id: string; enabled: boolean }) =>
  apiFetch<WorkspacePluginsResponse>(`/api/workspace/plugins/${encodeURIComponent(id)}`, { method: 'PUT', json: { enabled } });
