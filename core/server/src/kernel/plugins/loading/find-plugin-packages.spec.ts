import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPluginPackages, realPluginFolders } from './find-plugin-packages.js';
import { providedByHost } from '../../../../../../scripts/new-plugin/outside/release.mjs';
import { hostResolutionOf, sharedWithHost } from './host-resolution.js';
import { pluginEntryFile } from './plugin-entry.js';
import { sdkIncompatibility } from './sdk-compatibility.js';
import { findWebBundles } from './web-bundles.js';

const root = mkdtempSync(join(tmpdir(), 'otimiza-find-plugins-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writePackage(dir: string, packageJson: object): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(packageJson));
  return dir;
}

describe('findPluginPackages', () => {
  const plugins = join(root, 'plugins');
  const modules = join(root, 'node_modules');
  writePackage(join(plugins, 'links/server'), { name: '@acme/links-server', otimiza: { role: 'server-plugin', pluginId: 'links', sdk: '^0.1.0' } });
  writePackage(join(plugins, 'links/web'), { name: '@acme/links-web', otimiza: { role: 'web-plugin', pluginId: 'links' } });
  writePackage(join(plugins, 'notes'), { name: 'notes', description: 'no otimiza field' });
  writePackage(join(modules, 'alpha-plugin'), { name: 'alpha-plugin', otimiza: { role: 'server-plugin', pluginId: 'alpha' } });
  writePackage(join(modules, 'lodash'), { name: 'lodash' });
  mkdirSync(join(modules, '@acme'), { recursive: true });
  symlinkSync(join(plugins, 'links/server'), join(modules, '@acme/links-server'));
  writePackage(join(modules, '@other/links-server'), { name: '@other/links-server', otimiza: { role: 'server-plugin', pluginId: 'links', sdk: '^0.1.0' } });
  writeFileSync(join(plugins, 'broken.json'), '{');
  // A plugin written outside the repo, copied in whole: its own workspace root above its parts.
  writePackage(join(plugins, 'outside'), { name: 'otimiza-plugin-outside', private: true, workspaces: ['shared', 'server', 'web'] });
  writePackage(join(plugins, 'outside/server'), { name: '@acme/outside-server', otimiza: { role: 'server-plugin', pluginId: 'outside', sdk: '^0.1.0' } });
  writePackage(join(plugins, 'outside/node_modules/zod'), { name: 'zod' });

  it('finds packages of the role in both shapes, each folder once, by plugin id and then in folder order', () => {
    const found = findPluginPackages([plugins, modules], 'server-plugin');
    expect(found.map(({ name, pluginId }) => `${pluginId}:${name}`)).toEqual([
      'alpha:alpha-plugin',
      'links:@acme/links-server',
      'links:@other/links-server',
      'outside:@acme/outside-server',
    ]);
    expect(found.find((item) => item.name === 'alpha-plugin')?.sdkRange).toBeNull();
  });

  it('reads nothing from a folder that does not exist', () => {
    expect(findPluginPackages([join(root, 'missing')], 'server-plugin')).toEqual([]);
    expect(realPluginFolders(join(root, 'missing'))).toEqual([]);
  });

  it('names the real folders of a plugins folder: itself, and where each plugin linked into it lives', () => {
    const linkedIn = join(root, 'linked-plugins');
    mkdirSync(linkedIn);
    writePackage(join(root, 'elsewhere/my-plugin/server'), { name: '@acme/mine-server', otimiza: { role: 'server-plugin', pluginId: 'mine', sdk: '^0.1.0' } });
    symlinkSync(join(root, 'elsewhere/my-plugin'), join(linkedIn, 'my-plugin'));
    symlinkSync(join(root, 'nowhere'), join(linkedIn, 'dangling'));
    expect(realPluginFolders(linkedIn)).toEqual([realpathSync(linkedIn), realpathSync(join(root, 'elsewhere/my-plugin'))]);
    expect(findPluginPackages([linkedIn], 'server-plugin').map((found) => found.dir)).toEqual([realpathSync(join(root, 'elsewhere/my-plugin/server'))]);
  });
});

describe('findWebBundles', () => {
  const plugins = join(root, 'web-plugins');
  const web = (id: string, otimiza: object, built = true) => {
    const dir = writePackage(join(plugins, id, 'web'), { name: `@acme/${id}-web`, otimiza: { role: 'web-plugin', pluginId: id, sdk: '^0.1.0', ...otimiza } });
    if (built) {
      mkdirSync(join(dir, 'dist'), { recursive: true });
      writeFileSync(join(dir, 'dist/index.js'), 'export default {};');
    }
  };
  web('links', { entry: 'dist/index.js' });
  web('unbuilt', { entry: 'dist/index.js' }, false);
  web('future', { entry: 'dist/index.js', sdk: '^9.0.0' });
  web('noentry', {});
  web('escape', { entry: '../../links/web/dist/index.js' });
  web('unmounted', { entry: 'dist/index.js' });
  const sources = { pluginFolders: [plugins], packageFolders: [], hostRoot: root };

  it("serves the mounted plugins' built entries, each from its folder, and says why it serves no other", () => {
    const found = findWebBundles(sources, ['links', 'unbuilt', 'future', 'noentry', 'escape', 'server-only']);
    expect([...found.bundles.values()]).toEqual([
      { id: 'links', dir: join(plugins, 'links/web/dist'), entry: 'index.js', url: '/api/plugins/links/web/index.js' },
    ]);
    expect(Object.fromEntries(found.refused.map(({ id, reason }) => [id, reason]))).toEqual({
      escape: `@acme/escape-web's "otimiza.entry" (../../links/web/dist/index.js) is outside its package`,
      future: 'plugin "future" was built for @otimiza/sdk ^9.0.0; this host\'s @otimiza/sdk is 0.1.0',
      noentry: `@acme/noentry-web's package.json names no built entry ("otimiza": { "entry": "dist/index.js" })`,
      unbuilt: `@acme/unbuilt-web is not built: ${join(plugins, 'unbuilt/web/dist/index.js')} is missing (npm run build)`,
    });
  });
});

describe('sdkIncompatibility', () => {
  const base = { dir: '/x', name: 'x', pluginId: 'x', exports: undefined, main: undefined, webEntry: null };
  it('admits a range the host version satisfies', () => {
    expect(sdkIncompatibility({ ...base, sdkRange: '^0.1.0' }, '0.1.4')).toBeNull();
  });
  it('names plugin, range and host version when the range excludes the host', () => {
    expect(sdkIncompatibility({ ...base, sdkRange: '^0.2.0' }, '0.1.0')).toBe(
      'plugin "x" was built for @otimiza/sdk ^0.2.0; this host\'s @otimiza/sdk is 0.1.0',
    );
  });
  it('refuses a plugin that declares no range, or no semver range', () => {
    expect(sdkIncompatibility({ ...base, sdkRange: null }, '0.1.0')).toMatch(/declares no SDK range/);
    expect(sdkIncompatibility({ ...base, sdkRange: 'newest please' }, '0.1.0')).toMatch(/not a semver range/);
  });
});

describe('pluginEntryFile', () => {
  const base = { dir: '/p', name: 'p', pluginId: 'p', sdkRange: '^0.1.0', main: undefined, webEntry: null };
  it("takes the source condition when the host itself runs from source (as here), else the package's default", () => {
    expect(pluginEntryFile({ ...base, exports: { '.': { '@otimiza/source': './src/index.ts', default: './dist/index.js' } } })).toBe('/p/src/index.ts');
    expect(pluginEntryFile({ ...base, exports: { '.': './dist/index.js' } })).toBe('/p/dist/index.js');
    expect(pluginEntryFile({ ...base, exports: undefined, main: 'lib/main.js' })).toBe('/p/lib/main.js');
    expect(pluginEntryFile({ ...base, exports: undefined })).toBeNull();
  });
});

describe('hostResolutionOf', () => {
  const data = { pluginFolderUrls: ['file:///srv/plugins/'], hostUrl: 'file:///app/core/server/dist/x.js' };
  const fromPlugin = 'file:///srv/plugins/links/server/dist/index.js';
  it('gives the host its single instances of the SDK, Nest and MikroORM', () => {
    expect(hostResolutionOf('@otimiza/sdk/server', fromPlugin, data)).toBe('host');
    expect(hostResolutionOf('@nestjs/common', fromPlugin, data)).toBe('host');
    expect(hostResolutionOf('@mikro-orm/core', fromPlugin, data)).toBe('host');
    expect(hostResolutionOf('zod', fromPlugin, data)).toBe('host');
  });
  it("gives the host's copy of a plugin's contract package, whose ports the providing plugin and its consumers share", () => {
    expect(hostResolutionOf('@otimiza/plugin-site-audit-contract', fromPlugin, data)).toBe('host');
    expect(hostResolutionOf('@otimiza/plugin-site-audit-contract/testing', fromPlugin, data)).toBe('host');
    expect(hostResolutionOf('@otimiza/plugin-site-audit-shared', fromPlugin, data)).toBe('plugin-then-host');
  });
  it('is what a plugin released outside the repository leaves out of its bundle, no more and no less', () => {
    expect(providedByHost.map(String)).toEqual(sharedWithHost.map(String));
  });
  it("lets a plugin's own packages come first, and leaves relative, built-in and host imports alone", () => {
    expect(hostResolutionOf('cheerio', fromPlugin, data)).toBe('plugin-then-host');
    expect(hostResolutionOf('./links.js', fromPlugin, data)).toBe('default');
    expect(hostResolutionOf('node:fs', fromPlugin, data)).toBe('default');
    expect(hostResolutionOf('@nestjs/common', 'file:///app/core/server/dist/main.js', data)).toBe('default');
  });
});
