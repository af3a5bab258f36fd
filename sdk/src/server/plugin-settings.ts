import type { z } from 'zod';
import type { SettingsPort } from './settings.port.js';

/**
 * A plugin's environment settings: a zod object whose keys are the variables' names (`AUDIT_TIMEOUT_MS`),
 * each field with `.describe()` (the README's configuration table is generated from it) and a
 * default where one makes sense. Values arrive as strings: use `z.coerce.number()` and the like.
 */
export type PluginSettingsSchema = z.ZodObject;

/** Names of environment variables: capitals, digits and underscores. */
const variableName = /^[A-Z][A-Z0-9_]*$/;

/** Checks a plugin's settings schema: variable-like names, each described. Throws naming the plugin and the setting. */
export function assertPluginSettingsSchema(pluginId: string, schema: PluginSettingsSchema): void {
  for (const [name, field] of Object.entries(schema.shape)) {
    const where = `setting "${name}" of plugin "${pluginId}"`;
    if (!variableName.test(name)) throw new Error(`${where} must be named like an environment variable (capitals, digits, _)`);
    if (!(field as z.ZodType).description?.trim())
      throw new Error(`${where} needs a description: .describe('What it does.') (the README's configuration table shows it)`);
  }
}

/**
 * A plugin's own settings, typed by its schema, as the core parsed them at boot from the
 * environment (defaults applied, values coerced):
 * `const { AUDIT_TIMEOUT_MS } = pluginSettings(this.settings, analysisSettings)`.
 */
export function pluginSettings<S extends PluginSettingsSchema>(settings: Pick<SettingsPort, 'get'>, schema: S): z.output<S> {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, settings.get(name)])) as z.output<S>;
}
