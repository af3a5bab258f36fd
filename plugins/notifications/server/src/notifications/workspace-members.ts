import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MembershipSchema } from '@otimiza/sdk/server';
import type { WorkspaceRole } from '@otimiza/sdk/shared';

export interface Member {
  userId: string;
  email: string;
  firstName: string;
  role: WorkspaceRole;
}

/** The members of a workspace (the core's membership table), for choosing who a notification reaches. */
@Injectable()
export class WorkspaceMembers {
  constructor(private readonly em: EntityManager) {}

  /** Every member, or those of `userIds`, or those with one of `roles`; in the order they joined. */
  async of(workspaceId: string, filter: { userIds?: readonly string[] | null; roles?: readonly WorkspaceRole[] | null } = {}): Promise<Member[]> {
    const rows = await this.em.fork().find(
      MembershipSchema,
      {
        workspace: workspaceId,
        ...(filter.userIds ? { user: { $in: [...filter.userIds] } } : {}),
        ...(filter.roles ? { role: { $in: [...filter.roles] } } : {}),
      },
      { populate: ['user'], orderBy: { createdAt: 'asc' } },
    );
    return rows.map((row) => ({ userId: row.user.id, email: row.user.email, firstName: row.user.firstName, role: row.role }));
  }

  /** The workspaces a user belongs to (an account event without a workspace reaches each). */
  async workspacesOf(userId: string): Promise<string[]> {
    const rows = await this.em.fork().find(MembershipSchema, { user: userId }, { fields: ['workspace'], orderBy: { createdAt: 'asc' } });
    return rows.map((row) => row.workspace.id);
  }
}
