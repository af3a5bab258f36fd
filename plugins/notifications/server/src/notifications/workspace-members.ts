import { Injectable } from '@nestjs/common';
import { ClientWorkspacesPort, WorkspaceMembersPort } from '@otimiza/sdk/server';
import { roleInWorkspace, type WorkspaceRole } from '@otimiza/sdk/shared';

export interface Member {
  userId: string;
  email: string;
  firstName: string;
  role: WorkspaceRole;
}

/**
 * The people of a workspace, for choosing who a notification reaches: its members and, in a client
 * workspace, the reseller's people, with the role they act with there (the core's rule: a reseller's
 * owner as admin, the higher role when they are members too).
 */
@Injectable()
export class WorkspaceMembers {
  constructor(
    private readonly members: WorkspaceMembersPort,
    private readonly clients: ClientWorkspacesPort,
  ) {}

  /** Everyone, or those of `userIds`, or those with one of `roles`; in the order they joined. */
  async of(workspaceId: string, filter: { userIds?: readonly string[] | null; roles?: readonly WorkspaceRole[] | null } = {}): Promise<Member[]> {
    const reseller = await this.clients.resellerOf(workspaceId);
    const memberships = await this.members.membersOf([workspaceId, ...(reseller ? [reseller] : [])], { userIds: filter.userIds });
    const people = new Map<string, { member: Omit<Member, 'role'>; own: WorkspaceRole | null; atReseller: WorkspaceRole | null }>();
    for (const membership of memberships) {
      const person = people.get(membership.userId) ?? {
        member: { userId: membership.userId, email: membership.email, firstName: membership.firstName },
        own: null,
        atReseller: null,
      };
      if (membership.workspaceId === workspaceId) person.own = membership.role;
      else person.atReseller = membership.role;
      people.set(membership.userId, person);
    }
    const everyone = [...people.values()].map(({ member, own, atReseller }) => ({ ...member, role: roleInWorkspace(own, atReseller)! }));
    return filter.roles ? everyone.filter((member) => filter.roles!.includes(member.role)) : everyone;
  }

  /** The workspaces a user belongs to (an account event without a workspace reaches each). */
  workspacesOf(userId: string): Promise<string[]> {
    return this.members.workspacesOf(userId);
  }
}
