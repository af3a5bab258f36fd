import { i18n } from '@lingui/core';
import type { InterfaceLocale } from '@otimiza/sdk/web';
import { InterfaceCatalogs } from './interfaceCatalogs';
import type { CatalogLoader } from './pluginNamespaces';

/** The host's own instance: its catalog only (each plugin translates in its namespace: pluginNamespaces). */
export { i18n };

const catalogs = new InterfaceCatalogs(i18n);

/** Every mounted plugin's Lingui instance: the host's messages for the locale under the plugin's own. */
export const pluginNamespaces = catalogs.plugins;

/** Sets where the host's catalog comes from (main.tsx, the landing's prerender). */
export function registerHostCatalog(loader: CatalogLoader): void {
  catalogs.registerHostCatalog(loader);
}

/** Loads every catalog for `locale` (the host's and each registered plugin's), then activates it in every instance. */
export function activateLocale(locale: InterfaceLocale): Promise<void> {
  return catalogs.activateLocale(locale);
}
