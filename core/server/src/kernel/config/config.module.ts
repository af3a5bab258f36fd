import { Module, type DynamicModule } from '@nestjs/common';
import { SettingsPort, type ServerPlugin } from '@otimiza/sdk/server';
import type { AppConfig } from './config.schema.js';
import { APP_CONFIG, SETTING_NAMES } from './config.tokens.js';
import { settingNamesOf, SettingsService } from './settings.service.js';
import { SiteInfoController } from './site-info.controller.js';
import { BrandSource } from './brand-source.js';

@Module({})
export class ConfigModule {
  /** `plugins`: the mounted ones, whose settings `config` holds besides the core's. */
  static forRoot(config: AppConfig, plugins: readonly ServerPlugin[] = []): DynamicModule {
    return {
      module: ConfigModule,
      controllers: [SiteInfoController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: SETTING_NAMES, useValue: settingNamesOf(plugins) },
        SettingsService,
        BrandSource,
        { provide: SettingsPort, useExisting: SettingsService },
      ],
      exports: [APP_CONFIG, SettingsPort, BrandSource],
    };
  }
}
