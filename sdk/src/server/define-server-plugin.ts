import type { Type, DynamicModule } from '@nestjs/common';
import type { PluginManifest } from '../shared/manifest.js';
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
}

export function defineServerPlugin(plugin: {
  manifest: PluginManifest;
  module: Type<unknown> | DynamicModule;
  entities?: readonly unknown[];
  migrations?: readonly PluginMigration[];
  settings?: PluginSettingsSchema;
}): ServerPlugin {
  for (const migration of plugin.migrations ?? []) {
    if (!migration.name.startsWith(`${plugin.manifest.id}-`)) {
      throw new Error(`migration "${migration.name}" of plugin "${plugin.manifest.id}" must start with "${plugin.manifest.id}-"`);
    }
  }
  if (plugin.settings) assertPluginSettingsSchema(plugin.manifest.id, plugin.settings);
  return { entities: [], migrations: [], ...plugin };
}
