import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, forWorkspace, WorkspaceSettingsPort } from '@otimiza/sdk/server';
import {
  checkWorkspaceSettings,
  roleAtLeast,
  workspaceSettingsForm,
  workspaceSettingsValues,
  type Language,
  type WorkspacePluginSettingsResponse,
  type WorkspaceSettings,
} from '@otimiza/sdk/shared';
import type { z } from 'zod';
import type { Identity } from '../accounts/identity.service.js';
import { MOUNTED_WORKSPACE_SETTINGS } from '../../kernel/index.js';
import { WorkspacePluginSettingsSchema } from '../../data/workspace-plugin-settings.entity.js';

const noSettings = () =>
  new ApiError('NOT_FOUND', 404, {
    pt: 'Este plugin não está instalado ou não tem configurações por espaço de trabalho.',
    en: 'This plugin is not installed or has no per-workspace settings.',
  });

/**
 * The mounted plugins' per-workspace settings: the values of the request's workspace for the
 * settings form (`/api/workspace/plugins/:id/settings`), and `WorkspaceSettingsPort` for the plugins.
 */
@Injectable()
export class WorkspacePluginSettingsService extends WorkspaceSettingsPort {
  constructor(
    private readonly em: EntityManager,
    @Inject(MOUNTED_WORKSPACE_SETTINGS) private readonly mounted: ReadonlyMap<string, WorkspaceSettings>,
  ) {
    super();
  }

  override async read<S extends z.ZodObject>(settings: WorkspaceSettings<S>, workspaceId: string): Promise<z.output<S>> {
    // The workspace named, whatever the caller's context: jobs and schedules read the workspace they work for.
    const row = await forWorkspace(this.em, workspaceId).findOne(WorkspacePluginSettingsSchema, { workspace: workspaceId, pluginId: settings.pluginId });
    return workspaceSettingsValues(settings.schema, row?.values);
  }

  async get(identity: Identity, pluginId: string): Promise<WorkspacePluginSettingsResponse> {
    const settings = this.declared(pluginId);
    // The request's EntityManager holds the session's workspace filter: another workspace's row is never read.
    const row = await this.em.findOne(WorkspacePluginSettingsSchema, { pluginId });
    return this.view(identity, settings, workspaceSettingsValues(settings.schema, row?.values));
  }

  /** The whole set of values, checked with the plugin's schema first: a bad value writes nothing. One upsert, so the last of concurrent saves holds. */
  async put(identity: Identity, pluginId: string, submitted: Record<string, unknown>, language: Language): Promise<WorkspacePluginSettingsResponse> {
    // Owners and admins only: the route's @RequireRole('admin').
    const settings = this.declared(pluginId);
    const checked = checkWorkspaceSettings(settings, submitted);
    if (!checked.ok) {
      const fields = checked.problems.map((problem) => ({ path: problem.path, message: problem.message[language] }));
      throw new ApiError('VALIDATION_ERROR', 400, checked.problems[0]!.message, { source: 'body', fields });
    }
    await this.em.upsert(
      WorkspacePluginSettingsSchema,
      { workspace: identity.auth.workspaceId, pluginId, values: checked.values as Record<string, unknown>, updatedAt: new Date() },
      { onConflictFields: ['workspace', 'pluginId'], onConflictAction: 'merge', onConflictMergeFields: ['values', 'updatedAt'] },
    );
    return this.view(identity, settings, workspaceSettingsValues(settings.schema, checked.values));
  }

  private declared(pluginId: string): WorkspaceSettings {
    const settings = this.mounted.get(pluginId);
    if (!settings) throw noSettings();
    return settings;
  }

  private view(identity: Identity, settings: WorkspaceSettings, values: Record<string, unknown>): WorkspacePluginSettingsResponse {
    return {
      pluginId: settings.pluginId,
      form: workspaceSettingsForm(settings),
      values: values as WorkspacePluginSettingsResponse['values'],
      canChange: roleAtLeast(identity.auth.role, 'admin'),
    };
  }
}
