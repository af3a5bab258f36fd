import type { PluginManifest } from '@otimiza/sdk/shared';

/**
 * The plugins a workspace uses: mounted on this instance, not switched off by the workspace, and
 * with every plugin they require in use too (switching analysis off takes reports with it).
 */
export function effectivePluginIds(mounted: readonly PluginManifest[], switchedOff: readonly string[]): ReadonlySet<string> {
  const off = new Set(switchedOff);
  const inUse = new Set(mounted.filter((manifest) => !off.has(manifest.id)).map((manifest) => manifest.id));
  for (let changed = true; changed;) {
    changed = false;
    for (const manifest of mounted) {
      if (inUse.has(manifest.id) && manifest.requires.some((id) => !inUse.has(id))) {
        inUse.delete(manifest.id);
        changed = true;
      }
    }
  }
  return inUse;
}
