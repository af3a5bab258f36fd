import { describe, expect, it } from 'vitest';
import { definePluginManifest } from './manifest.js';

const base = { id: 'reports', displayName: { id: 'reports.name', message: 'Relatórios' }, requiredFeature: null };

describe('definePluginManifest', () => {
  it('fills the optional lists and freezes the manifest', () => {
    const manifest = definePluginManifest(base);
    expect(manifest).toMatchObject({ navItems: [], publicPaths: [], permissions: [], jobs: [] });
    expect(Object.isFrozen(manifest)).toBe(true);
  });

  it('refuses an id that is not kebab-case', () => {
    expect(() => definePluginManifest({ ...base, id: 'Reports' })).toThrow(/lower-case kebab-case/);
  });

  it('refuses an unknown plan feature', () => {
    expect(() => definePluginManifest({ ...base, requiredFeature: 'teleport' as never })).toThrow(/requiredFeature/);
  });

  it('refuses job names outside the plugin namespace', () => {
    expect(() => definePluginManifest({ ...base, jobs: ['analysis.run'] })).toThrow(/must start with "reports."/);
  });
});
