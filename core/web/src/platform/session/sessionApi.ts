import type { ApiUser, EntitlementsResponse } from '@otimiza/sdk/shared';
import { ApiRequestError, apiFetch, currentUserQueryKey } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { endLostSession } from './sessionExpiry';
import { mayHaveSession } from './sessionHint';

export { currentUserQueryKey };

/**
 * `GET /api/auth/user`: the signed-in user, or null for a visitor (a 401 resolves to empty).
 * Asked only when the session hint cookie says a session may exist. No retry, stale after 30 s, kept 60 s.
 * Its 401 is its answer, not an error: when the page had a user, that session ended (see sessionExpiry).
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal, client }): Promise<ApiUser | null> => {
      if (!mayHaveSession()) return null;
      try {
        const { user } = await apiFetch<{ user: ApiUser }>('/api/auth/user', { signal, sessionExpiry: false });
        return user;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) {
          endLostSession(client);
          return null;
        }
        throw error;
      }
    },
    retry: false,
    staleTime: 30_000,
    gcTime: 60_000,
  });

/** `GET /api/me/entitlements`: plan in force, features and analyses used, for the signed-in user. */
export const entitlementsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['me', 'entitlements', userId],
    queryFn: ({ signal }) => apiFetch<EntitlementsResponse>('/api/me/entitlements', { signal }),
    retry: false,
    // The plan is rechecked every 30 seconds.
    staleTime: 30_000,
    refetchInterval: 30_000,
  });
