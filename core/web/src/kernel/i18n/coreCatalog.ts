import type { CatalogLoader } from './pluginNamespaces';

/** The host's own catalog; each locale is a separate chunk, loaded when that locale is used. */
export const loadCoreCatalog: CatalogLoader = (locale) =>
  locale === 'en' ? import('../../locales/en/messages.po') : import('../../locales/pt-BR/messages.po');
