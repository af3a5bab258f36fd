import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { csSql } from './cs-sql.js';

export interface Member {
  userId: string;
  name: string;
  email: string;
}

/** The agency workspace's members: who may follow a client (its CSM). */
@Injectable()
export class WorkspaceMembers {
  constructor(private readonly em: EntityManager) {}

  async of(workspaceId: string): Promise<Member[]> {
    const rows = await csSql(this.em.fork())
      .selectFrom('core_membership as m')
      .innerJoin('core_user as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
      .where('m.workspace_id', '=', workspaceId)
      .orderBy('u.first_name')
      .orderBy('u.email')
      .execute();
    return rows.map((row) => ({ userId: row.id, name: `${row.first_name} ${row.last_name}`.trim() || row.email, email: row.email }));
  }

  async isMember(workspaceId: string, userId: string): Promise<boolean> {
    const row = await csSql(this.em.fork())
      .selectFrom('core_membership')
      .select('user_id')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
