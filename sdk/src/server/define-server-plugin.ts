import type { Abstract, DynamicModule, Type } from '@nestjs/common';
import type { PluginManifest } from '../shared/manifest.js';
import type { WorkspaceSettings } from '../shared/workspace-settings.js';
import { assertPluginSettingsSchema, type PluginSettingsSchema } from './plugin-settings.js';

/** A migration class as MikroORM's migrator takes it in `migrationsList`. */
export interface PluginMigration {
  name: string;
  class: Type<unknown>;
}

export interface ServerPlugin {
  manifest: PluginManifest;
  /** The plugin's Nest module: its controllers, services, processors. */
  module: Type<unknown> | DynamicModule;
  /** MikroORM entities the plugin owns (tables prefixed with `<id>_`). */
  entities: readonly unknown[];
  /** Migrations, named `<id>-<yyyyMMddHHmmss>-<what>` so that they sort in time order. */
  migrations: readonly PluginMigration[];
  /**
   * The plugin's environment settings (see PluginSettingsSchema). The core validates them at boot
   * with its own, only when the plugin is mounted (PLUGINS); read them with `pluginSettings`.
   */
  settings?: PluginSettingsSchema;
  /**
   * The plugin's per-workspace settings (`defineWorkspaceSettings`): a form on the workspace's plugin
   * page for owners and admins; read a workspace's values with `WorkspaceSettingsPort`.
   */
  workspaceSettings?: WorkspaceSettings;
  /** The ports between plugins this one provides and consumes (see PluginPorts). */
  ports: PluginPorts;
}

/**
 * The ports a plugin shares with other plugins, checked by the host at start against what its
 * classes really inject and register: `provides`, the ports it registers for others (AnalysisPort);
 * `consumes`, other plugins' ports it injects and cannot do without (their plugin must be in the
 * manifest's `requires`); `optional`, those it injects with @Optional() and does without. The
 * core's own ports (JobQueue, MailPort, …) are always there and are not listed.
 */
export interface PluginPorts {
  provides: readonly Abstract<unknown>[];
  consumes: readonly Abstract<unknown>[];
  optional: readonly Abstract<unknown>[];
}

export function defineServerPlugin(plugin: {
  manifest: PluginManifest;
  module: Type<unknown> | DynamicModule;
  entities?: readonly unknown[];
  migrations?: readonly PluginMigration[];
  settings?: PluginSettingsSchema;
  workspaceSettings?: WorkspaceSettings;
  ports?: Partial<PluginPorts>;
}): ServerPlugin {
  for (const migration of plugin.migrations ?? []) {
    if (!migration.name.startsWith(`${plugin.manifest.id}-`)) {
      throw new Error(`migration "${migration.name}" of plugin "${plugin.manifest.id}" must start with "${plugin.manifest.id}-"`);
    }
  }
  if (plugin.settings) assertPluginSettingsSchema(plugin.manifest.id, plugin.settings);
  if (plugin.workspaceSettings && plugin.workspaceSettings.pluginId !== plugin.manifest.id) {
    throw new Error(`workspace settings of plugin "${plugin.workspaceSettings.pluginId}" given to plugin "${plugin.manifest.id}"`);
  }
  return { entities: [], migrations: [], ...plugin, ports: { provides: [], consumes: [], optional: [], ...plugin.ports } };
}
