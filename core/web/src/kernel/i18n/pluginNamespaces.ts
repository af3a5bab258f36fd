import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { InterfaceLocale } from '@otimiza/sdk/web';

/** Loads one compiled catalog for a locale (plugins type theirs loosely: the SDK does not depend on Lingui). */
export type CatalogLoader = (locale: InterfaceLocale) => Promise<{ messages: Record<string, unknown> }>;

/**
 * One Lingui instance per plugin, its namespace: the host's catalog for the locale overlaid by the
 * plugin's own, so the plugin's id wins inside its instance only and the SDK's components keep the
 * host's texts in its pages. The host's instance never receives a plugin's messages.
 */
export class PluginNamespaces {
  private readonly instances = new Map<string, I18n>();
  private readonly loaders = new Map<string, CatalogLoader>();
  private readonly loaded = new Map<string, Promise<void>>();
  /** The locale the interface asked for last (activateAll): a catalog that finishes loading for it activates it. */
  private locale: InterfaceLocale | undefined;

  constructor(private readonly hostMessages: (locale: InterfaceLocale) => Promise<Messages>) {}

  /** The plugin's instance (created empty: it renders once a catalog is loaded and a locale activated). */
  instanceOf(pluginId: string): I18n {
    let instance = this.instances.get(pluginId);
    if (!instance) {
      instance = setupI18n();
      this.instances.set(pluginId, instance);
    }
    return instance;
  }

  /** Whether the plugin's instance has a locale active, i.e. its texts can be read. */
  isActive(pluginId: string): boolean {
    return Boolean(this.instances.get(pluginId)?.locale);
  }

  /** Registers the plugin's catalog, so that language switches load it too. */
  register(pluginId: string, loader: CatalogLoader): void {
    this.loaders.set(pluginId, loader);
    this.instanceOf(pluginId);
  }

  /**
   * Loads the host's and the plugin's catalogs for `locale` once into the plugin's instance; an
   * instance with no locale yet, or one registered during a switch to `locale`, takes it.
   */
  load(pluginId: string, locale: InterfaceLocale): Promise<void> {
    const loader = this.loaders.get(pluginId);
    if (!loader) return Promise.reject(new Error(`No catalog registered for plugin "${pluginId}"`));
    const key = `${pluginId}:${locale}`;
    let pending = this.loaded.get(key);
    if (!pending) {
      pending = Promise.all([this.hostMessages(locale), loader(locale)]).then(
        ([host, own]) => {
          const instance = this.instanceOf(pluginId);
          instance.load(locale, { ...host, ...(own.messages as Messages) });
          if (instance.locale !== locale && (!instance.locale || this.locale === locale)) instance.activate(locale);
        },
        (error: unknown) => {
          this.loaded.delete(key);
          throw error;
        },
      );
      this.loaded.set(key, pending);
    }
    return pending;
  }

  /** Loads every registered plugin's catalogs for `locale`, then makes it active in each instance (unless another switch came meanwhile). */
  async activateAll(locale: InterfaceLocale): Promise<void> {
    this.locale = locale;
    const pluginIds = [...this.loaders.keys()];
    await Promise.all(pluginIds.map((pluginId) => this.load(pluginId, locale)));
    if (this.locale !== locale) return;
    for (const pluginId of pluginIds) {
      const instance = this.instanceOf(pluginId);
      if (instance.locale !== locale) instance.activate(locale);
    }
  }
}
