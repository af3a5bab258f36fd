import { i18n, type Messages } from '@lingui/core';
import type { InterfaceLocale } from '@otimiza/sdk/web';
import { CatalogOwnership } from './catalogOwnership';

export { i18n };

/**
 * Loads one compiled catalog for a locale; the host's own and each allowed plugin's are registered.
 * (Plugins type their catalogs loosely, as `Record<string, unknown>`: the SDK does not depend on Lingui.)
 */
export type CatalogLoader = (locale: InterfaceLocale) => Promise<{ messages: Record<string, unknown> }>;

const catalogLoaders = new Map<string, CatalogLoader>();
const ownership = new CatalogOwnership();
const loaded = new Map<string, Promise<void>>();

/** Registers a catalog under a name ('core', or a plugin id) so language switches load it too. */
export function registerCatalog(name: string, loader: CatalogLoader): void {
  catalogLoaders.set(name, loader);
}

/** Loads the named catalog for `locale` once and merges it into the i18n instance (the ids it owns: catalogOwnership.ts). */
export function loadCatalog(name: string, locale: InterfaceLocale): Promise<void> {
  const loader = catalogLoaders.get(name);
  if (!loader) return Promise.reject(new Error(`No catalog registered as "${name}"`));
  const key = `${name}:${locale}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = loader(locale).then(
      ({ messages }) => i18n.load(locale, ownership.claim(name, locale, messages) as Messages),
      (error: unknown) => {
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, pending);
  }
  return pending;
}

/** Loads every registered catalog for `locale`, then makes it the active locale. */
export async function activateLocale(locale: InterfaceLocale): Promise<void> {
  await Promise.all([...catalogLoaders.keys()].map((name) => loadCatalog(name, locale)));
  if (i18n.locale !== locale) i18n.activate(locale);
}
