import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config.schema.js';
import { APP_CONFIG } from './config.tokens.js';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
