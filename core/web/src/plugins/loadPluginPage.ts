import type { InterfaceLocale, LockedPageProps, WebPlugin, WebRoute } from '@otimiza/sdk/web';
import type { ComponentType } from 'react';
import { i18n } from '../i18n/i18n';
import { loadPluginCatalog } from './pluginCatalogs';

/** Loads a plugin page's chunk together with the plugin's catalog, so the page renders translated. */
export async function loadPluginPage(plugin: WebPlugin, route: WebRoute) {
  const [page] = await Promise.all([route.load(), loadPluginCatalog(plugin, i18n.locale as InterfaceLocale)]);
  return page;
}

/** Loads the page a plugin shows while the plan holds it back (`WebPlugin.lockedPage`), with the plugin's catalog. */
export async function loadLockedPage(plugin: WebPlugin): Promise<{ default: ComponentType<LockedPageProps> }> {
  if (!plugin.lockedPage) throw new Error(`plugin "${plugin.manifest.id}" has no locked page`);
  const [page] = await Promise.all([plugin.lockedPage(), loadPluginCatalog(plugin, i18n.locale as InterfaceLocale)]);
  return page;
}
