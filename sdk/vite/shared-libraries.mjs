/**
 * The libraries a plugin's web bundle shares with the web host, one instance of each for the whole
 * page: React (its hooks need the one renderer), antd (one ConfigProvider: theme, locale, the
 * App's message and modal hosts), TanStack Router and Query (one router, one query cache), Lingui
 * (one React context: the host's instance, and each plugin's in its own namespace), the SDK (its contexts and stores) and zod (its global
 * config: no eval under the page's Content-Security-Policy).
 *
 * A plugin's build leaves these imports bare (./web-plugin.mjs); the web host builds one module
 * for each and maps the bare names to them with an import map in its index.html
 * (core/web/tools/shared-libraries.ts). Any other package a plugin imports is bundled into it, each
 * export it uses only. So are `@ant-design/icons`: an icon is a stateless component (its context
 * holds the class prefix and a CSP nonce, both antd's defaults here), and sharing the library would
 * make every page load all of its 800-odd icons (180 KB gzipped) as soon as a plugin names one.
 *
 * `cjs`: published as CommonJS only, so the host re-exports it by name; `default`: the package has
 * a default export to pass on.
 */
export const sharedLibraries = [
  { id: 'react', cjs: true },
  { id: 'react/jsx-runtime', cjs: true },
  { id: 'react-dom', cjs: true },
  { id: 'react-dom/client', cjs: true },
  { id: 'antd' },
  { id: '@tanstack/react-router' },
  { id: '@tanstack/react-query' },
  { id: '@lingui/core' },
  { id: '@lingui/react' },
  { id: '@otimiza/sdk/web' },
  { id: '@otimiza/sdk/shared' },
  { id: 'zod', default: true },
];

/** The packages whose subpaths only the listed ones are shared: `antd/es/button` would be a second antd. */
export const sharedPackages = [
  ...new Set(sharedLibraries.map(({ id }) => (id.startsWith('@') ? id.split('/').slice(0, 2) : id.split('/').slice(0, 1)).join('/'))),
];

const sharedIds = new Set(sharedLibraries.map(({ id }) => id));

/**
 * Whether a plugin's import is left to the host: true for a shared library; a subpath of a shared
 * package that is not itself shared is an error, since bundling it would load a second copy.
 */
export function isSharedImport(id) {
  if (sharedIds.has(id)) return true;
  const sharedPackage = sharedPackages.find((name) => id.startsWith(`${name}/`));
  if (sharedPackage) {
    throw new Error(
      `"${id}" is part of ${sharedPackage}, which the web host shares; import one of ${[...sharedIds].filter((shared) => shared.startsWith(sharedPackage)).join(', ')} instead`,
    );
  }
  return false;
}

/** The module name of a shared library in the host's build and import map: `react/jsx-runtime` → `react-jsx-runtime`. */
export function sharedModuleName(id) {
  return id.replace(/^@/, '').replaceAll('/', '-');
}
