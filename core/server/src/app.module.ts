import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import type { ServerPlugin } from '@otimiza/sdk/server';
import type { Logger } from 'pino';
import { AccountModule } from './accounts/own-account/account.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { AiModule } from './ai/ai.module.js';
import { BillingModule } from './billing/billing.module.js';
import { BrowserModule } from './browser/browser.module.js';
import { ChangeFeedModule } from './change-feed/change-feed.module.js';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/config.schema.js';
import { CreatorPreviewModule } from './creator-preview/creator-preview.module.js';
import { databaseModule } from './database/database.module.js';
import { DemoModule } from './demo/demo.module.js';
import { EventsModule } from './events/events.module.js';
import { HealthModule } from './health/health.module.js';
import { AccessGuard } from './http/access.guard.js';
import { ApiExceptionFilter } from './http/api-exception.filter.js';
import { JobsModule } from './jobs/jobs.module.js';
import { InFlightHandlers } from './lifecycle/in-flight-handlers.interceptor.js';
import { RUNTIME_INFO, type RuntimeInfo } from './lifecycle/runtime-info.js';
import { LoggingModule } from './logging/logging.module.js';
import { MailModule } from './mail/mail.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { ObservabilityModule } from './observability/observability.module.js';
import { OutboundModule } from './outbound/outbound.module.js';
import { PluginsModule } from './plugins/plugins.module.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { PLAN_CATALOGUE, planCatalogueOf } from './entitlements/plan-catalogue.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { TeamModule } from './team/team.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  logger: Logger;
  databaseUrl: string;
  plugins: readonly ServerPlugin[];
  runtime: RuntimeInfo;
}

/**
 * The host's modules whose providers the others share: the kernel's (config, jobs, events, outbound
 * requests, the browser, mail, AI, metrics, rate limits, the change feed) and the platform's
 * (accounts and entitlements, own account, team, billing, demo, API keys, creator preview).
 */
const sharedModules = [
  JobsModule,
  ObservabilityModule,
  RateLimitModule,
  ChangeFeedModule,
  EventsModule,
  MetricsModule,
  AiModule,
  MailModule,
  OutboundModule,
  BrowserModule,
  AccountsModule,
  AccountModule,
  TeamModule,
  CreatorPreviewModule,
  DemoModule,
  BillingModule,
  ApiKeysModule,
];

/**
 * The root module, and the one common module of the host: global, because plugins are loaded at
 * run time and cannot import the host's modules, so every port a plugin may inject (and every
 * service the host's own modules share) reaches them through its exports. No other host module is
 * global; a plugin's ports go through the plugins module (plugins.module.ts).
 */
@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        ConfigModule.forRoot(options.config, options.plugins),
        LoggingModule.forRoot(options.logger),
        databaseModule({
          url: options.databaseUrl,
          plugins: options.plugins,
          poolSize: options.config.DATABASE_POOL_SIZE,
          refuseNestedConnections: options.config.NODE_ENV === 'test',
        }),
        ...sharedModules.map((module) => (module === ChangeFeedModule ? ChangeFeedModule.forRoot(options.databaseUrl) : module)),
        HealthModule,
        PluginsModule.forRoot(options.plugins),
      ],
      providers: [
        { provide: RUNTIME_INFO, useValue: options.runtime },
        { provide: PLAN_CATALOGUE, useValue: planCatalogueOf(options.plugins) },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        InFlightHandlers,
        { provide: APP_INTERCEPTOR, useExisting: InFlightHandlers },
      ],
      exports: [RUNTIME_INFO, PLAN_CATALOGUE, ConfigModule, ...sharedModules],
    };
  }
}
