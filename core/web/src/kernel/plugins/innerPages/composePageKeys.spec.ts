import { definePluginManifest } from '@otimiza/sdk/shared';
import { defineWebPlugin, type InnerPageDeclaration, type WebPlugin } from '@otimiza/sdk/web';
import { describe, expect, it } from 'vitest';
import { composePageKeys } from './composePageKeys';
import { demoPageLink, homePageLinkIn } from './pageLinks';
import { resolveInnerPage } from './resolveInnerPage';

const messages = { 'pt-BR': () => Promise.resolve({ messages: {} }), en: () => Promise.resolve({ messages: {} }) };
const page = () => Promise.resolve({ default: () => null });
const host: InnerPageDeclaration[] = [{ key: 'pricing', path: '/pricing', demoSlug: 'pricing' }];

function plugin(id: string, innerPages: InnerPageDeclaration[], options: { requiredFeature?: 'businessIntelligence'; routes?: string[] } = {}): WebPlugin {
  const manifest = definePluginManifest({ id, displayName: { id: `${id}.name`, message: id }, requiredFeature: options.requiredFeature ?? null });
  const routes = options.routes ?? innerPages.map((inner) => inner.path);
  return defineWebPlugin({ manifest, routes: routes.map((path) => ({ path, load: page })), messages, innerPages });
}

const analysis = plugin('analysis', [
  { key: 'new-analysis', path: '/new-analysis', demoSlug: 'analyze' },
  { key: 'history', path: '/analysis-history', demoSlug: 'history' },
]);
const bi = plugin('bi', [{ key: 'insights', path: '/bi' }], { requiredFeature: 'businessIntelligence' });
const reports = plugin('reports', [
  { key: 'reports', path: '/reports', demoAs: 'shared' },
  { key: 'shared', path: '/shared-reports', demoSlug: 'shared-reports' },
]);

describe('composing the page keys from the installed web plugins', () => {
  it("adds each installed plugin's keys to the host's, and only those", () => {
    const table = composePageKeys([analysis, reports], host);
    expect(table.keys).toEqual(['dashboard', 'pricing', 'new-analysis', 'history', 'reports', 'shared']);
    expect(table.pathOf('history')).toBe('/analysis-history');
    expect(table.entry('history')?.plugin).toBe(analysis);
    expect(table.entry('pricing')?.plugin).toBeNull();
    // A key of a plugin not installed names no page, as an unknown key.
    expect(table.keyOf('insights')).toBeNull();
    expect(composePageKeys([analysis, reports, bi], host).keyOf('insights')).toBe('insights');
    // Without plugins, the host's pages remain.
    expect(composePageKeys([], host).keys).toEqual(['dashboard', 'pricing']);
  });

  it('derives the path aliases and the demo pages from the declarations', () => {
    const table = composePageKeys([analysis, reports], host);
    expect(table.aliases).toEqual([
      ['/analyze', '/new-analysis'],
      ['/history', '/analysis-history'],
      ['/shared', '/shared-reports'],
    ]);
    expect(table.keyForDemoSlug('shared-reports')).toBe('shared');
    expect(table.demoSlugFor('reports')).toBe('shared-reports');
    expect(table.demoSlugFor('pricing')).toBe('pricing');
    const home = homePageLinkIn(table);
    expect(home('/analysis-history', { view: 'x' })).toEqual({ to: '/', search: { view: 'x', page: 'history' } });
    expect(home('/bi')).toEqual({ to: '/bi' });
    expect(demoPageLink('t', table)('/reports')).toEqual({ to: '/demo/t/shared-reports' });
  });

  it('resolves a key to an allowed plugin page, the plans page, an upgrade card or not-found', () => {
    const table = composePageKeys([analysis, bi, reports], host);
    expect(resolveInnerPage('history', [analysis], table)).toMatchObject({ kind: 'plugin', plugin: analysis, route: { path: '/analysis-history' } });
    expect(resolveInnerPage('pricing', [], table)).toEqual({ kind: 'pricing' });
    expect(resolveInnerPage('insights', [analysis], table)).toEqual({ kind: 'upgrade', feature: 'businessIntelligence', plugin: bi });
    // A plugin without a plan feature that the instance does not mount: not found.
    expect(resolveInnerPage('reports', [analysis], table)).toEqual({ kind: 'not-found' });
    // A key no installed plugin declares.
    expect(resolveInnerPage('manual', [analysis, reports], table)).toEqual({ kind: 'not-found' });
  });

  it('refuses two plugins declaring one key, naming both', () => {
    const other = plugin('history-plus', [{ key: 'history', path: '/history-plus' }]);
    expect(() => composePageKeys([analysis, other], host)).toThrow(
      'inner page key "history" is declared by plugin "analysis" (page key "history") and by plugin "history-plus" (page key "history"): rename one of them in its WebPlugin.innerPages.',
    );
    expect(() => composePageKeys([plugin('plans', [{ key: 'pricing', path: '/plans-x' }])], host)).toThrow(
      /inner page key "pricing" is declared by the host .* and by plugin "plans"/,
    );
  });

  it('refuses a demo slug, a route or a path alias declared twice, and an alias that hides a route', () => {
    expect(() => composePageKeys([analysis, plugin('a', [{ key: 'a', path: '/a', demoSlug: 'history' }])], host)).toThrow(
      /demo slug "history" is declared by plugin "analysis"/,
    );
    expect(() => composePageKeys([analysis, plugin('b', [{ key: 'b', path: '/analysis-history' }])], host)).toThrow(
      /inner page route "\/analysis-history" is declared by plugin "analysis"/,
    );
    expect(() => composePageKeys([analysis, plugin('c', [{ key: 'c', path: '/c', demoSlug: 'new-analysis' }])], host)).toThrow(
      /path \/new-analysis of page key "c" \(plugin "c"\) is a route of its own/,
    );
    expect(() => composePageKeys([analysis, plugin('d', [{ key: 'analyze', path: '/d' }])], host)).toThrow(
      /path alias \/analyze is declared by plugin "analysis" \(page key "new-analysis"\) and by plugin "d"/,
    );
    expect(() => composePageKeys([analysis, plugin('e', [{ key: 'e', path: '/e' }], { routes: ['/e', '/history'] })], host)).toThrow(
      /path \/history of page key "history" \(plugin "analysis"\) is a route of its own/,
    );
  });

  it("checks one plugin's declarations when it is defined", () => {
    expect(() => plugin('x', [{ key: 'x', path: '/x' }], { routes: ['/y'] })).toThrow(
      `inner page "x" of plugin "x": path "/x" is not one of the plugin's routes`,
    );
    expect(() => plugin('x', [{ key: 'X Y', path: '/x' }])).toThrow(/lower case letters, digits and dashes/);
    expect(() => plugin('x', [{ key: 'dashboard', path: '/x' }])).toThrow(/"dashboard" is the host's key/);
    expect(() =>
      plugin('x', [
        { key: 'x', path: '/x' },
        { key: 'x', path: '/y' },
      ]),
    ).toThrow(/inner page "x" of plugin "x" is declared twice/);
    expect(() => plugin('x', [{ key: 'x', path: '/x', demoAs: 'y' }])).toThrow(/demoAs "y" must be another of its keys with a demoSlug/);
  });
});
