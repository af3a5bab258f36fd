import type { FeatureKey, LockedPlugin, PluginManifest } from '@otimiza/sdk/shared';
import type { WebPlugin } from '@otimiza/sdk/web';

/** The loaded web plugins the server allows for this visitor, in the order they were loaded (by plugin id). */
export function selectAllowedPlugins(bundled: readonly WebPlugin[], allowed: readonly PluginManifest[]): WebPlugin[] {
  const allowedIds = new Set(allowed.map((manifest) => manifest.id));
  return bundled.filter((plugin) => allowedIds.has(plugin.manifest.id));
}

export interface LockedWebPlugin {
  plugin: WebPlugin;
  requiredFeature: FeatureKey;
}

/** The loaded web plugins the plan holds back (the server's `locked`), with the feature that opens each. */
export function selectLockedPlugins(bundled: readonly WebPlugin[], locked: readonly LockedPlugin[]): LockedWebPlugin[] {
  const features = new Map(locked.map((entry) => [entry.id, entry.requiredFeature]));
  return bundled.flatMap((plugin) => {
    const requiredFeature = features.get(plugin.manifest.id);
    return requiredFeature ? [{ plugin, requiredFeature }] : [];
  });
}
