import type { InterfaceLocale, LockedPageProps, WebPlugin, WebRoute } from '@otimiza/sdk/web';
import type { ComponentType } from 'react';
import { i18n } from '../i18n/i18n';
import { inPluginNamespace } from './PluginI18nProvider';
import { loadPluginCatalog } from './pluginCatalogs';

/** Loads a plugin page's chunk together with the plugin's catalog; the page renders translated, in the plugin's namespace. */
export async function loadPluginPage(plugin: WebPlugin, route: WebRoute): Promise<{ default: ComponentType }> {
  const [page] = await Promise.all([route.load(), loadPluginCatalog(plugin, i18n.locale as InterfaceLocale)]);
  return { default: inPluginNamespace(plugin.manifest.id, page.default) };
}

/** Loads the page a plugin shows while the plan holds it back (`WebPlugin.lockedPage`), with the plugin's catalog, in its namespace. */
export async function loadLockedPage(plugin: WebPlugin): Promise<{ default: ComponentType<LockedPageProps> }> {
  if (!plugin.lockedPage) throw new Error(`plugin "${plugin.manifest.id}" has no locked page`);
  const [page] = await Promise.all([plugin.lockedPage(), loadPluginCatalog(plugin, i18n.locale as InterfaceLocale)]);
  return { default: inPluginNamespace(plugin.manifest.id, page.default) };
}
