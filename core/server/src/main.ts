import { ConfigError, loadConfig } from './kernel/config/load-config.js';
import { createLogger } from './kernel/logging/create-logger.js';
import { startServer } from './bootstrap.js';
import { exitAfter } from './kernel/lifecycle/exit-after.js';
import { installedServerPlugins } from './kernel/plugins/loading/installed-server-plugins.js';

/** A setting that cannot work (a bad value, a plugin selection missing a requirement): its message, no stack, exit 78. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`\n${error.message}\n\nSee the configuration table in README.md.\n`);
    process.exit(78);
  }
  throw error;
}

async function main(): Promise<void> {
  const { plugins, refused } = await installedServerPlugins();
  let config;
  try {
    config = loadConfig(process.env, plugins);
  } catch (error) {
    exitOnConfigError(error);
  }
  const logger = createLogger(config);
  // A refused plugin does not stop the others: the log and GET /api/health say which and why.
  for (const plugin of refused) logger.warn({ plugin: plugin.id, dir: plugin.dir }, `plugin refused: ${plugin.reason}`);
  const server = await startServer({ config, logger, banner: true, plugins, refusedPlugins: refused }).catch(exitOnConfigError);

  let stopping = false;
  // Signals come more than once: `npm start` forwards to this process the SIGTERM its group got too.
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'stopping: finishing in-flight requests and jobs');
    exitAfter(config.SHUTDOWN_TIMEOUT_MS, logger);
    server
      .close()
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'error while stopping');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`\nOtimiza failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  if (error instanceof Error && error.cause) process.stderr.write(`Cause: ${String(error.cause)}\n`);
  process.exit(1);
});
