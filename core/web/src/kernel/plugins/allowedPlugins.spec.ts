import { definePluginManifest } from '@otimiza/sdk/shared';
import type { WebPlugin } from '@otimiza/sdk/web';
import { describe, expect, it } from 'vitest';
import { selectAllowedPlugins, selectLockedPlugins } from './allowedPlugins';

const bundled = ['analysis', 'reports', 'notes'].map(
  (id) =>
    ({ manifest: definePluginManifest({ id, displayName: { id: `${id}.name`, message: id }, requiredFeature: null }), routes: [] }) as unknown as WebPlugin,
);

describe('the bundled web plugins for a visitor', () => {
  it('keeps the allowed ones in registry order, whatever order the server lists them in', () => {
    const allowed = selectAllowedPlugins(bundled, [bundled[2]!.manifest, bundled[0]!.manifest]);
    expect(allowed.map((plugin) => plugin.manifest.id)).toEqual(['analysis', 'notes']);
  });

  it('pairs each plugin the plan holds back with the feature that opens it, ignoring ids this bundle lacks', () => {
    const locked = selectLockedPlugins(bundled, [
      { id: 'notes', displayName: { id: 'notes.name', message: 'notes' }, requiredFeature: 'competitorAnalysis' },
      { id: 'uninstalled', displayName: { id: 'x.name', message: 'x' }, requiredFeature: 'businessIntelligence' },
    ]);
    expect(locked.map((entry) => [entry.plugin.manifest.id, entry.requiredFeature])).toEqual([['notes', 'competitorAnalysis']]);
  });
});
