import type { PluginManifest } from '@otimiza/sdk/shared';
import type { WebPlugin } from '@otimiza/sdk/web';

/** The bundled web plugins the server allows for this visitor, in registry order. */
export function selectAllowedPlugins(bundled: readonly WebPlugin[], allowed: readonly PluginManifest[]): WebPlugin[] {
  const allowedIds = new Set(allowed.map((manifest) => manifest.id));
  return bundled.filter((plugin) => allowedIds.has(plugin.manifest.id));
}
