import type { ServerPlugin } from '@otimiza/sdk/server';
import type { z } from 'zod';
import { selectPlugins } from '../plugins/select-plugins.js';
import { ConfigError, type ConfigProblem } from './config-error.js';
import { configSchema, validatedConfigSchema, type AppConfig } from './config.schema.js';

export { ConfigError, type ConfigProblem } from './config-error.js';

/** The values of `schema`'s variables in `env`, trimmed; empty strings count as unset. */
function inputOf(schema: z.ZodObject, env: NodeJS.ProcessEnv): Record<string, string> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value.trim();
  }
  return input;
}

/** Parses `env` with `schema`; each issue becomes a problem naming its variable and the value it got. */
function parse<S extends z.ZodType>(
  schema: S,
  input: Record<string, string>,
  fallbackVariable: string,
): { data: z.output<S>; problems: [] } | { data: undefined; problems: ConfigProblem[] } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data, problems: [] };
  return {
    data: undefined,
    problems: result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? fallbackVariable);
      return { variable, message: issue.message, received: input[variable] };
    }),
  };
}

/** Two mounted plugins, or a plugin and the core, that declare one variable: a mistake of the plugins, not of the settings. */
function assertDistinctNames(plugins: readonly ServerPlugin[]): void {
  const owners = new Map<string, string>(Object.keys(configSchema.shape).map((name) => [name, 'the core']));
  for (const plugin of plugins) {
    for (const name of Object.keys(plugin.settings?.shape ?? {})) {
      const owner = owners.get(name);
      if (owner) {
        throw new Error(
          `setting ${name} of plugin "${plugin.manifest.id}" is also a setting of ${owner}: each setting has one owner (rename one in its settings schema)`,
        );
      }
      owners.set(name, `plugin "${plugin.manifest.id}"`);
    }
  }
}

/**
 * Reads the settings from an environment; empty strings count as unset. `plugins` are the plugins
 * installed (the host's registry): the settings of those that PLUGINS mounts are validated too and
 * merged in, by their variable names, those of the others are neither required nor read. Throws a
 * ConfigError naming each bad variable, of the core and of the plugins at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, plugins: readonly ServerPlugin[] = []): AppConfig {
  const coreInput = inputOf(configSchema, env);
  const core = parse(validatedConfigSchema, coreInput, 'configuration');
  const problems = [...core.problems];

  let mounted: ServerPlugin[] = [];
  if (plugins.length > 0) {
    try {
      mounted = selectPlugins(plugins, coreInput['PLUGINS'] ?? 'all');
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
    }
  }
  assertDistinctNames(mounted);

  const pluginValues: Record<string, unknown> = {};
  for (const plugin of mounted) {
    if (!plugin.settings) continue;
    const input = inputOf(plugin.settings, env);
    const parsed = parse(plugin.settings, input, `settings of plugin "${plugin.manifest.id}"`);
    problems.push(...parsed.problems);
    // Every variable of the plugin is a key of the config, set or not: startServer checks for them.
    for (const name of Object.keys(plugin.settings.shape)) pluginValues[name] = parsed.data?.[name];
  }

  if (problems.length > 0 || core.data === undefined) throw new ConfigError(problems);
  return { ...core.data, ...pluginValues };
}

/** The variables of `plugins`' settings that `config` lacks: it was loaded without them (loadConfig's `plugins`). */
export function missingPluginSettings(config: AppConfig, plugins: readonly ServerPlugin[]): string[] {
  return plugins.flatMap((plugin) => Object.keys(plugin.settings?.shape ?? {}).filter((name) => !(name in config)));
}

export function publicUrlOf(config: AppConfig): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
