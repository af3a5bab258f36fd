import { definePluginManifest } from '@otimiza/sdk/shared';
import { defineServerPlugin } from '@otimiza/sdk/server';
import { describe, expect, it } from 'vitest';
import { selectPlugins } from './select-plugins.js';

class EmptyModule {}
const plugin = (id: string, requires: string[] = []) =>
  defineServerPlugin({
    manifest: definePluginManifest({ id, displayName: { id: `${id}.name`, message: id }, requiredFeature: null, requires }),
    module: EmptyModule,
  });
const available = [plugin('manual'), plugin('reports'), plugin('ai-tools')];
const withRequirements = [plugin('analysis'), plugin('reports', ['analysis']), plugin('ai-tools', ['analysis']), plugin('manual')];

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

  it('refuses a selection that leaves out a plugin another one requires, naming both', () => {
    expect(() => selectPlugins(withRequirements, 'reports')).toThrow(
      'plugin "reports" requires plugin "analysis", which PLUGINS=reports leaves out: add it to PLUGINS, or take out the plugin that needs it.',
    );
    expect(() => selectPlugins(withRequirements, 'manual,reports,ai-tools')).toThrow(
      /plugin "reports" requires plugin "analysis"; plugin "ai-tools" requires plugin "analysis"/,
    );
  });

  it('starts a selection that holds every requirement, in any order', () => {
    expect(selectPlugins(withRequirements, 'reports,analysis').map((p) => p.manifest.id)).toEqual(['reports', 'analysis']);
    expect(selectPlugins(withRequirements, 'all')).toHaveLength(4);
  });

  it('checks the requirements of "all" too (an installed plugin needing one that is not installed)', () => {
    expect(() => selectPlugins([plugin('reports', ['analysis'])], 'all')).toThrow(/plugin "reports" requires plugin "analysis"/);
  });

  it('refuses a plan feature declared twice, and a required feature nobody declares, naming the plugins', () => {
    const feature = { key: 'notes', label: { pt: 'Notas', en: 'Notes' }, plans: ['enterprise'] as const };
    const declaring = (id: string, requiredFeature: string | null = null) =>
      defineServerPlugin({
        manifest: definePluginManifest({ id, displayName: { id: `${id}.name`, message: id }, requiredFeature, features: [feature] }),
        module: EmptyModule,
      });
    expect(() => selectPlugins([declaring('notes'), declaring('more-notes')], 'all')).toThrow(
      'plan feature "notes" is declared by both plugin "notes" and plugin "more-notes".',
    );
    const gated = defineServerPlugin({
      manifest: definePluginManifest({ id: 'gated', displayName: { id: 'gated.name', message: 'gated' }, requiredFeature: 'notes' }),
      module: EmptyModule,
    });
    expect(() => selectPlugins([gated], 'all')).toThrow('plugin "gated" requires plan feature "notes", which neither the core nor a mounted plugin declares.');
    expect(selectPlugins([gated, declaring('notes')], 'all')).toHaveLength(2);
  });
});
