import { Inject, Injectable } from '@nestjs/common';
import { SettingsPort, type ServerPlugin } from '@otimiza/sdk/server';
import { configSchema, type AppConfig } from './config.schema.js';
import { APP_CONFIG, SETTING_NAMES } from './config.tokens.js';

/** The settings SettingsPort answers: the core's and those of the mounted plugins. */
export function settingNamesOf(plugins: readonly ServerPlugin[]): ReadonlySet<string> {
  return new Set([...Object.keys(configSchema.shape), ...plugins.flatMap((plugin) => Object.keys(plugin.settings?.shape ?? {}))]);
}

@Injectable()
export class SettingsService extends SettingsPort {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SETTING_NAMES) private readonly names: ReadonlySet<string>,
  ) {
    super();
  }

  get(name: string): unknown {
    if (!this.names.has(name)) {
      throw new Error(
        `unknown setting ${name}: add it to core/server/src/kernel/config/config.schema.ts, or to the settings schema of the plugin that reads it (defineServerPlugin({ settings })), mounted on this instance`,
      );
    }
    return (this.config as Readonly<Record<string, unknown>>)[name];
  }
}
