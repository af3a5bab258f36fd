import { writeFileSync } from 'node:fs';
import { ConfigError, loadConfig } from './kernel/config/load-config.js';
import { startServer } from './bootstrap.js';
import { runningEmbeddedPostgresUrl } from './kernel/database/embedded-postgres.js';
import { createLogger } from './kernel/logging/create-logger.js';
import { installedServerPlugins } from './kernel/plugins/loading/installed-server-plugins.js';
import { formatDemoSeedReport } from './platform/demo/demo-seed-report.js';
import { DemoPreparationService } from './platform/demo/demo-preparation.service.js';

/**
 * `npm run seed:demo [--reset]`: starts the app in this process without listening (same
 * settings as `npm start`: DATABASE_URL or the embedded PostgreSQL, REDIS_URL or inline jobs),
 * seeds the demo workspace, prints what it did and stops. Answers the process exit code. It takes
 * the same claim as the first opening of the demo: when a running server is seeding it, it waits.
 * `--report-json <file>` also writes the report (every audit's scores and its proof) as JSON:
 * core/web/tools/refresh-sample-measurements.mjs turns it into the landing page's figures.
 */
export async function runSeedDemoCommand(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const write = (line: string) => process.stdout.write(`${line}\n`);
  const { plugins, refused } = await installedServerPlugins();
  let config;
  try {
    // The seed's own lines are its output; the app's logs only when asked for.
    config = loadConfig({ LOG_LEVEL: 'warn', ...env }, plugins);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`\n${error.message}\n\nSee the configuration table in README.md.\n`);
      return 78;
    }
    throw error;
  }
  if (!config.DATABASE_URL) {
    const running = runningEmbeddedPostgresUrl({ dataDir: config.DATA_DIR, port: config.EMBEDDED_POSTGRES_PORT });
    if (running) config = { ...config, DATABASE_URL: running };
  }
  const server = await startServer({ config, logger: createLogger(config), listen: false, plugins, refusedPlugins: refused });
  try {
    const report = await server.app.get(DemoPreparationService).prepareNow({ reset: argv.includes('--reset'), onProgress: write });
    for (const line of formatDemoSeedReport(report)) write(line);
    const flag = argv.indexOf('--report-json');
    const reportFile = flag >= 0 ? argv[flag + 1] : undefined;
    if (reportFile) writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
    return 0;
  } finally {
    await server.close();
  }
}
