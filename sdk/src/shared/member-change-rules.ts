import { roleAtLeast, type WorkspaceRole } from './workspace-roles.js';

export type MemberChange = { kind: 'role'; role: WorkspaceRole } | { kind: 'remove' };

/** Why a change of a member is refused. */
export type MemberChangeProblem = 'notManager' | 'adminTouchesOwner' | 'onlyOwnersMakeOwners' | 'lastOwner';

export interface MemberChangeInput {
  actorRole: WorkspaceRole;
  targetRole: WorkspaceRole;
  change: MemberChange;
  /** Owners of the workspace now, the target included. */
  owners: number;
}

/**
 * The rules of member management: owners and admins manage members; an admin never changes or
 * removes an owner, nor makes one; the last owner is never removed or demoted (a workspace
 * always has someone who can pay and manage it).
 */
export function memberChangeProblem({ actorRole, targetRole, change, owners }: MemberChangeInput): MemberChangeProblem | null {
  if (!roleAtLeast(actorRole, 'admin')) return 'notManager';
  if (targetRole === 'owner' && actorRole !== 'owner') return 'adminTouchesOwner';
  if (change.kind === 'role' && change.role === 'owner' && actorRole !== 'owner') return 'onlyOwnersMakeOwners';
  const ownerLeaves = targetRole === 'owner' && (change.kind === 'remove' || change.role !== 'owner');
  if (ownerLeaves && owners <= 1) return 'lastOwner';
  return null;
}
