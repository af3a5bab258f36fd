import { Global, Module, type DynamicModule } from '@nestjs/common';
import { SettingsPort } from '@otimiza/sdk/server';
import type { AppConfig } from './config.schema.js';
import { APP_CONFIG } from './config.tokens.js';
import { SettingsService } from './settings.service.js';
import { SiteInfoController } from './site-info.controller.js';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      controllers: [SiteInfoController],
      providers: [{ provide: APP_CONFIG, useValue: config }, SettingsService, { provide: SettingsPort, useExisting: SettingsService }],
      exports: [APP_CONFIG, SettingsPort],
    };
  }
}
