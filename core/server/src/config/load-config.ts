import { configSchema, validatedConfigSchema, type AppConfig } from './config.schema.js';

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string; received?: string }[]) {
    super(
      'Invalid configuration:\n' + problems.map((p) => `  ${p.variable}: ${p.message}${p.received !== undefined ? ` (got "${p.received}")` : ''}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** Reads the settings from an environment; empty strings count as unset. Throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const input: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value.trim();
  }
  const result = validatedConfigSchema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'configuration');
        return { variable, message: issue.message, received: input[variable] };
      }),
    );
  }
  return result.data;
}

export function publicUrlOf(config: AppConfig): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
