import type { ClientWorkspace, ClientWorkspacesResponse } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const clientsQueryKey = ['workspace', 'clients'] as const;

/** `GET /api/workspace/clients`: the reseller's client workspaces (owners and admins, Enterprise). */
export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: clientsQueryKey,
    queryFn: ({ signal }) => apiFetch<ClientWorkspacesResponse>('/api/workspace/clients', { signal }),
    retry: false,
  });

const clientPath = (id: string) => `/api/workspace/clients/${encodeURIComponent(id)}`;

export const createClient = (name: string) => apiFetch<ClientWorkspace>('/api/workspace/clients', { method: 'POST', json: { name } });

export const renameClient = ({ id, name }: { id: string; name: string }) => apiFetch<ClientWorkspace>(clientPath(id), { method: 'PATCH', json: { name } });

export const deleteClient = (id: string) => apiFetch<{ success: true }>(clientPath(id), { method: 'DELETE' });

export const switchClientPlugin = ({ id, pluginId, enabled }: { id: string; pluginId: string; enabled: boolean }) =>
  apiFetch<ClientWorkspace>(`${clientPath(id)}/plugins/${encodeURIComponent(pluginId)}`, { method: 'PUT', json: { enabled } });
