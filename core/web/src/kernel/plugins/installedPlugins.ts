import type { WebPlugin } from '@otimiza/sdk/web';

let installed: readonly WebPlugin[] = [];

/**
 * The web plugins whose bundles this page has loaded (see useAllowedPlugins): every mounted plugin's
 * that loaded. Empty until the first plugin list is loaded, which the router waits for.
 */
export function installedWebPlugins(): readonly WebPlugin[] {
  return installed;
}

/** Set by useAllowedPlugins (through pageKeys' installWebPlugins, which also checks the plugins' page keys). */
export function setInstalledWebPlugins(plugins: readonly WebPlugin[]): void {
  installed = plugins;
}
