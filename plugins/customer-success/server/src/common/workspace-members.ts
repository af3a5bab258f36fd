import { Injectable } from '@nestjs/common';
import { WorkspaceMembersPort } from '@otimiza/sdk/server';

export interface Member {
  userId: string;
  name: string;
  email: string;
}

/** The agency workspace's members: who may follow a client (its CSM), by name. */
@Injectable()
export class WorkspaceMembers {
  constructor(private readonly members: WorkspaceMembersPort) {}

  async of(workspaceId: string): Promise<Member[]> {
    const members = await this.members.membersOf([workspaceId]);
    return members
      .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.email.localeCompare(b.email))
      .map((member) => ({ userId: member.userId, name: `${member.firstName} ${member.lastName}`.trim() || member.email, email: member.email }));
  }

  async isMember(workspaceId: string, userId: string): Promise<boolean> {
    return (await this.members.membersOf([workspaceId], { userIds: [userId] })).length > 0;
  }
}
