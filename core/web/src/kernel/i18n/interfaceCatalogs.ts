import type { I18n, Messages } from '@lingui/core';
import type { InterfaceLocale } from '@otimiza/sdk/web';
import { PluginNamespaces, type CatalogLoader } from './pluginNamespaces';

/**
 * The interface's catalogs: the host's, loaded into the host's instance only, and each plugin's in
 * its namespace (`plugins`), over the host's. A language switch loads them all, then activates.
 */
export class InterfaceCatalogs {
  readonly plugins = new PluginNamespaces((locale) => this.hostMessages(locale));
  private hostLoader: CatalogLoader | undefined;
  private readonly hostCatalogs = new Map<InterfaceLocale, Promise<Messages>>();
  private readonly loadedIntoHost = new Set<InterfaceLocale>();
  private requestedLocale: InterfaceLocale | undefined;

  constructor(private readonly host: I18n) {}

  /** Sets where the host's catalog comes from. */
  registerHostCatalog(loader: CatalogLoader): void {
    this.hostLoader = loader;
  }

  /**
   * Loads the host's catalog and every registered plugin's for `locale`, then makes it the active
   * locale everywhere: the plugins' instances first, so the host's re-render finds them switched.
   */
  async activateLocale(locale: InterfaceLocale): Promise<void> {
    this.requestedLocale = locale;
    const [messages] = await Promise.all([this.hostMessages(locale), this.plugins.activateAll(locale)]);
    if (this.requestedLocale !== locale) return;
    if (!this.loadedIntoHost.has(locale)) this.host.load(locale, messages);
    this.loadedIntoHost.add(locale);
    if (this.host.locale !== locale) this.host.activate(locale);
  }

  /** The host's compiled messages for `locale`, loaded once. */
  private hostMessages(locale: InterfaceLocale): Promise<Messages> {
    if (!this.hostLoader) return Promise.reject(new Error('The host catalog is not registered'));
    let pending = this.hostCatalogs.get(locale);
    if (!pending) {
      pending = this.hostLoader(locale).then(
        ({ messages }) => messages as Messages,
        (error: unknown) => {
          this.hostCatalogs.delete(locale);
          throw error;
        },
      );
      this.hostCatalogs.set(locale, pending);
    }
    return pending;
  }
}
