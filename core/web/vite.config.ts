import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
// Must run before Lingui's Vite plugin is loaded: on Node.js 20 it supplies the Node.js 22 APIs
// that Lingui 6 tooling imports. That is why the Lingui plugin is imported dynamically below.
import './tools/node20-compat.mjs';
import { devPluginSources } from './tools/dev-plugin-sources';
import { sharedLibrariesPlugin } from './tools/shared-libraries';

const { lingui, linguiTransformerBabelPreset } = await import('@lingui/vite-plugin');
const linguiConfig = { configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) };

/**
 * Readable chunk names: each compiled catalog of the host is `messages-core-<locale>-<hash>.js`, so
 * the build output shows what loads when. The plugins are not in this build: each builds its own
 * bundle (@otimiza/sdk/vite), which the server serves and the app imports at run time.
 */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const id = (chunk.facadeModuleId ?? '').replaceAll('\\', '/');
  const catalog = /core\/web\/src\/locales\/([^/]+)\/messages\.po$/.exec(id);
  if (catalog) return `assets/messages-core-${catalog[1]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Compiles the Lingui macros (`<Trans>`, `msg`, `useLingui().t`) in files that import them.
    babel({ presets: [linguiTransformerBabelPreset(undefined, linguiConfig)] }),
    // Turns `import('…/messages.po')` into a compiled catalog; a build fails when a translation is missing.
    lingui({ ...linguiConfig, failOnMissing: command === 'build' ? 'catalog' : false, failOnCompileError: true }),
    // The libraries the plugins' bundles share with the host, and the import map that gives them (build).
    sharedLibrariesPlugin(),
    // In development, a plugin's bundle URL serves its sources through this server instead.
    devPluginSources(),
  ],
  resolve: {
    // Workspace packages export their TypeScript sources under this condition.
    conditions: ['@otimiza/source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        // zod and the module that turns its eval probe off share a chunk, so the setting runs before
        // any other chunk builds a schema (chunks would otherwise run before the entry's own code).
        codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]kernel[\\/]app[\\/]zodWithoutEval\.ts$/ }] },
      },
    },
  },
}));
