import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MembershipSchema, WorkspaceSchema } from '@otimiza/sdk/server';
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
  constructor(private readonly em: EntityManager) {}

  /** Everyone, or those of `userIds`, or those with one of `roles`; in the order they joined. */
  async of(workspaceId: string, filter: { userIds?: readonly string[] | null; roles?: readonly WorkspaceRole[] | null } = {}): Promise<Member[]> {
    const em = this.em.fork();
    const workspace = await em.findOne(WorkspaceSchema, { id: workspaceId }, { fields: ['managedBy'] });
    const sources = [workspaceId, ...(workspace?.managedBy ? [workspace.managedBy.id] : [])];
    const rows = await em.find(
      MembershipSchema,
      { workspace: { $in: sources }, ...(filter.userIds ? { user: { $in: [...filter.userIds] } } : {}) },
      { populate: ['user'], orderBy: { createdAt: 'asc' } },
    );
    const people = new Map<string, { member: Omit<Member, 'role'>; own: WorkspaceRole | null; atReseller: WorkspaceRole | null }>();
    for (const row of rows) {
      const person = people.get(row.user.id) ?? {
        member: { userId: row.user.id, email: row.user.email, firstName: row.user.firstName },
        own: null,
        atReseller: null,
      };
      if (row.workspace.id === workspaceId) person.own = row.role;
      else person.atReseller = row.role;
      people.set(row.user.id, person);
    }
    const everyone = [...people.values()].map(({ member, own, atReseller }) => ({ ...member, role: roleInWorkspace(own, atReseller)! }));
    return filter.roles ? everyone.filter((member) => filter.roles!.includes(member.role)) : everyone;
  }

  /** The workspaces a user belongs to (an account event without a workspace reaches each). */
  async workspacesOf(userId: string): Promise<string[]> {
    const rows = await this.em.fork().find(MembershipSchema, { user: userId }, { fields: ['workspace'], orderBy: { createdAt: 'asc' } });
    return rows.map((row) => row.workspace.id);
  }
}
