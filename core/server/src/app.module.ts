import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import type { ServerPlugin } from '@otimiza/sdk/server';
import type { Logger } from 'pino';
import { AiModule } from './kernel/ai/ai.module.js';
import { BrowserModule } from './kernel/browser/browser.module.js';
import { ChangeFeedModule } from './kernel/change-feed/change-feed.module.js';
import { ConfigModule } from './kernel/config/config.module.js';
import type { AppConfig } from './kernel/config/config.schema.js';
import { databaseModule } from './kernel/database/database.module.js';
import { EventsModule } from './kernel/events/events.module.js';
import { HealthModule } from './kernel/health/health.module.js';
import { ApiExceptionFilter } from './kernel/http/api-exception.filter.js';
import { JobsModule } from './kernel/jobs/jobs.module.js';
import { InFlightHandlers } from './kernel/lifecycle/in-flight-handlers.interceptor.js';
import { RUNTIME_INFO, type RuntimeInfo } from './kernel/lifecycle/runtime-info.js';
import { LoggingModule } from './kernel/logging/logging.module.js';
import { MailModule } from './kernel/mail/mail.module.js';
import { ObservabilityModule } from './kernel/observability/observability.module.js';
import { OutboundModule } from './kernel/outbound/outbound.module.js';
import { PluginsModule } from './kernel/plugins/plugins.module.js';
import { RateLimitModule } from './kernel/rate-limit/rate-limit.module.js';
import { AccessGuard } from './platform/access/access.guard.js';
import { AccountsModule } from './platform/accounts/accounts.module.js';
import { AdminModule } from './platform/admin/admin.module.js';
import { ApiHealthModule } from './platform/api-health/api-health.module.js';
import { ApiKeysModule } from './platform/api-keys/api-keys.module.js';
import { BillingModule } from './platform/billing/billing.module.js';
import { CreatorPreviewModule } from './platform/creator-preview/creator-preview.module.js';
import { DemoModule } from './platform/demo/demo.module.js';
import { EntitlementsModule } from './platform/entitlements/entitlements.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';
import { OwnAccountModule } from './platform/own-account/own-account.module.js';
import { PLAN_CATALOGUE, planCatalogueOf } from './platform/plans/plan-catalogue.js';
import { TeamModule } from './platform/team/team.module.js';
import { WorkspacePluginsModule } from './platform/workspace-plugins/workspace-plugins.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  logger: Logger;
  databaseUrl: string;
  plugins: readonly ServerPlugin[];
  runtime: RuntimeInfo;
}

/** The kernel's modules whose providers the others share: jobs, runtime metrics, rate limits, the change feed, events, AI, mail, outbound requests, the browser. */
const kernelModules = [JobsModule, ObservabilityModule, RateLimitModule, ChangeFeedModule, EventsModule, AiModule, MailModule, OutboundModule, BrowserModule];

/**
 * The platform's modules whose providers the others share, bottom floor first (docs/architecture.md, eslint.config.js):
 * the metric store; accounts (identity, sessions); API keys; entitlements; team; billing; then the areas that use
 * several of those: own account, creator preview, demo, and the workspace's use of the plugins. The plans have no
 * providers (their catalogue is provided below), the access guard is registered below, and administration and the API
 * health share nothing, so they are imported apart.
 */
const platformModules = [
  MetricsModule,
  AccountsModule,
  ApiKeysModule,
  EntitlementsModule,
  TeamModule,
  BillingModule,
  OwnAccountModule,
  CreatorPreviewModule,
  DemoModule,
  WorkspacePluginsModule,
];

const sharedModules = [...kernelModules, ...platformModules];

/**
 * The root module, and the one common module of the host: global, because plugins are loaded at
 * run time and cannot import the host's modules, so every port a plugin may inject (and every
 * service the host's own modules share) reaches them through its exports. No other host module is
 * global; a plugin's ports go through the plugins module (kernel/plugins/plugins.module.ts).
 *
 * The composition root: the one place that knows both the kernel and the platform. The kernel
 * imports nothing of the platform, so what joins them is wired here: the platform's access guard
 * on every route, the plan catalogue of the mounted plugins.
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
        AdminModule,
        ApiHealthModule,
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
