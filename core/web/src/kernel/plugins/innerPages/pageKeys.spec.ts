import type { WebPlugin } from '@otimiza/sdk/web';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeSearchFor, installedPageKeys, installWebPlugins } from './pageKeys';
import { demoPageLink, homePageLink } from './pageLinks';
import { pathAliases } from './pathAliases';

/** Every web plugin of the repository, from its sources, as the app installs the bundles it loads at run time. */
const repositoryPlugins = Object.entries(import.meta.glob<WebPlugin>('../../../../../../plugins/*/web/src/index.ts', { eager: true, import: 'default' }))
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, plugin]) => plugin);

/** The table with every plugin of the repository installed: the dashboards' inner pages. */
describe('inner page keys of the installed plugins', () => {
  const table = installedPageKeys;
  beforeAll(() => {
    expect(installWebPlugins(repositoryPlugins)).toHaveLength(repositoryPlugins.length);
    expect(repositoryPlugins.length).toBeGreaterThanOrEqual(11);
  });

  it('names the nine pages and reads ?page=', () => {
    expect([...table.keys].sort()).toEqual(
      ['dashboard', 'new-analysis', 'history', 'reports', 'shared', 'brand-settings', 'content-tools', 'manual', 'pricing'].sort(),
    );
    expect(table.keyOf(undefined)).toBe('dashboard');
    expect(table.keyOf('')).toBe('dashboard');
    expect(table.keyOf('history')).toBe('history');
    expect(table.keyOf('content-tools')).toBe('content-tools');
    expect(table.keyOf('settings')).toBeNull();
    expect(table.keyOf('__proto__')).toBeNull();
    expect(table.keyOf(3)).toBeNull();
  });

  it('maps each key to its route and back', () => {
    expect(Object.fromEntries(table.keys.filter((key) => key !== 'dashboard').map((key) => [key, table.pathOf(key)]))).toEqual({
      'new-analysis': '/new-analysis',
      history: '/analysis-history',
      reports: '/reports',
      shared: '/shared-reports',
      'brand-settings': '/brand-settings',
      'content-tools': '/ai-tools',
      manual: '/user-manual',
      pricing: '/pricing',
    });
    for (const key of table.keys.filter((candidate) => candidate !== 'dashboard')) expect(table.keyForPath(table.pathOf(key)!)).toBe(key);
    expect(table.keyForPath('/ai-tools')).toBe('content-tools');
    expect(table.keyForPath('/admin/users')).toBeNull();
    expect(homeSearchFor('history', { view: 'x' })).toEqual({ view: 'x', page: 'history' });
    expect(homeSearchFor('dashboard', { view: 'x' })).toEqual({});
  });

  it('makes every page key a path too, and /analyze the quick analysis', () => {
    const aliases = new Map(pathAliases());
    for (const key of table.keys.filter((candidate) => candidate !== 'dashboard')) {
      const path = table.pathOf(key);
      expect(path === `/${key}` || aliases.get(`/${key}`) === path).toBe(true);
    }
    expect(aliases).toEqual(
      new Map([
        ['/analyze', '/new-analysis'],
        ['/history', '/analysis-history'],
        ['/manual', '/user-manual'],
        ['/content-tools', '/ai-tools'],
        ['/shared', '/shared-reports'],
      ]),
    );
    // An alias never hides a page of its own.
    const paths = table.entries.map((entry) => entry.path);
    for (const alias of aliases.keys()) expect(paths).not.toContain(alias);
  });

  it('maps the demo routes to the same pages (reports and shared share one)', () => {
    const slugs = ['analyze', 'history', 'shared-reports', 'brand-settings', 'manual', 'pricing'];
    expect(Object.fromEntries(slugs.map((slug) => [slug, table.keyForDemoSlug(slug)]))).toEqual({
      analyze: 'new-analysis',
      history: 'history',
      'shared-reports': 'shared',
      'brand-settings': 'brand-settings',
      manual: 'manual',
      pricing: 'pricing',
    });
    expect(table.keyForDemoSlug('reports')).toBeNull();
    expect(table.keyForDemoSlug('content-tools')).toBeNull();
    expect(table.demoSlugFor('reports')).toBe('shared-reports');
    expect(table.demoSlugFor('shared')).toBe('shared-reports');
    expect(table.demoSlugFor('new-analysis')).toBe('analyze');
    expect(table.demoSlugFor('content-tools')).toBeNull();
  });

  it('makes links that stay on / at home and under /demo/{token} in the demo', () => {
    expect(homePageLink('/analysis-history')).toEqual({ to: '/', search: { page: 'history' } });
    expect(homePageLink('/ai-tools', { tool: 'content' })).toEqual({ to: '/', search: { tool: 'content', page: 'content-tools' } });
    expect(homePageLink('/')).toEqual({ to: '/', search: {} });
    expect(homePageLink('/admin/users')).toEqual({ to: '/admin/users' });
    const demo = demoPageLink('tok en');
    expect(demo('/analysis-history')).toEqual({ to: '/demo/tok%20en/history' });
    expect(demo('/reports')).toEqual({ to: '/demo/tok%20en/shared-reports' });
    expect(demo('/user-manual', { view: 'support-contact' })).toEqual({ to: '/demo/tok%20en/manual', search: { view: 'support-contact' } });
    expect(demo('/')).toEqual({ to: '/demo/tok%20en' });
    expect(demo('/ai-tools')).toEqual({ to: '/ai-tools' });
  });
});

describe('installing the plugins loaded at run time', () => {
  const plugin = (id: string, innerPages: WebPlugin['innerPages']) =>
    ({
      manifest: { id },
      routes: (innerPages ?? []).map((page) => ({ path: page.path, load: async () => ({ default: () => null }) })),
      innerPages,
      messages: {},
    }) as unknown as WebPlugin;

  it('leaves out, with an error in the console, a plugin whose page key another already has, and keeps the others', () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const first = plugin('first', [{ key: 'notes', path: '/notes' }]);
      const clashing = plugin('clashing', [{ key: 'notes', path: '/other-notes' }]);
      const pricing = plugin('pricing-thief', [{ key: 'pricing', path: '/my-pricing' }]);
      const last = plugin('last', [{ key: 'tasks', path: '/tasks' }]);
      expect(installWebPlugins([first, clashing, pricing, last]).map((entry) => entry.manifest.id)).toEqual(['first', 'last']);
      expect(installedPageKeys.pathOf('notes')).toBe('/notes');
      expect(installedPageKeys.pathOf('tasks')).toBe('/tasks');
      expect(installedPageKeys.pathOf('pricing')).toBe('/pricing');
      expect(errors.map((args) => String(args[0]))).toEqual([
        'Plugin "clashing" is left out: its inner pages clash.',
        'Plugin "pricing-thief" is left out: its inner pages clash.',
      ]);
    } finally {
      console.error = original;
      installWebPlugins([]);
    }
  });
});
