import type { InterfaceLocale, WebPlugin } from '@otimiza/sdk/web';
import { pluginNamespaces } from '../i18n/i18n';

/**
 * Registers a plugin's catalog in its namespace (so that language switches load it too) and loads
 * it for `locale`; a no-op when it is already loaded.
 */
export function loadPluginCatalog(plugin: WebPlugin, locale: InterfaceLocale): Promise<void> {
  pluginNamespaces.register(plugin.manifest.id, (l) => plugin.messages[l]());
  return pluginNamespaces.load(plugin.manifest.id, locale);
}

/**
 * Loads the allowed plugins' catalogs. They are small and hold the plugins' nav labels, which the
 * shell shows at once; the pages stay in their own chunks until visited.
 */
export async function loadPluginCatalogs(plugins: readonly WebPlugin[], locale: InterfaceLocale): Promise<void> {
  await Promise.all(plugins.map((plugin) => loadPluginCatalog(plugin, locale)));
}
