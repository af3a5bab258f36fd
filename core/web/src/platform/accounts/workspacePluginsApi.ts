import type { WorkspacePluginSettingsResponse, WorkspacePluginsResponse } from '@otimiza/sdk/shared';
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

export const workspacePluginSettingsQueryKey = (id: string) => ['workspace', 'plugins', id, 'settings'] as const;

/** `GET /api/workspace/plugins/:id/settings`: the plugin's settings form and the workspace's values. */
export const workspacePluginSettingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: workspacePluginSettingsQueryKey(id),
    queryFn: ({ signal }) => apiFetch<WorkspacePluginSettingsResponse>(`/api/workspace/plugins/${encodeURIComponent(id)}/settings`, { signal }),
    retry: false,
  });

/** `PUT /api/workspace/plugins/:id/settings`: an owner or admin saves every value of the form. */
export const saveWorkspacePluginSettings = ({ id, values }: { id: string; values: Record<string, unknown> }) =>
  apiFetch<WorkspacePluginSettingsResponse>(`/api/workspace/plugins/${encodeURIComponent(id)}/settings`, { method: 'PUT', json: { values } });
