// The Vite build of a plugin's web package: `export default webPluginConfig(import.meta.url)` in its
// vite.config.ts. It writes dist/index.js (the WebPlugin, as the module's default export) and one
// chunk per page and per compiled catalog under dist/assets/, loaded only when needed. The shared
// libraries (./shared-libraries.mjs) stay bare imports: the web host's import map gives them.
// Must come first: on Node.js 20 it supplies the Node.js 22 API that Lingui's Vite plugin imports.
import './node20-compat.mjs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { isSharedImport } from './shared-libraries.mjs';
import { linguiMacros, linguiSetup } from './lingui-macros.mjs';

/** Chunk names that say what loads when: `messages-en-<hash>.js`, `ManualPage-<hash>.js`. */
function chunkFileName(chunk) {
  const id = (chunk.facadeModuleId ?? '').replaceAll('\\', '/');
  const catalog = /\/src\/locales\/([^/]+)\/messages\.po$/.exec(id);
  if (catalog) return `assets/messages-${catalog[1]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

/**
 * The Vite configuration of the plugin web package whose vite.config is at `configUrl`
 * (`import.meta.url`): library mode, ES modules, `src/index.ts` as the entry.
 */
export async function webPluginConfig(configUrl) {
  const root = dirname(fileURLToPath(configUrl));
  // Read by ./lingui.config.mjs: the catalog is this package's.
  process.env.OTIMIZA_WEB_PLUGIN_ROOT = root;
  const { lingui } = await import('@lingui/vite-plugin');
  const { linguiConfig } = await linguiSetup();
  return {
    root,
    configFile: false,
    plugins: [
      react(),
      await linguiMacros(),
      // Turns `import('./locales/en/messages.po')` into a compiled catalog; a missing translation fails the build.
      lingui({ ...linguiConfig, failOnMissing: 'catalog', failOnCompileError: true }),
    ],
    resolve: {
      // Workspace packages (the plugin's shared package) export their TypeScript sources under this condition.
      conditions: ['@otimiza/source', ...defaultClientConditions],
    },
    // Library mode leaves process.env alone; a bundled library (charts) reads NODE_ENV.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'warn',
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: 'hidden',
      minify: true,
      chunkSizeWarningLimit: 1200,
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js' },
      rolldownOptions: {
        external: (id) => isSharedImport(id),
        // Modules the entry shares with its pages (the manifest) stay in the entry instead of a chunk of their
        // own: one request less per plugin on every app load.
        preserveEntrySignatures: 'allow-extension',
        // Minified in full: library mode would keep the whitespace (for a library's consumers' tree-shaking),
        // but this bundle is what browsers load.
        output: { chunkFileNames: chunkFileName, minify: true },
      },
    },
  };
}
