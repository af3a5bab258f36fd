import { pricingPath, type InnerPageDeclaration, type WebPlugin } from '@otimiza/sdk/web';
import { installedWebPlugins, setInstalledWebPlugins } from '../installedPlugins';
import { composePageKeys, dashboardKey, type PageKey, type PageKeyTable } from './composePageKeys';

export { dashboardKey, type InnerPageKey, type PageKey } from './composePageKeys';

/**
 * The inner pages of the plan dashboards, switched by a page key without a route change
 * `/?page=history` on the home. The host serves the
 * plans page; every other key is declared by the plugin whose route shows it (`WebPlugin.innerPages`).
 */
export const hostInnerPages: readonly InnerPageDeclaration[] = [{ key: 'pricing', path: pricingPath, demoSlug: 'pricing' }];

let composed: { plugins: readonly WebPlugin[]; table: PageKeyTable } | undefined;

function currentTable(): PageKeyTable {
  const plugins = installedWebPlugins();
  if (composed?.plugins !== plugins) composed = { plugins, table: composePageKeys(plugins, hostInnerPages) };
  return composed.table;
}

/**
 * Makes `plugins` the installed ones (loaded at run time): each in turn, so that a plugin whose
 * page keys, demo slugs or routes clash with the host's or an earlier plugin's is left out, with an
 * error in the console, and the others keep their pages. Answers the plugins installed.
 */
export function installWebPlugins(plugins: readonly WebPlugin[]): readonly WebPlugin[] {
  const accepted: WebPlugin[] = [];
  for (const plugin of plugins) {
    try {
      composePageKeys([...accepted, plugin], hostInnerPages);
      accepted.push(plugin);
    } catch (error) {
      console.error(`Plugin "${plugin.manifest.id}" is left out: its inner pages clash.`, error);
    }
  }
  setInstalledWebPlugins(accepted);
  return accepted;
}

/**
 * The page keys of the host and of every installed web plugin (a key of a plugin not installed
 * names no page), read from the plugins loaded at run time when asked.
 */
export const installedPageKeys: PageKeyTable = {
  get keys() {
    return currentTable().keys;
  },
  get entries() {
    return currentTable().entries;
  },
  get aliases() {
    return currentTable().aliases;
  },
  entry: (key) => currentTable().entry(key),
  pathOf: (key) => currentTable().pathOf(key),
  keyOf: (value) => currentTable().keyOf(value),
  keyForPath: (path) => currentTable().keyForPath(path),
  demoSlugFor: (key) => currentTable().demoSlugFor(key),
  keyForDemoSlug: (slug) => currentTable().keyForDemoSlug(slug),
};

/** The search param of the home that holds the page key. */
export const pageKeyParam = 'page';

/** The search of the home that shows `key`, keeping the inner page's own params (the dashboard has none). */
export function homeSearchFor(key: PageKey, search: Record<string, string> = {}): Record<string, string> {
  return key === dashboardKey ? {} : { ...search, [pageKeyParam]: key };
}
