import { describe, expect, it } from 'vitest';
import { definePluginManifest } from './manifest.js';

const base = { id: 'reports', displayName: { id: 'reports.name', message: 'Relatórios' }, requiredFeature: null };

describe('definePluginManifest', () => {
  it('fills the optional lists and freezes the manifest', () => {
    const manifest = definePluginManifest(base);
    expect(manifest).toMatchObject({ navItems: [], publicPaths: [], jobs: [] });
    expect(Object.isFrozen(manifest)).toBe(true);
  });

  it('refuses an id that is not kebab-case', () => {
    expect(() => definePluginManifest({ ...base, id: 'Reports' })).toThrow(/lower-case kebab-case/);
  });

  it('refuses a plan feature that is not camelCase or not in a cheapest plan and every plan above it', () => {
    const feature = { key: 'notes', label: { pt: 'Notas', en: 'Notes' }, plans: ['pro', 'enterprise'] as const };
    expect(definePluginManifest({ ...base, features: [feature] }).features).toEqual([feature]);
    expect(() => definePluginManifest({ ...base, features: [{ ...feature, key: 'Notes' }] })).toThrow(/must be camelCase/);
    expect(() => definePluginManifest({ ...base, features: [{ ...feature, plans: ['lite', 'enterprise'] }] })).toThrow(/must be in lite, pro, enterprise/);
    expect(() => definePluginManifest({ ...base, features: [{ ...feature, plans: [] }] })).toThrow(/features/);
    expect(() => definePluginManifest({ ...base, features: [{ ...feature, label: { pt: ' ', en: 'Notes' } }] })).toThrow(/features/);
  });

  it('refuses job names outside the plugin namespace', () => {
    expect(() => definePluginManifest({ ...base, jobs: ['analysis.run'] })).toThrow(/must start with "reports."/);
  });

  it("refuses a nav item whose page has no login prompt: the host shows a visitor the plugin's own sentence", () => {
    const navItem = { path: '/reports', label: { id: 'reports.nav', message: 'Relatórios' }, icon: 'FileTextOutlined', section: 'reports', order: 1 } as const;
    expect(() => definePluginManifest({ ...base, navItems: [navItem] })).toThrow(/nav item "\/reports" has no login prompt/);
    const loginPrompts = [{ path: '/reports', text: { pt: 'Faça login para acessar os relatórios.', en: 'Log in to access the reports.' } }];
    expect(definePluginManifest({ ...base, navItems: [navItem], loginPrompts }).loginPrompts).toEqual(loginPrompts);
    expect(() => definePluginManifest({ ...base, loginPrompts: [{ path: '/reports', text: { pt: '', en: 'Log in.' } }] })).toThrow(/loginPrompts/);
  });
});
