import { createRequire } from 'node:module';
import { sharedLibraries, sharedModuleName, type SharedLibrary } from '@otimiza/sdk/vite';
import type { Plugin } from 'vite';

const prefix = 'otimiza-shared:';
const entryPrefix = 'shared/';
const require = createRequire(import.meta.url);
const identifier = /^[A-Za-z_$][\w$]*$/;

/** A shared library's module: every export of the library, so a plugin may import any of them. */
function moduleOf(library: SharedLibrary): string {
  const from = JSON.stringify(library.id);
  if (library.cjs) {
    // CommonJS has no static exports to pass on with `export *`: name each one (read from the package in production mode).
    const names = Object.keys(require(library.id) as object).filter((name) => name !== 'default' && name !== '__esModule' && identifier.test(name));
    return `export { ${names.join(', ')} } from ${from};\nexport { default } from ${from};\n`;
  }
  return `export * from ${from};\n${library.default ? `export { default } from ${from};\n` : ''}`;
}

/**
 * The libraries the host shares with the plugins' bundles (@otimiza/sdk/vite's `sharedLibraries`),
 * one instance each for the whole page:
 * - each gets an entry of the build, `assets/shared/<name>-<hash>.js`, that re-exports the whole
 *   library; the host's own code imports the same modules (the bundler puts what both use in common
 *   chunks), so React, antd's contexts, the router, the query cache and the i18n instance are one;
 * - index.html gets an import map, before any module script, that maps each bare name (`react`,
 *   `antd`…) to its entry: a plugin's bundle, built with those imports left bare, loads them there.
 * The entries are only fetched when a plugin imports them (a library's part the host does not use
 * itself, such as most icons, stays out of the host's first load). Build only: in development Vite
 * serves the plugins' sources with the host's own modules (see devPluginSources).
 */
export function sharedLibrariesPlugin(): Plugin {
  return {
    name: 'otimiza-shared-libraries',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config() {
      return {
        build: {
          rolldownOptions: {
            input: {
              index: 'index.html',
              ...Object.fromEntries(sharedLibraries.map((library) => [`${entryPrefix}${sharedModuleName(library.id)}`, `${prefix}${library.id}`])),
            },
            // The entries' exports are their whole point: keep them.
            preserveEntrySignatures: 'exports-only',
          },
        },
      };
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const library = sharedLibraries.find((candidate) => candidate.id === id.slice(prefix.length + 1));
      return library ? moduleOf(library) : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const imports: Record<string, string> = {};
        for (const library of sharedLibraries) {
          const name = `${entryPrefix}${sharedModuleName(library.id)}`;
          const chunk = Object.values(context.bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === name);
          if (!chunk) throw new Error(`the shared library ${library.id} was not built`);
          imports[library.id] = `/${chunk.fileName}`;
        }
        const importMap = `<script type="importmap">${JSON.stringify({ imports })}</script>`;
        // Before any module script or preload: an import map must come first.
        const first = html.search(/<script\b|<link\b[^>]*\brel="modulepreload"/);
        if (first < 0) throw new Error('index.html has no module script to put the import map before');
        return `${html.slice(0, first)}${importMap}\n    ${html.slice(first)}`;
      },
    },
  };
}
