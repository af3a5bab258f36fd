import type { AdminUserRow } from '@otimiza/sdk/shared';
import type { QueryClient } from '@tanstack/react-query';
import { adminUsersQueryKey } from '../api/admin';
import { currentUserQueryKey } from '../session/sessionApi';

/** Puts a changed row in the users list, and reloads the session's plan (the administrator may have changed their own). */
export function applyAdminUserChange(queryClient: QueryClient, user: AdminUserRow): void {
  queryClient.setQueryData<{ users: AdminUserRow[] }>(adminUsersQueryKey, (data) =>
    data ? { users: data.users.map((row) => (row.id === user.id ? user : row)) } : data,
  );
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  void queryClient.invalidateQueries({ queryKey: ['me'] });
}
