/**
 * Settings for plugins, read from the core's one validated configuration schema (the README's
 * configuration table). A plugin's setting is added to that schema, with its description.
 */
export abstract class SettingsPort {
  abstract get(name: string): string | number | boolean | string[] | undefined;
}
