import type { InterfaceLocale, WebPlugin } from '@otimiza/sdk/web';
import { loadCatalog, registerCatalog } from '../i18n/i18n';

/**
 * Registers a plugin's catalog (so that language switches load it too) and loads it for `locale`;
 * a no-op when it is already loaded.
 */
export function loadPluginCatalog(plugin: WebPlugin, locale: InterfaceLocale): Promise<void> {
  const name = `plugin:${plugin.manifest.id}`;
  registerCatalog(name, (l) => plugin.messages[l]());
  return loadCatalog(name, locale);
}

/**
 * Loads the allowed plugins' catalogs. They are small and hold the plugins' nav labels, which the
 * shell shows at once; the pages stay in their own chunks until visited.
 */
export async function loadPluginCatalogs(plugins: readonly WebPlugin[], locale: InterfaceLocale): Promise<void> {
  await Promise.all(plugins.map((plugin) => loadPluginCatalog(plugin, locale)));
}
