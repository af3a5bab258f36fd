import type { ServerPlugin } from '@otimiza/sdk/server';
import { createTestDatabase, TEST_POOL_SIZE, testResourceName, type TestApp } from '@otimiza/sdk/testing';
import { migratedTemplate } from './migrated-template.js';

/**
 * Installed server plugins by id, as the host finds them at start: for a plugin's test that needs
 * another plugin's port (reports reading analyses) without importing that plugin.
 */
export async function installedPlugins(...ids: string[]): Promise<ServerPlugin[]> {
  const { installedServerPlugins } = await import('@otimiza/core-server');
  const { plugins } = await installedServerPlugins();
  const found = ids.map((id) => plugins.find((plugin) => plugin.manifest.id === id));
  const missing = ids.filter((_, index) => !found[index]);
  if (missing.length) throw new Error(`plugins not installed: ${missing.join(', ')}`);
  return found as ServerPlugin[];
}

export interface TestAppOptions {
  /** Plugins to mount; the host's own routes (health, plugins) are always there. */
  plugins: readonly ServerPlugin[];
  /** Extra environment settings, e.g. `{ REDIS_URL: '' }` to force the inline queue. */
  env?: Record<string, string | undefined>;
}

/**
 * Starts the real host with the given plugins against a fresh PostgreSQL database (created on
 * the server of `DATABASE_URL`, a copy of the plugin set's migrated template, dropped on close) and, when `REDIS_URL` is set,
 * BullMQ under a prefix of its own. Nothing is faked: this is the app a user runs.
 */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  // The host, from this workspace at run time: not a dependency of the SDK, which the host itself depends on.
  const { loadConfig, startServer } = await import('@otimiza/core-server');
  // The app's own migration run then finds nothing left to apply.
  const database = await createTestDatabase(await migratedTemplate(options.plugins));
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'warn',
    REDIS_URL: process.env['REDIS_URL'],
    QUEUE_PREFIX: testResourceName('test'),
    // Suites register and log in many users from 127.0.0.1 on one app; the specs of these limits
    // set them back (core/server/src/platform/accounts/auth-throttle.int-spec.ts).
    REGISTRATIONS_PER_ADDRESS: '10000',
    LOGIN_ATTEMPTS_PER_ADDRESS: '10000',
    // One Lighthouse run per analysis keeps suites quick; the median-of-three path has its own spec
    // (plugins/analysis/server/src/analyses/analyses.int-spec.ts sets it back to 3).
    PERFORMANCE_AUDIT_RUNS: '1',
    // Specs tick the schedules themselves (`scheduler.tick(now)`): a timer's tick would race theirs on a slow machine.
    SCHEDULED_TICKS: 'off',
    DATABASE_POOL_SIZE: TEST_POOL_SIZE,
    ...options.env,
    DATABASE_URL: database.url,
  };
  try {
    const running = await startServer({
      config: loadConfig(env, options.plugins),
      plugins: options.plugins,
      listen: false,
    });
    return {
      app: running.app,
      server: running.app.getHttpServer(),
      database,
      close: async () => {
        await running.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
