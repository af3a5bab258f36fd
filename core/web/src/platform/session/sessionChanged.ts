import type { ApiUser } from '@otimiza/sdk/shared';
import { currentUserQueryKey } from '@otimiza/sdk/web';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a login, logout or demo start or exit: the new user (or null) becomes the current user,
 * everything read for the previous one is dropped, and the plugin list is asked for again
 * (it depends on the session).
 */
export function applySessionChange(queryClient: QueryClient, user: ApiUser | null): void {
  queryClient.setQueryData(currentUserQueryKey, user);
  queryClient.removeQueries({ predicate: (query) => !['auth', 'plugins', 'plans', 'demo'].includes(String(query.queryKey[0])) });
  void queryClient.invalidateQueries({ queryKey: ['plugins'] });
}
