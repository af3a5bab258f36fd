import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import { MAX_CLIENT_WORKSPACES, type ClientWorkspace, type ClientWorkspacesResponse, type PluginManifest } from '@otimiza/sdk/shared';
import { sql } from 'kysely';
import { coreSql, MOUNTED_PLUGIN_MANIFESTS } from '../../kernel/index.js';
import { WorkspacePluginSchema } from '../../data/workspace-plugin.entity.js';
import { clientErrors } from './client-workspace-errors.js';
import { withdrawLostAccess } from './workspace-access.js';

/**
 * A reseller's client workspaces: created, renamed and deleted by the reseller's owners and admins,
 * who choose the plugins each client uses. The reseller's people act in them (workspaceAccessOf),
 * its plan covers them and its brand applies to them. One level only: a client has no clients.
 */
@Injectable()
export class ClientWorkspacesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(MOUNTED_PLUGIN_MANIFESTS) private readonly mounted: readonly PluginManifest[],
  ) {}

  async list(resellerId: string): Promise<ClientWorkspacesResponse> {
    const rows = await coreSql(this.em)
      .selectFrom('core_workspace as w')
      .select(['w.id', 'w.name', 'w.created_at'])
      .select((eb) => [
        eb
          .selectFrom('core_membership as m')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('m.workspace_id', '=', 'w.id')
          .as('members'),
        eb
          .selectFrom('core_workspace_plugin as wp')
          .select(sql<string[]>`coalesce(json_agg(wp.plugin_id order by wp.plugin_id), '[]'::json)`.as('ids'))
          .whereRef('wp.workspace_id', '=', 'w.id')
          .where('wp.enabled', '=', false)
          .as('switched_off'),
      ])
      .where('w.managed_by', '=', resellerId)
      .orderBy('w.name')
      .orderBy('w.id')
      .execute();
    const installed = new Set(this.mounted.map((manifest) => manifest.id));
    const clients: ClientWorkspace[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: new Date(row.created_at).toISOString(),
      members: Number(row.members ?? 0),
      switchedOffPlugins: (row.switched_off ?? []).filter((id) => installed.has(id)),
    }));
    return { clients, limit: MAX_CLIENT_WORKSPACES };
  }

  async create(auth: AuthContext, name: string): Promise<ClientWorkspace> {
    const id = await this.em.transactional(async (em) => {
      const db = coreSql(em);
      // Under the reseller's row lock: parallel creations cannot pass the limit together.
      const reseller = await db
        .selectFrom('core_workspace')
        .select(['id', 'managed_by', 'is_demo'])
        .where('id', '=', auth.workspaceId)
        .forUpdate()
        .executeTakeFirst();
      if (!reseller || reseller.managed_by || reseller.is_demo) throw clientErrors.clientOfClient();
      const { count } = await db
        .selectFrom('core_workspace')
        .select(sql<string>`count(*)`.as('count'))
        .where('managed_by', '=', auth.workspaceId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_CLIENT_WORKSPACES) throw clientErrors.tooManyClients();
      const created = await db
        .insertInto('core_workspace')
        .values({ id: randomUUID(), name, managed_by: auth.workspaceId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    });
    return this.one(auth.workspaceId, id);
  }

  async rename(auth: AuthContext, clientId: string, name: string): Promise<ClientWorkspace> {
    const renamed = await coreSql(this.em)
      .updateTable('core_workspace')
      .set({ name })
      .where('id', '=', clientId)
      .where('managed_by', '=', auth.workspaceId)
      .executeTakeFirst();
    if (renamed.numUpdatedRows === 0n) throw clientErrors.clientNotFound();
    return this.one(auth.workspaceId, clientId);
  }

  /** Deletes the client workspace and everything in it; the sessions open in it move to their users' own workspaces first. */
  async remove(auth: AuthContext, clientId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const db = coreSql(em);
      const client = await db
        .selectFrom('core_workspace')
        .select('id')
        .where('id', '=', clientId)
        .where('managed_by', '=', auth.workspaceId)
        .forUpdate()
        .executeTakeFirst();
      if (!client) throw clientErrors.clientNotFound();
      const inside = await db.selectFrom('core_session').select('user_id').distinct().where('workspace_id', '=', clientId).execute();
      await db.deleteFrom('core_membership').where('workspace_id', '=', clientId).execute();
      // Its direct members and the reseller's people alike: nobody reaches a workspace that is going.
      await db.updateTable('core_workspace').set({ managed_by: null }).where('id', '=', clientId).execute();
      for (const { user_id } of inside) await withdrawLostAccess(db, user_id, clientId);
      await db.deleteFrom('core_workspace').where('id', '=', clientId).execute();
    });
  }

  /** The reseller switches an installed plugin on or off for one client (the client's own people cannot change it). */
  async switchPlugin(auth: AuthContext, clientId: string, pluginId: string, enabled: boolean): Promise<ClientWorkspace> {
    if (!this.mounted.some((manifest) => manifest.id === pluginId)) throw clientErrors.pluginNotInstalled();
    await this.one(auth.workspaceId, clientId);
    await forWorkspace(this.em, clientId).upsert(
      WorkspacePluginSchema,
      { workspace: clientId, pluginId, enabled, updatedAt: new Date() },
      { onConflictFields: ['workspace', 'pluginId'], onConflictAction: 'merge', onConflictMergeFields: ['enabled', 'updatedAt'] },
    );
    return this.one(auth.workspaceId, clientId);
  }

  /** One client of the reseller; another reseller's client, or a missing one, answers the same 404. */
  private async one(resellerId: string, clientId: string): Promise<ClientWorkspace> {
    const client = (await this.list(resellerId)).clients.find((row) => row.id === clientId);
    if (!client) throw clientErrors.clientNotFound();
    return client;
  }
}
