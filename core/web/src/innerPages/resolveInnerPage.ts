import type { FeatureKey } from '@otimiza/sdk/shared';
import type { WebPlugin, WebRoute } from '@otimiza/sdk/web';
import { pageKeyPaths, type InnerPageKey } from './pageKeys';

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
 * Finds the page of `key` among the plugins this workspace may use (`allowed`); a page of a
 * bundled plugin that is not allowed because of its plan feature shows the upgrade card.
 */
export function resolveInnerPage(key: InnerPageKey, allowed: readonly WebPlugin[], bundled: readonly WebPlugin[]): InnerPageTarget {
  if (key === 'pricing') return { kind: 'pricing' };
  const path = pageKeyPaths[key];
  for (const plugin of allowed) {
    const route = plugin.routes.find((candidate) => candidate.path === path);
    if (route) return { kind: 'plugin', plugin, route };
  }
  const locked = bundled.find((plugin) => plugin.routes.some((candidate) => candidate.path === path));
  if (locked?.manifest.requiredFeature) return { kind: 'upgrade', feature: locked.manifest.requiredFeature, plugin: locked };
  return { kind: 'not-found' };
}
