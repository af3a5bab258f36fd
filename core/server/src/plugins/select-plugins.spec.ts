import { definePluginManifest } from '@otimiza/sdk/shared';
import { defineServerPlugin } from '@otimiza/sdk/server';
import { describe, expect, it } from 'vitest';
import { selectPlugins } from './select-plugins.js';

class EmptyModule {}
const plugin = (id: string) =>
  defineServerPlugin({
    manifest: definePluginManifest({ id, displayName: { id: `${id}.name`, message: id }, requiredFeature: null }),
    module: EmptyModule,
  });
const available = [plugin('manual'), plugin('reports'), plugin('ai-tools')];

describe('selectPlugins (PLUGINS setting)', () => {
  it('mounts every plugin for "all"', () => {
    expect(selectPlugins(available, 'all').map((p) => p.manifest.id)).toEqual(['manual', 'reports', 'ai-tools']);
  });

  it('mounts the named ones in the given order', () => {
    expect(selectPlugins(available, ' reports , manual ').map((p) => p.manifest.id)).toEqual(['reports', 'manual']);
  });

  it('stops on an unknown id, naming it', () => {
    expect(() => selectPlugins(available, 'manual,billing')).toThrow(/PLUGINS names unknown plugins: billing/);
  });
});
