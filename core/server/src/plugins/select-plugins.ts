import type { ServerPlugin } from '@otimiza/sdk/server';

/** The plugins named by the PLUGINS setting (`all`, or comma-separated ids); an unknown id stops the start. */
export function selectPlugins(available: readonly ServerPlugin[], setting: string): ServerPlugin[] {
  const wanted = setting
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (wanted.length === 0 || wanted.includes('all')) return [...available];
  const known = new Map(available.map((plugin) => [plugin.manifest.id, plugin]));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new Error(`PLUGINS names unknown plugins: ${unknown.join(', ')} (available: ${[...known.keys()].join(', ')})`);
  }
  return wanted.map((id) => known.get(id)!);
}
