import { Injectable, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientWorkspacesPort, type ClientSignIns, type ManagedClientWorkspace } from '@otimiza/sdk/server';
import { sql } from 'kysely';
import { coreSql } from '../../kernel/index.js';

/**
 * ClientWorkspacesPort on core_workspace.managed_by: every read is bound to the reseller it names,
 * so a plugin working for a reseller reaches its own clients and no other workspace.
 */
@Injectable()
export class ClientWorkspacesPortAdapter extends ClientWorkspacesPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async clientsOf(resellerId: string): Promise<ManagedClientWorkspace[]> {
    const rows = await coreSql(this.em.fork())
      .selectFrom('core_workspace')
      .select(['id', 'name', 'created_at'])
      .where('managed_by', '=', resellerId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, createdAt: new Date(row.created_at) }));
  }

  async resellerOf(workspaceId: string): Promise<string | null> {
    const row = await coreSql(this.em.fork()).selectFrom('core_workspace').select('managed_by').where('id', '=', workspaceId).executeTakeFirst();
    return row?.managed_by ?? null;
  }

  async signIns(resellerId: string, clientId: string, since: Date): Promise<ClientSignIns | null> {
    const db = coreSql(this.em.fork());
    const client = await db.selectFrom('core_workspace').select('id').where('id', '=', clientId).where('managed_by', '=', resellerId).executeTakeFirst();
    if (!client) return null;
    const row = await db
      .selectFrom('core_membership as m')
      .leftJoin('core_session as s', 's.user_id', 'm.user_id')
      .select([
        sql<string>`count(distinct m.user_id)`.as('members'),
        sql<string>`count(s.token_hash) filter (where s.created_at >= ${since})`.as('sign_ins'),
        sql<string | null>`max(s.created_at)`.as('last_sign_in'),
      ])
      .where('m.workspace_id', '=', clientId)
      .executeTakeFirstOrThrow();
    return { signIns: Number(row.sign_ins), lastSignInAt: row.last_sign_in ? new Date(row.last_sign_in) : null, members: Number(row.members) };
  }
}

/** Provides ClientWorkspacesPort (the team module re-exports it to the app module, which hands it to every module). */
@Module({
  providers: [ClientWorkspacesPortAdapter, { provide: ClientWorkspacesPort, useExisting: ClientWorkspacesPortAdapter }],
  exports: [ClientWorkspacesPort],
})
export class ClientWorkspacesPortModule {}
