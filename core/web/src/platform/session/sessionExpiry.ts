import type { ApiUser } from '@otimiza/sdk/shared';
import { currentUserQueryKey, handleSessionExpiry } from '@otimiza/sdk/web';
import type { QueryClient } from '@tanstack/react-query';
import { clearAuthStorage } from './authStorage';
import { applySessionChange } from './sessionChanged';
import { forgetSessionHint } from './sessionHint';

const signedInUser = (queryClient: QueryClient) => queryClient.getQueryData<ApiUser | null>(currentUserQueryKey) ?? null;

/**
 * The session ended on the server (it expired, or was ended in another browser) while this page had
 * a user: it ends here too, as a logout would, but without a toast or a move. The user becomes null,
 * so the root layout shows at the same address what a visitor of it sees — the login prompt of its
 * area, whose 'Fazer Login' comes back to that address (path and search) — and everything read for
 * the user is dropped. Calls that answer 401 after the first find no user left and change nothing.
 */
export function endLostSession(queryClient: QueryClient): void {
  forgetSessionHint();
  if (!signedInUser(queryClient)) return;
  clearAuthStorage();
  applySessionChange(queryClient, null);
}

/**
 * Makes the host the one handler of a 401 for every API call of its own and of every
 * plugin page: the SDK's `apiFetch`/`apiRequest` hand it a 401 to a call sent while a user was
 * signed in, and keep that call from ever reaching the page as an error.
 */
export function watchSessionExpiry(queryClient: QueryClient): () => void {
  return handleSessionExpiry({
    hasSession: () => signedInUser(queryClient) !== null,
    expired: () => endLostSession(queryClient),
  });
}
