import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import compression from 'compression';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import { JobQueue, type ServerPlugin } from '@otimiza/sdk/server';
import type { PlanCatalogue } from '@otimiza/sdk/shared';
import { Logger as NestPinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { findBrowser, type BrowserLocation } from './kernel/browser/find-browser.js';
import type { AppConfig } from './kernel/config/config.schema.js';
import { missingPluginSettings } from './kernel/config/load-config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './kernel/database/embedded-postgres.js';
import { dropPoolConnections } from './kernel/database/drop-pool-connections.js';
import { runMigrations } from './kernel/database/run-migrations.js';
import { refuseNonJsonBodies } from './kernel/http/refuse-non-json-bodies.middleware.js';
import { securityHeaders } from './kernel/http/security-headers.middleware.js';
import { InstanceService } from './kernel/instance/instance.service.js';
import { httpMetrics } from './kernel/observability/http-metrics.middleware.js';
import { metricsEndpoint } from './kernel/observability/metrics-endpoint.js';
import { RuntimeMetricsRegistry } from './kernel/observability/runtime-metrics.registry.js';
import { gracefulHttp } from './kernel/lifecycle/graceful-http.js';
import { shutDown } from './kernel/lifecycle/shutdown.js';
import { InFlightHandlers } from './kernel/lifecycle/in-flight-handlers.interceptor.js';
import { keepConnectionsLongerThanClients } from './kernel/lifecycle/keep-alive.js';
import type { RuntimeInfo } from './kernel/lifecycle/runtime-info.js';
import { startupBanner } from './kernel/lifecycle/startup-banner.js';
import { createLogger } from './kernel/logging/create-logger.js';
import { QuietNestLogger } from './kernel/logging/quiet-nest-logger.js';
import { setupOpenApi } from './kernel/openapi/setup-openapi.js';
import { installedServerPlugins } from './kernel/plugins/loading/installed-server-plugins.js';
import type { RefusedPlugin } from './kernel/plugins/loading/load-server-plugins.js';
import { selectPlugins } from './kernel/plugins/select-plugins.js';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from './platform/accounts/session.service.js';
import { PLAN_CATALOGUE } from './platform/plans/plan-catalogue.js';
import { serveWeb } from './kernel/web/serve-web.js';
import { servePluginBundles } from './kernel/web/serve-plugin-bundles.js';
import { PLUGIN_WEB_BUNDLES } from './kernel/plugins/plugins.tokens.js';
import type { FoundWebBundles } from './kernel/plugins/loading/web-bundles.js';
import { BrandSource } from './kernel/config/brand-source.js';

export interface StartOptions {
  /** From `loadConfig(env, plugins)`, with the same plugins, so that their settings are in it. */
  config: AppConfig;
  /** Plugins available to this start; defaults to those found at start (plugins/loading). */
  plugins?: readonly ServerPlugin[];
  /** Plugins found and not mounted, for health; defaults to those refused by the start's own loading. */
  refusedPlugins?: readonly RefusedPlugin[];
  logger?: Logger;
  /** false: initialise without opening the HTTP port (tests drive it with supertest). */
  listen?: boolean;
  /** Print the start-up summary for a person at a terminal (`npm start`; never in production). */
  banner?: boolean;
}

export interface RunningServer {
  app: NestExpressApplication;
  /** Base URL when listening, e.g. http://127.0.0.1:3000. */
  url: string | null;
  databaseUrl: string;
  logger: Logger;
  /**
   * Drains HTTP, lets running jobs finish, closes the database, stops the embedded PostgreSQL (last),
   * all within SHUTDOWN_TIMEOUT_MS: what still runs at the limit is cut (lifecycle/shutdown.ts).
   */
  close(): Promise<void>;
}

const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function memoize<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

/** Starts Otimiza in the role the configuration names; used by main.ts and by tests. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config);
  const found = options.plugins ? { plugins: options.plugins, refused: options.refusedPlugins ?? [] } : await installedServerPlugins();
  const plugins = selectPlugins(found.plugins, config.PLUGINS);
  const unloaded = missingPluginSettings(config, plugins);
  if (unloaded.length > 0) {
    throw new Error(`the configuration lacks the settings of mounted plugins (${unloaded.join(', ')}): load it with loadConfig(env, plugins)`);
  }

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_POSTGRES_PORT, log: logger });
    databaseUrl = embedded.url;
  }

  const browser: () => Promise<BrowserLocation> = memoize(() => findBrowser(config.CHROME_PATH));
  const runtime: RuntimeInfo = {
    version,
    databaseKind: embedded ? 'embedded' : 'external',
    pluginIds: plugins.map((plugin) => plugin.manifest.id),
    refusedPlugins: found.refused.map(({ id, reason }) => ({ id, reason })),
    browser,
  };

  let app: NestExpressApplication;
  try {
    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, logger, databaseUrl, plugins, runtime }), {
      bufferLogs: true,
      rawBody: true,
      abortOnError: false,
    });
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  app.useLogger(new QuietNestLogger(app.get(NestPinoLogger)));
  app.use(securityHeaders({ production: config.NODE_ENV === 'production' }));
  // Times every API request (no I/O per request); GET /metrics serves the figures behind METRICS_TOKEN.
  const runtimeMetrics = app.get(RuntimeMetricsRegistry);
  app.use(httpMetrics(runtimeMetrics));
  app.use('/metrics', metricsEndpoint(runtimeMetrics, config.METRICS_TOKEN));
  // Before the parsers: a text, form or multipart body is refused, never parsed.
  app.use(refuseNonJsonBodies);
  // Pages travel in JSON bodies (the FTP deploy sends the optimised HTML, up to 5 MB).
  app.useBodyParser('json', { limit: '6mb' });
  app.setGlobalPrefix('api');
  app.disable('x-powered-by');
  // Express's numeric trust: 0 ignores X-Forwarded-For; n takes the client n hops from the end.
  app.set('trust proxy', config.TRUST_PROXY);
  // gzip for the web bundle and JSON; event streams are left alone so progress is not buffered.
  app.use(compression({ filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').includes('text/event-stream') && compression.filter(req, res) }));
  const http = gracefulHttp(app, app.get(InFlightHandlers));

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= shutDown(
      {
        drainHttp: (ms) => http.drain(ms),
        // Jobs after the requests, while the database, the browser's proxy and the rest are still up:
        // the work in flight finishes (within the time left), waiting work stays queued for the next start.
        closeJobs: (ms) => (app.get(JobQueue) as JobQueue & { close(waitMs: number): Promise<boolean> }).close(ms),
        dropDatabaseConnections: () => dropPoolConnections(app.get(MikroORM)),
        closeApp: () => app.close(),
        stopDatabase: embedded && ((ms) => embedded!.stop(ms)),
      },
      config.SHUTDOWN_TIMEOUT_MS,
      logger,
    ));

  try {
    await runMigrations(app.get(MikroORM), databaseUrl, logger);
    const instance = await app.get(InstanceService).recordBoot();
    logger.info({ instance: instance.id, boots: instance.boots, plugins: runtime.pluginIds, role: config.ROLE }, 'starting');

    if (config.ROLE === 'worker') {
      await app.init();
      logger.info('worker ready: consuming jobs');
      return { app, url: null, databaseUrl, logger, close };
    }
    setupOpenApi(app, version);
    servePluginBundles(app, app.get<FoundWebBundles>(PLUGIN_WEB_BUNDLES).bundles);
    serveWeb(app, {
      sessionCookie: SESSION_COOKIE,
      sessionHintCookie: SESSION_HINT_COOKIE,
      catalogue: app.get<PlanCatalogue>(PLAN_CATALOGUE),
      brands: app.get(BrandSource).port,
    });
    if (options.listen === false) {
      await app.init();
      return { app, url: null, databaseUrl, logger, close };
    }
    await app.listen(config.PORT, config.HOST);
    keepConnectionsLongerThanClients(app.getHttpServer() as Server);
    const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
    logger.info({ url, docs: `${url}/api/docs` }, 'Otimiza is serving');
    if (options.banner && config.NODE_ENV !== 'production' && process.stdout.isTTY) {
      process.stdout.write(startupBanner({ url, config, databaseKind: runtime.databaseKind, browser: await runtime.browser(), plugins: runtime.pluginIds }));
    }
    return { app, url, databaseUrl, logger, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
