import type { WorkspaceRole } from '@otimiza/sdk/shared';

/** Who an event of someone's own work reaches: that person, else (no one asked: a schedule, an API key) the owners and admins. */
export function requesterOrAdmins(userId: string | null): { userIds: string[] | null; roles: WorkspaceRole[] | null } {
  return userId ? { userIds: [userId], roles: null } : { userIds: null, roles: ['owner', 'admin'] };
}

export const ownersAndAdmins = { userIds: null, roles: ['owner', 'admin'] as WorkspaceRole[] };
