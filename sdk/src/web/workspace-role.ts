import { roleAtLeast, type ApiUser, type WorkspaceRole } from '../shared/index.js';
import { skipToken, useQuery } from '@tanstack/react-query';

/** The host's cache key of `GET /api/auth/user` (the host loads it before any page renders). */
export const currentUserQueryKey = ['auth', 'user'] as const;

/**
 * Whether the signed-in user's role in the current workspace reaches `role`, read from the user the
 * host loaded: for showing or hiding controls only; the server checks the role on every request.
 */
export function useWorkspaceRoleAtLeast(role: WorkspaceRole): boolean {
  const user = useQuery<ApiUser | null>({ queryKey: currentUserQueryKey, queryFn: skipToken }).data;
  return user ? roleAtLeast(user.workspace.role, role) : false;
}
