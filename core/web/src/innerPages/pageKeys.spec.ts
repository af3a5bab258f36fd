import { definePluginManifest } from '@otimiza/sdk/shared';
import { defineWebPlugin, type WebPlugin } from '@otimiza/sdk/web';
import { describe, expect, it } from 'vitest';
import { demoSlugFor, demoSlugKeys, homeSearchFor, pageKeyForPath, pageKeyOf, pageKeyPaths, pageKeys } from './pageKeys';
import { demoPageLink, homePageLink } from './pageLinks';
import { pathAliases } from './pathAliases';
import { resolveInnerPage } from './resolveInnerPage';

const messages = { 'pt-BR': () => Promise.resolve({ messages: {} }), en: () => Promise.resolve({ messages: {} }) };
const page = () => Promise.resolve({ default: () => null });

function plugin(id: string, paths: string[], requiredFeature: 'businessIntelligence' | null = null): WebPlugin {
  const manifest = definePluginManifest({ id, displayName: { id: `${id}.name`, message: id }, requiredFeature });
  return defineWebPlugin({ manifest, routes: paths.map((path) => ({ path, load: page })), messages });
}

describe('inner page keys', () => {
  it('names the nine pages of spec 000 §2 and reads ?page=', () => {
    expect(pageKeys).toEqual(['dashboard', 'new-analysis', 'history', 'reports', 'shared', 'brand-settings', 'content-tools', 'manual', 'pricing']);
    expect(pageKeyOf(undefined)).toBe('dashboard');
    expect(pageKeyOf('')).toBe('dashboard');
    expect(pageKeyOf('history')).toBe('history');
    expect(pageKeyOf('content-tools')).toBe('content-tools');
    expect(pageKeyOf('settings')).toBeNull();
    expect(pageKeyOf(3)).toBeNull();
  });

  it('maps each key to its route and back', () => {
    for (const [key, path] of Object.entries(pageKeyPaths)) expect(pageKeyForPath(path)).toBe(key);
    expect(pageKeyForPath('/ai-tools')).toBe('content-tools');
    expect(pageKeyForPath('/admin/users')).toBeNull();
    expect(homeSearchFor('history', { view: 'x' })).toEqual({ view: 'x', page: 'history' });
    expect(homeSearchFor('dashboard', { view: 'x' })).toEqual({});
  });

  it('makes every page key a path too, and /analyze the quick analysis (spec 000 §2, spec 001 §2.1)', () => {
    const aliases = new Map(pathAliases);
    for (const key of pageKeys.filter((candidate) => candidate !== 'dashboard')) {
      const path = pageKeyPaths[key];
      expect(path === `/${key}` || aliases.get(`/${key}`) === path).toBe(true);
    }
    expect(aliases.get('/analyze')).toBe('/new-analysis');
    expect(aliases.get('/history')).toBe('/analysis-history');
    expect(aliases.get('/manual')).toBe('/user-manual');
    // An alias never hides a page of its own.
    for (const alias of aliases.keys()) expect(Object.values(pageKeyPaths)).not.toContain(alias);
  });

  it('maps the demo routes to the same pages (reports and shared share one)', () => {
    expect(demoSlugKeys).toEqual({
      analyze: 'new-analysis',
      history: 'history',
      'shared-reports': 'shared',
      'brand-settings': 'brand-settings',
      manual: 'manual',
      pricing: 'pricing',
    });
    expect(demoSlugFor('reports')).toBe('shared-reports');
    expect(demoSlugFor('shared')).toBe('shared-reports');
    expect(demoSlugFor('new-analysis')).toBe('analyze');
    expect(demoSlugFor('content-tools')).toBeNull();
  });

  it('makes links that stay on / at home and under /demo/{token} in the demo', () => {
    expect(homePageLink('/analysis-history')).toEqual({ to: '/', search: { page: 'history' } });
    expect(homePageLink('/ai-tools', { tool: 'content' })).toEqual({ to: '/', search: { tool: 'content', page: 'content-tools' } });
    expect(homePageLink('/')).toEqual({ to: '/', search: {} });
    expect(homePageLink('/admin/users')).toEqual({ to: '/admin/users' });
    const demo = demoPageLink('tok en');
    expect(demo('/analysis-history')).toEqual({ to: '/demo/tok%20en/history' });
    expect(demo('/user-manual', { view: 'support-contact' })).toEqual({ to: '/demo/tok%20en/manual', search: { view: 'support-contact' } });
    expect(demo('/')).toEqual({ to: '/demo/tok%20en' });
    expect(demo('/ai-tools')).toEqual({ to: '/ai-tools' });
  });

  it('resolves a key to an allowed plugin page, the plans page, an upgrade card or not-found', () => {
    const analysis = plugin('analysis', ['/new-analysis', '/analysis-history']);
    const bi = plugin('bi', ['/ai-tools'], 'businessIntelligence');
    const reports = plugin('reports', ['/reports']);
    const bundled = [analysis, bi, reports];
    const history = resolveInnerPage('history', [analysis], bundled);
    expect(history).toMatchObject({ kind: 'plugin', plugin: analysis, route: { path: '/analysis-history' } });
    expect(resolveInnerPage('pricing', [], bundled)).toEqual({ kind: 'pricing' });
    expect(resolveInnerPage('content-tools', [analysis], bundled)).toEqual({ kind: 'upgrade', feature: 'businessIntelligence', plugin: bi });
    // A plugin without a plan feature that the instance does not mount: not found.
    expect(resolveInnerPage('reports', [analysis], bundled)).toEqual({ kind: 'not-found' });
    expect(resolveInnerPage('manual', [analysis], bundled)).toEqual({ kind: 'not-found' });
  });
});
