import type { InterfaceLocale, WebPlugin, WebRoute } from '@otimiza/sdk/web';
import { i18n } from '../i18n/i18n';
import { loadPluginCatalog } from './pluginCatalogs';

/** Loads a plugin page's chunk together with the plugin's catalog, so the page renders translated. */
export async function loadPluginPage(plugin: WebPlugin, route: WebRoute) {
  const [page] = await Promise.all([route.load(), loadPluginCatalog(plugin, i18n.locale as InterfaceLocale)]);
  return page;
}
