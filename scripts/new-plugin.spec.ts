import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  migrationClassName,
  migrationSource,
  nextTimestamp,
  statementsOfTables,
} from '../core/server/src/kernel/database/migration-generator/migration-source.js';
import { planFeatureProblem } from '../sdk/src/shared/features.js';
import { pluginManifestSchema } from '../sdk/src/shared/manifest.js';
import { SDK_VERSION } from '../sdk/src/shared/sdk-version.js';
import { poCatalog } from './new-plugin/catalog.mjs';
import { catalogMessages } from './new-plugin/messages.mjs';
import * as generator from './new-plugin/migration.mjs';
import { maxPluginIdLength, pluginIdProblem, pluginNames } from './new-plugin/naming.mjs';
import { outsideFile, outsideOrigin, outsideProjectFiles, writtenOutside } from './new-plugin/outside.mjs';
import { fill, placeholders, renderTemplates, templateFiles } from './new-plugin/render.mjs';

const templates = fileURLToPath(new URL('./new-plugin/templates', import.meta.url));
const migration = { name: 'my-thing-20261201090000-items', className: 'MyThingItemsMigration' };

describe('npm run new-plugin: the id', () => {
  it('takes lower-case kebab-case', () => {
    for (const id of ['uptime', 'my-thing', 'web-vitals-2', 'a1']) expect(pluginIdProblem(id)).toBeNull();
  });

  it('refuses anything else, saying what a plugin id is', () => {
    for (const id of ['Uptime', 'my_thing', 'my--thing', '-thing', 'thing-', '2fa', 'my thing', 'café']) {
      expect(pluginIdProblem(id)).toMatch(/is not a plugin id: use lower-case kebab-case/);
    }
    expect(pluginIdProblem(undefined)).toMatch(/give the new plugin an id/);
    expect(pluginIdProblem('')).toMatch(/give the new plugin an id/);
    expect(pluginIdProblem('a'.repeat(maxPluginIdLength + 1))).toMatch(/too long/);
  });

  it('refuses the names of the hosts and of JavaScript keywords', () => {
    for (const id of ['core', 'sdk', 'api', 'admin', 'plugins']) expect(pluginIdProblem(id)).toMatch(/is reserved: it names a package/);
    for (const id of ['new', 'class', 'delete']) expect(pluginIdProblem(id)).toMatch(/JavaScript keyword/);
  });

  it('refuses a plugin that exists, and a plan feature already declared', () => {
    expect(pluginIdProblem('manual', { existingPlugins: ['manual', 'reports'] })).toMatch(/already exists: plugins\/manual/);
    expect(pluginIdProblem('html-auto-correction', { featureKeys: ['htmlAutoCorrection'] })).toMatch(/"htmlAutoCorrection" is already declared/);
  });
});

describe('npm run new-plugin: the names derived from the id', () => {
  it('derives every name the templates use', () => {
    expect(pluginNames('my-thing')).toEqual({
      id: 'my-thing',
      camel: 'myThing',
      pascal: 'MyThing',
      title: 'My Thing',
      table: 'my_thing_item',
      featureKey: 'myThing',
    });
    expect(pluginNames('web-vitals-2')).toMatchObject({ camel: 'webVitals2', pascal: 'WebVitals2', title: 'Web Vitals 2', table: 'web_vitals_2_item' });
  });

  it('gives a manifest the SDK accepts: its id, and its feature in Pro and Enterprise', () => {
    const names = pluginNames('web-vitals-2');
    expect(planFeatureProblem({ key: names.featureKey, label: { pt: names.title, en: names.title }, plans: ['pro', 'enterprise'] })).toBeNull();
    expect(pluginManifestSchema.shape.id.safeParse(names.id).success).toBe(true);
  });
});

describe('npm run new-plugin: the first migration is what migration:create writes', () => {
  it('uses the same helpers as the core’s generator', () => {
    const known = ['000-core-20261126140003-workspace-plugins', 'reports-20261122120000-brand-and-pdfs'];
    for (const now of [new Date('2026-11-26T10:00:00Z'), new Date('2027-01-01T00:00:00Z')])
      expect(generator.nextTimestamp(now, known)).toBe(nextTimestamp(now, known));
    expect(generator.migrationClassName(migration.name)).toBe(migrationClassName(migration.name));
    const { up, down } = generator.itemTableStatements('my_thing_item');
    const input = { migrationName: migration.name, description: 'items', up, down };
    expect(generator.migrationSource(input)).toBe(migrationSource(input));
  });

  it('holds statements on the plugin’s own table only, all of which the core’s generator keeps', () => {
    const { up, down } = generator.itemTableStatements('my_thing_item');
    expect(statementsOfTables([...up, ...down], new Set(['my_thing_item']))).toEqual([...up, ...down]);
  });

  it('is named and dated after every migration there is', () => {
    const first = generator.firstMigration(pluginNames('my-thing'), ['reports-20261231235959-z'], new Date('2026-11-26T10:00:00Z'));
    expect(first).toMatchObject({ name: 'my-thing-20270101000000-items', className: 'MyThingItemsMigration' });
  });
});

describe('npm run new-plugin: the templates', () => {
  const files = renderTemplates(templates, placeholders(pluginNames('my-thing'), migration));

  it('fill every placeholder, and a misspelt one throws', () => {
    for (const [path, content] of files) expect([path, content.match(/__[A-Z_]+__/g)]).toEqual([path, null]);
    expect(() => fill('__NAME__', { __ID__: 'x' })).toThrow('unknown placeholder __NAME__');
  });

  it('make the three packages, each with its role and the SDK range it is built for (this SDK onwards, within its major)', () => {
    for (const [part, role] of [
      ['shared', 'shared'],
      ['server', 'server-plugin'],
      ['web', 'web-plugin'],
    ]) {
      const pkg = JSON.parse(files.get(`${part}/package.json`)!);
      expect(pkg).toMatchObject({ name: `@otimiza/plugin-my-thing-${part}`, otimiza: { role, pluginId: 'my-thing', sdk: `^${SDK_VERSION}` } });
    }
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'server/src/contract.int-spec.ts',
        'server/src/items/my-thing-items.int-spec.ts',
        'server/src/items/create-my-thing-item.spec.ts',
        'server/src/data/my-thing-item.entity.ts',
        'server/src/migrations/.snapshot-my-thing.json',
        'server/src/items/my-thing-check.job.ts',
        'server/src/items/my-thing-check.scheduler.ts',
        'server/src/account-data/my-thing-account-data.exporter.ts',
        'web/src/pages/MyThingPage.tsx',
        'web/src/components/MyThingItemList.spec.tsx',
        'web/vite.config.ts',
      ]),
    );
    // The web package builds its own bundle, which the server serves and the web host imports at run time.
    expect(JSON.parse(files.get('web/package.json')!)).toMatchObject({ otimiza: { entry: 'dist/index.js' }, scripts: { build: 'vite build' } });
    expect(files.get('web/vite.config.ts')).toContain('webPluginConfig(import.meta.url)');
  });

  it('make a small real plugin: it requires the analysis plugin and consumes its port, names its job, schedules it and exports its table', () => {
    expect(files.get('shared/src/manifest.ts')).toContain("requires: ['analysis']");
    expect(files.get('shared/src/manifest.ts')).toContain("jobs: ['my-thing.check']");
    expect(files.get('server/src/index.ts')).toContain('ports: { consumes: [AnalysisPort] }');
    expect(files.get('server/src/items/my-thing-check.job.ts')).toContain("defineJob<MyThingCheckPayload>('my-thing.check')");
    expect(files.get('server/src/items/my-thing-check.scheduler.ts')).toContain('extends ClaimedSchedule');
    expect(files.get('server/src/account-data/my-thing-account-data.exporter.ts')).toContain("{ prefix: 'my_thing_' }");
    const module = files.get('server/src/my-thing.module.ts')!;
    for (const provider of ['MyThingChecks', 'MyThingCheckScheduler', 'MyThingAccountDataExporter']) expect(module).toContain(provider);
  });

  it('write every web text into the catalog, with its English', () => {
    const names = pluginNames('my-thing');
    const written = new Set<string>();
    for (const file of templateFiles(templates).filter((path) => /^web\/.*\.tsx?\.tpl$/.test(path))) {
      const source = fill(readFileSync(`${templates}/${file}`, 'utf8'), placeholders(names, migration));
      for (const [, text] of source.matchAll(/<Trans>([^<]*)<\/Trans>/g)) written.add(text!);
      for (const [, text] of source.matchAll(/\bt`([^`]*)`/g)) written.add(text!.replace(/\$\{(\w+)\}/g, '{$1}'));
    }
    const catalog = catalogMessages(names).filter((entry) => !entry.id);
    expect(catalog.map((entry) => entry.message).sort()).toEqual([...written].sort());
    for (const entry of catalogMessages(names)) {
      expect(entry.en.trim()).not.toBe('');
      expect(files.has(entry.file)).toBe(true);
    }
  });
});

describe('npm run new-plugin: the catalogs', () => {
  const now = new Date(2026, 10, 26, 9, 5);
  const messages = [
    { message: 'Nome', en: 'Name', file: 'web/src/A.tsx' },
    { id: 'x.name', message: 'X', en: 'X', file: 'shared/src/manifest.ts' },
    { message: 'Adicionar "item"', en: 'Add "item"', file: 'web/src/A.tsx' },
  ];

  it('are written as Lingui writes them: ordered by message, explicit ids flagged, origins from core/web', () => {
    const en = poCatalog({ pluginId: 'x', locale: 'en', messages, now });
    expect(en).toContain('"Language: en\\n"');
    expect(en.split('\n\n').slice(1)).toEqual([
      '#: ../../plugins/x/web/src/A.tsx\nmsgid "Adicionar \\"item\\""\nmsgstr "Add \\"item\\""',
      '#: ../../plugins/x/web/src/A.tsx\nmsgid "Nome"\nmsgstr "Name"',
      '#. js-lingui-explicit-id\n#: ../../plugins/x/shared/src/manifest.ts\nmsgid "x.name"\nmsgstr "X"\n',
    ]);
    expect(poCatalog({ pluginId: 'x', locale: 'pt-BR', messages, now })).toContain('msgid "Nome"\nmsgstr "Nome"');
  });
});

describe('npm run new-plugin -- <id> --out <folder>: the plugin as a project outside the repository', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const names = pluginNames('my-thing');
  const inside = renderTemplates(templates, placeholders(names, migration));
  const outside = new Map(
    [...inside].filter(([path]) => writtenOutside(path)).map(([path, content]) => [path, outsideFile(path, content, { sdkVersion: '0.1.0' })]),
  );
  const project = outsideProjectFiles(names, { root, sdkVersion: '0.1.0' });
  const json = (text: string | undefined) => JSON.parse(text!);

  it('gets the SDK from its tarball, its build configuration from its own root, and no host kit or specs', () => {
    for (const part of ['shared', 'server', 'web']) {
      const pkg = json(outside.get(`${part}/package.json`));
      expect(pkg.dependencies['@otimiza/sdk']).toBe('file:../vendor/otimiza-sdk-0.1.0.tgz');
      expect(pkg.otimiza).toMatchObject({ pluginId: 'my-thing', sdk: `^${SDK_VERSION}` });
      expect(JSON.stringify(pkg)).not.toContain('host-testing');
      expect(outside.get(`${part}/tsconfig.json`)).toContain('"extends": "../tsconfig.base.json"');
    }
    expect(json(outside.get('server/package.json')).scripts.build).toBe('swc src -d dist --strip-leading-paths --copy-files --config-file ../.swcrc');
    expect(json(outside.get('web/package.json')).scripts).toMatchObject({
      build: 'vite build',
      'i18n:extract': expect.stringContaining('@otimiza/sdk/vite/lingui.config.mjs'),
    });
    expect([...outside.keys()].filter((path) => /spec\.tsx?$/.test(path))).toEqual([]);
    expect(outside.get('server/src/index.ts')).toBe(inside.get('server/src/index.ts'));
  });

  it('is an npm workspace of its three packages, with the build tools at the versions this repository builds with', () => {
    const pkg = json(project.get('package.json'));
    const sdk = json(readFileSync(`${root}sdk/package.json`, 'utf8'));
    const rootPackage = json(readFileSync(`${root}package.json`, 'utf8'));
    expect(pkg).toMatchObject({ private: true, workspaces: ['shared', 'server', 'web'], scripts: { build: 'npm run build --workspaces && node release.mjs' } });
    for (const tool of ['vite', '@vitejs/plugin-react', '@rolldown/plugin-babel', '@lingui/vite-plugin', '@lingui/babel-plugin-lingui-macro'])
      expect([tool, pkg.devDependencies[tool]]).toEqual([tool, sdk.peerDependencies[tool]]);
    for (const tool of ['@swc/cli', '@swc/core', 'typescript']) expect([tool, pkg.devDependencies[tool]]).toEqual([tool, rootPackage.devDependencies[tool]]);
    expect(pkg.devDependencies).not.toHaveProperty('vitest');
    expect(json(project.get('tsconfig.base.json')).compilerOptions).not.toHaveProperty('paths');
    expect(project.get('.swcrc')).toBe(readFileSync(`${root}.swcrc`, 'utf8'));
    // The release step: the repository's own script, and the bundler at the version installed here.
    expect(project.get('release.mjs')).toBe(readFileSync(`${root}scripts/new-plugin/outside/release.mjs`, 'utf8'));
    expect(pkg.devDependencies.rolldown).toBe(json(readFileSync(`${root}node_modules/rolldown/package.json`, 'utf8')).version);
    expect(project.get('.gitignore')).toContain('release/');
  });

  it('writes catalog origins as the SDK’s extract (from the web package) writes them', () => {
    expect(outsideOrigin('web/src/pages/MyThingPage.tsx')).toBe('src/pages/MyThingPage.tsx');
    expect(outsideOrigin('shared/src/manifest.ts')).toBe('../shared/src/manifest.ts');
  });
});
