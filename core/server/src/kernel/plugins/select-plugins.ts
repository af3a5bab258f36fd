import type { ServerPlugin } from '@otimiza/sdk/server';
import { coreFeatures } from '@otimiza/sdk/shared';
import { ConfigError } from '../config/config-error.js';
import { assertPortsDeclared } from './plugin-ports.js';

/** The plugins named by the PLUGINS setting (`all`, or comma-separated ids); an unknown id stops the start. */
export function selectPlugins(available: readonly ServerPlugin[], setting: string): ServerPlugin[] {
  const wanted = setting
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const known = new Map(available.map((plugin) => [plugin.manifest.id, plugin]));
  const unknown = wanted.filter((id) => id !== 'all' && !known.has(id));
  if (unknown.length > 0) {
    throw new ConfigError([
      { variable: 'PLUGINS', message: `PLUGINS names unknown plugins: ${unknown.join(', ')} (available: ${[...known.keys()].join(', ')})`, received: setting },
    ]);
  }
  const selected = wanted.length === 0 || wanted.includes('all') ? [...available] : wanted.map((id) => known.get(id)!);
  assertRequirementsMet(selected, setting);
  assertFeaturesDeclared(selected);
  assertPortsDeclared(selected, available);
  return selected;
}

/** Every selected plugin's `requires` is selected too; otherwise the start stops, naming both plugins. */
function assertRequirementsMet(selected: readonly ServerPlugin[], setting: string): void {
  const ids = new Set(selected.map((plugin) => plugin.manifest.id));
  const missing = selected.flatMap((plugin) =>
    plugin.manifest.requires.filter((id) => !ids.has(id)).map((id) => `plugin "${plugin.manifest.id}" requires plugin "${id}"`),
  );
  if (missing.length > 0) {
    const message = `${missing.join('; ')}, which PLUGINS=${setting.trim() || 'all'} leaves out: add it to PLUGINS, or take out the plugin that needs it.`;
    throw new ConfigError([{ variable: 'PLUGINS', message }]);
  }
}

/** Each plan feature is declared once, and a plugin's `requiredFeature` is one the core or a mounted plugin declares. */
function assertFeaturesDeclared(selected: readonly ServerPlugin[]): void {
  const declaredBy = new Map<string, string>(coreFeatures.map((feature) => [feature.key, 'the core']));
  const problems: string[] = [];
  for (const { manifest } of selected) {
    for (const feature of manifest.features) {
      const owner = declaredBy.get(feature.key);
      if (owner) problems.push(`plan feature "${feature.key}" is declared by both ${owner} and plugin "${manifest.id}"`);
      else declaredBy.set(feature.key, `plugin "${manifest.id}"`);
    }
  }
  for (const { manifest } of selected) {
    if (manifest.requiredFeature && !declaredBy.has(manifest.requiredFeature)) {
      problems.push(`plugin "${manifest.id}" requires plan feature "${manifest.requiredFeature}", which neither the core nor a mounted plugin declares`);
    }
  }
  if (problems.length > 0) throw new ConfigError([{ variable: 'PLUGINS', message: `${problems.join('; ')}.` }]);
}
