import { Inject, Injectable } from '@nestjs/common';
import { SettingsPort } from '@otimiza/sdk/server';
import { configSchema, type AppConfig } from './config.schema.js';
import { APP_CONFIG } from './config.tokens.js';

@Injectable()
export class SettingsService extends SettingsPort {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  get(name: string) {
    if (!(name in configSchema.shape)) throw new Error(`unknown setting ${name}: add it to core/server/src/config/config.schema.ts`);
    return this.config[name as keyof AppConfig];
  }
}
