import { pricingPath, type InnerPageDeclaration } from '@otimiza/sdk/web';
import { webPlugins } from '../plugins/plugin-registry.generated';
import { composePageKeys, dashboardKey, type PageKey } from './composePageKeys';

export { dashboardKey, type InnerPageKey, type PageKey } from './composePageKeys';

/**
 * The inner pages of the plan dashboards, switched by a page key without a route change
 * (spec 000 §2, Dashboards and inner pages): `/?page=history` on the home. The host serves the
 * plans page; every other key is declared by the plugin whose route shows it (`WebPlugin.innerPages`).
 */
export const hostInnerPages: readonly InnerPageDeclaration[] = [{ key: 'pricing', path: pricingPath, demoSlug: 'pricing' }];

/** The page keys of this build: the host's and every installed web plugin's (a key of a plugin not installed names no page). */
export const installedPageKeys = composePageKeys(webPlugins, hostInnerPages);

/** The search param of the home that holds the page key. */
export const pageKeyParam = 'page';

/** The search of the home that shows `key`, keeping the inner page's own params (the dashboard has none). */
export function homeSearchFor(key: PageKey, search: Record<string, string> = {}): Record<string, string> {
  return key === dashboardKey ? {} : { ...search, [pageKeyParam]: key };
}
