import swc from 'unplugin-swc';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { FirstFilesSequencer } from './e2e/support/first-files-sequencer.js';
import { linguiMacros } from './sdk/vite/lingui-macros.mjs';

const conditions = ['@otimiza/source', ...defaultServerConditions];
/**
 * Vitest hands the SSR conditions to its workers as Node's `--conditions`; a bundler-only `module`
 * condition there makes Node's own require() pick builds meant for bundlers (prom-client's
 * require('@opentelemetry/api') then loads an ESM build with extensionless imports, and fails).
 */
const nodeConditions = conditions.filter((condition) => condition !== 'module');
const ignored = ['**/node_modules/**', '**/dist/**', 'e2e/**', 'bench/**'];

const unit = {
  // A guard against a hang, not a measure of speed: a PDF build or a parse of every source takes
  // seconds on a loaded 2-core machine, past vitest's default 5 s.
  testTimeout: 60_000,
  exclude: ignored,
  // Unit specs are pure (no module mocks, no global stubs): one module graph per worker
  // instead of one per file, and both cores, take the run from 78 s to 11 s.
  isolate: false,
  maxWorkers: 2,
};

/** Unit specs beside the code; integration specs start the real app against PostgreSQL and Redis. */
export default defineConfig({
  plugins: [
    // Before SWC: the macros are JSX (`<Trans>`) that SWC would compile away. Only files that use them are read.
    { ...(await linguiMacros()), enforce: 'pre' },
    swc.vite({
      swcrc: false,
      tsconfigFile: false,
      jsc: {
        parser: { syntax: 'typescript', decorators: true, tsx: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        target: 'es2022',
        keepClassNames: true,
      },
    }),
  ],
  resolve: { conditions },
  ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@otimiza/source'] } },
  test: {
    // The e2e demo spec first: its opening prepares the shared server's investor demo (e2e/support/global-setup.ts).
    sequence: { sequencer: FirstFilesSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.spec.ts'],
          ...unit,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Component specs render with Testing Library in happy-dom. A project of their own: mixed with the node
          // specs in one project, each switch of environment cost a worker its module graph (imports 213 s, the
          // tier 185 s; the two apart 41 + 32 s, 2026-12-02).
          name: 'unit-web',
          include: ['**/*.spec.tsx'],
          ...unit,
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['**/*.int-spec.ts'],
          exclude: ignored,
          environment: 'node',
          // A file whose app asked for a second pooled connection inside a transaction fails (core/server/src/kernel/database/nested-connection-guard.ts).
          setupFiles: ['core/server/src/kernel/database/nested-connection.setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file starts its own app on its own database and queue prefix, so files run side by side,
          // and in one module graph per worker (nothing a file sets up outlives its app): 461 s → 341 s.
          isolate: false,
          fileParallelism: true,
          maxWorkers: Number(process.env['INTEGRATION_WORKERS'] ?? 2),
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/specs/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A guard against a hang, as e2e/support/browser.ts's WAIT_LIMIT_MS: every poll waits for a state the app reaches.
          expect: { poll: { timeout: 60_000 } },
          // Files share the one server (each signs up its own users); audits queue on its worker.
          fileParallelism: true,
          // The specs keep no module state (each file launches its own browser and signs up its own users): one module
          // graph per worker, as the other tiers; playwright-core and the support modules were imported again for each file.
          isolate: false,
          maxWorkers: Number(process.env['E2E_WORKERS'] ?? 2),
        },
      },
    ],
  },
});
