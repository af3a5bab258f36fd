/**
 * Settings for plugins, validated at boot: the core's configuration schema
 * (core/server/src/kernel/config/config.schema.ts) merged with the settings schema of each plugin mounted
 * on this instance (`defineServerPlugin({ settings })`); the README's configuration table lists
 * both. `get` answers a setting's parsed value; a name that neither declares throws. A plugin
 * reads its own settings typed with `pluginSettings(settings, schema)`.
 */
export abstract class SettingsPort {
  abstract get(name: string): unknown;
}
