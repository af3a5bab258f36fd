import type { ApiKeysResponse, CreateApiKeyInput, CreatedApiKey } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const apiKeysQueryKey = ['white-label', 'api-keys'] as const;

/** `GET /api/workspace/api-keys`: the workspace's keys (never their secrets) and the public API's addresses. */
export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => apiFetch<ApiKeysResponse>('/api/workspace/api-keys', { signal }),
    retry: false,
  });

/** `POST /api/workspace/api-keys`: the new key, in this answer only. */
export function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return apiFetch('/api/workspace/api-keys', { method: 'POST', json: input });
}

/** `DELETE /api/workspace/api-keys/:id`. */
export function revokeApiKey(id: string): Promise<{ success: true }> {
  return apiFetch(`/api/workspace/api-keys/${id}`, { method: 'DELETE' });
}
