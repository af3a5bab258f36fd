import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '@otimiza/sdk/server';
import { roleAtLeast, workspaceSettingsForm, type PluginManifest, type WorkspacePluginsResponse, type WorkspaceSettings } from '@otimiza/sdk/shared';
import type { Identity } from '../accounts/identity.service.js';
import { effectivePluginIds, MOUNTED_PLUGIN_MANIFESTS, MOUNTED_WORKSPACE_SETTINGS } from '../../kernel/index.js';
import { clientErrors } from '../team/client-workspace-errors.js';
import { WorkspacePluginSchema } from '../../data/workspace-plugin.entity.js';

/** The workspace's plugin switches: which installed plugins its members use (owners and admins decide). */
@Injectable()
export class WorkspacePluginsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(MOUNTED_PLUGIN_MANIFESTS) private readonly mounted: readonly PluginManifest[],
    @Inject(MOUNTED_WORKSPACE_SETTINGS) private readonly workspaceSettings: ReadonlyMap<string, WorkspaceSettings>,
  ) {}

  async list(identity: Identity): Promise<WorkspacePluginsResponse> {
    // The request's EntityManager reads only this workspace's switches (the workspace filter).
    const switches = await this.em.find(WorkspacePluginSchema, {});
    const off = switches.filter((row) => !row.enabled).map((row) => row.pluginId);
    const inUse = effectivePluginIds(this.mounted, off);
    return {
      plugins: this.mounted.map((manifest) => ({
        id: manifest.id,
        displayName: manifest.displayName,
        enabled: !off.includes(manifest.id),
        inUse: inUse.has(manifest.id),
        requires: manifest.requires,
        requiredFeature: manifest.requiredFeature,
        includedInPlan: manifest.requiredFeature === null || identity.auth.features.has(manifest.requiredFeature),
        settings: this.formOf(manifest.id),
      })),
      // A client workspace's plugins are its reseller's choice (on its clients page).
      canChange: roleAtLeast(identity.auth.role, 'admin') && !identity.user.workspace.managedBy,
      managedBy: identity.user.workspace.managedBy,
    };
  }

  private formOf(pluginId: string) {
    const settings = this.workspaceSettings.get(pluginId);
    return settings ? workspaceSettingsForm(settings) : null;
  }

  /** One upsert per switch: concurrent switches of the same plugin leave one row holding the last one. */
  async switchPlugin(identity: Identity, pluginId: string, enabled: boolean): Promise<WorkspacePluginsResponse> {
    // Owners and admins only: the route's @RequireRole('admin').
    if (identity.user.workspace.managedBy) throw clientErrors.managedPlugins();
    if (!this.mounted.some((manifest) => manifest.id === pluginId)) {
      throw new ApiError('NOT_FOUND', 404, { pt: 'Plugin não instalado nesta instância.', en: 'Plugin not installed on this instance.' });
    }
    await this.em.upsert(
      WorkspacePluginSchema,
      { workspace: identity.auth.workspaceId, pluginId, enabled, updatedAt: new Date() },
      { onConflictFields: ['workspace', 'pluginId'], onConflictAction: 'merge', onConflictMergeFields: ['enabled', 'updatedAt'] },
    );
    return this.list(identity);
  }
}
