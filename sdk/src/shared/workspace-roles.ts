/**
 * A member's role in a workspace, from most to least power: owners (billing, plugins, members,
 * other owners), admins (billing, plugins, members other than owners), members (everyday work)
 * and viewers (read only).
 */
export const workspaceRoles = ['owner', 'admin', 'member', 'viewer'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/** The roles an invitation may give: an owner is made from a member, by an owner. */
export const invitableRoles = ['admin', 'member', 'viewer'] as const;
export type InvitableRole = (typeof invitableRoles)[number];

const rank: Record<WorkspaceRole, number> = { owner: 3, admin: 2, member: 1, viewer: 0 };

/** Whether `role` has at least the power of `minimum` (an owner can do what an admin can). */
export function roleAtLeast(role: WorkspaceRole, minimum: WorkspaceRole): boolean {
  return rank[role] >= rank[minimum];
}

/** A reseller's role as it applies in its client workspaces: its owners act there as admins. */
export const roleThroughReseller = (role: WorkspaceRole): WorkspaceRole => (role === 'owner' ? 'admin' : role);

/** The role of someone in a workspace from their own membership and their reseller's, the higher of the two; null with neither. */
export function roleInWorkspace(own: WorkspaceRole | null, atReseller: WorkspaceRole | null): WorkspaceRole | null {
  const through = atReseller ? roleThroughReseller(atReseller) : null;
  if (!own) return through;
  return through && !roleAtLeast(own, through) ? through : own;
}

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === 'string' && (workspaceRoles as readonly string[]).includes(value);
}

/** The role names the interfaces and e-mails show. */
export const workspaceRoleLabels: Record<WorkspaceRole, { pt: string; en: string }> = {
  owner: { pt: 'Proprietário', en: 'Owner' },
  admin: { pt: 'Administrador', en: 'Administrator' },
  member: { pt: 'Membro', en: 'Member' },
  viewer: { pt: 'Leitor', en: 'Viewer' },
};
