import type { WorkspaceRole } from '../shared/workspace-roles.js';

/** A user's own membership of a workspace, as a plugin may read it (no secret, no session). */
export interface WorkspaceMember {
  workspaceId: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: WorkspaceRole;
  joinedAt: Date;
}

/**
 * The people of workspaces, for plugins that address them (notifications, a client's CSM, an
 * audience) or count them: the core's memberships, users and sessions read through the core, so
 * no plugin reads the core's tables. Provided by the core.
 */
export abstract class WorkspaceMembersPort {
  /** The own members of these workspaces, first joined first; only those of `userIds`, or with one of `roles`, when given. */
  abstract membersOf(
    workspaceIds: readonly string[],
    filter?: { userIds?: readonly string[] | null; roles?: readonly WorkspaceRole[] | null },
  ): Promise<WorkspaceMember[]>;
  /** The workspaces the user is a member of, first joined first. */
  abstract workspacesOf(userId: string): Promise<string[]>;
  /** People who used the workspace in the last `days` days: distinct users of its sessions seen since then. */
  abstract activeUsers(workspaceId: string, days: number): Promise<number>;
}
