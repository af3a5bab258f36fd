import type { FeatureKey } from '@otimiza/sdk/shared';
import type { WebPlugin, WebRoute } from '@otimiza/sdk/web';
import type { InnerPageKey, PageKeyTable } from './composePageKeys';

/** What an inner page key shows for this workspace. */
export type InnerPageTarget =
  /** The page of an allowed plugin's route, loaded with the plugin's catalog. */
  | { kind: 'plugin'; plugin: WebPlugin; route: WebRoute }
  /** The host's plans page. */
  | { kind: 'pricing' }
  /** A bundled plugin the plan does not include: the upgrade card for its feature. */
  | { kind: 'upgrade'; feature: FeatureKey; plugin: WebPlugin }
  /** No plugin of this instance serves the page. */
  | { kind: 'not-found' };

/**
 * Finds the page of `key` in the table of the installed plugins: the route of its plugin when this
 * workspace may use it (`allowed`); the upgrade card when the plugin is held back by its plan
 * feature; 'not found' for a key no installed plugin declares or a plugin the instance does not mount.
 */
export function resolveInnerPage(key: InnerPageKey, allowed: readonly WebPlugin[], table: PageKeyTable): InnerPageTarget {
  const entry = table.entry(key);
  if (!entry) return { kind: 'not-found' };
  if (!entry.plugin) return entry.key === 'pricing' ? { kind: 'pricing' } : { kind: 'not-found' };
  const owner = entry.plugin;
  const plugin = allowed.find((candidate) => candidate.manifest.id === owner.manifest.id);
  const route = plugin?.routes.find((candidate) => candidate.path === entry.path);
  if (plugin && route) return { kind: 'plugin', plugin, route };
  if (owner.manifest.requiredFeature) return { kind: 'upgrade', feature: owner.manifest.requiredFeature, plugin: owner };
  return { kind: 'not-found' };
}
