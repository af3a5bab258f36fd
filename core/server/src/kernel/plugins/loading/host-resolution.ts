/**
 * How a plugin that lives outside the host's folder tree (a plugins folder of its own, e.g.
 * /srv/otimiza/plugins) finds its imports: the packages the host and its plugins must share one
 * instance of (the SDK, Nest, MikroORM: their decorators and classes are compared by identity; the
 * plugins' contract packages, whose ports are Nest tokens the providing plugin and its consumers must
 * hold as one class; zod, whose schemas the SDK's validation reads, as the web host shares it) always
 * come from the host; any other bare import comes from the plugin's own node_modules when it has the
 * package, else from the host's. A plugin released outside the repository leaves exactly these out of
 * its bundle (scripts/new-plugin/outside/release.mjs; a spec keeps the two lists equal).
 */
export const sharedWithHost = [
  /^@otimiza\/sdk(\/|$)/,
  /^@otimiza\/plugin-[a-z0-9-]+-contract(\/|$)/,
  /^@nestjs\//,
  /^@mikro-orm\//,
  /^reflect-metadata$/,
  /^rxjs(\/|$)/,
  /^zod(\/|$)/,
];

export interface HostResolutionData {
  /** file: URLs of the plugin folders outside the host's tree, each ending in '/'. */
  pluginFolderUrls: string[];
  /** A file: URL inside the host, that bare imports are resolved from. */
  hostUrl: string;
}

function isBare(specifier: string): boolean {
  return !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
}

/** What a resolve hook does with this import: leave it, resolve it from the host, or try the plugin's then the host's. */
export function hostResolutionOf(specifier: string, parentUrl: string | undefined, data: HostResolutionData): 'default' | 'host' | 'plugin-then-host' {
  if (!parentUrl || !isBare(specifier) || specifier.startsWith('node:')) return 'default';
  if (!data.pluginFolderUrls.some((folder) => parentUrl.startsWith(folder))) return 'default';
  return sharedWithHost.some((pattern) => pattern.test(specifier)) ? 'host' : 'plugin-then-host';
}
