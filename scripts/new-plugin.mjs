#!/usr/bin/env node
// `npm run new-plugin <id>`: scaffolds plugins/<id>/{shared,server,web} — a manifest with its
// plan feature and nav item, an API with one workspace-owned table and its migration, a page with
// its pt-BR and en catalogs, its web build (vite.config.ts), and the specs (unit, integration, the
// SDK's contract) — then links the new packages. The hosts need no edit: they find the plugin at
// start (server) and load its web bundle at run time (web). Writes nothing for a bad id.
//
// `npm run new-plugin -- <id> --out <folder>`: the same plugin outside this repository, as a project of
// its own (scripts/new-plugin/outside.mjs): its npm workspace, the SDK as a tarball in vendor/, its build
// tools; `npm install && npm run build` there, then copy the folder into an instance's PLUGINS_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { poCatalog } from './new-plugin/catalog.mjs';
import { catalogMessages } from './new-plugin/messages.mjs';
import { firstMigration } from './new-plugin/migration.mjs';
import { pluginIdProblem, pluginNames } from './new-plugin/naming.mjs';
import { outsideFile, outsideOrigin, outsideProjectFiles, sdkTarballName, vendorFolder, writtenOutside } from './new-plugin/outside.mjs';
import { placeholders, renderTemplates } from './new-plugin/render.mjs';
import { declaredFeatureKeys, existingPluginIds, knownMigrationNames } from './new-plugin/repository.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const usage =
  'usage: npm run new-plugin <id>                       a plugin in plugins/<id> (lower-case kebab-case, e.g. npm run new-plugin site-monitor)\n' +
  '       npm run new-plugin -- <id> --out <folder>     the same plugin as a project of its own, outside this repository\n';

function refuse(problem) {
  process.stderr.write(`new-plugin: ${problem}\n${usage}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' } }, allowPositionals: true });
} catch (error) {
  refuse(error.message);
}
const [id] = args.positionals;
// npm runs the script from the repository's root; a relative --out is read from where the command was typed (INIT_CWD).
const typedIn = process.env.INIT_CWD ?? process.cwd();
const out = args.values.out === undefined ? null : resolve(typedIn, args.values.out);

const problem = pluginIdProblem(id, { existingPlugins: existingPluginIds(root), featureKeys: declaredFeatureKeys(root) });
if (problem || args.positionals.length > 1) refuse(problem ?? 'give one plugin id');
if (out) {
  const inside = relative(root, out);
  if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside)))
    refuse(`${out} is inside this repository: for a plugin here, npm run new-plugin ${id}`);
  if (existsSync(out) && readdirSync(out).length > 0) refuse(`${out} is not empty: give a new folder or an empty one`);
}

const names = pluginNames(id);
const now = new Date();
const sdkVersion = JSON.parse(readFileSync(join(root, 'sdk/package.json'), 'utf8')).version;
const migration = firstMigration(names, knownMigrationNames(root), now);
let files = renderTemplates(join(root, 'scripts/new-plugin/templates'), placeholders(names, migration));
files.set(`server/src/migrations/${migration.name}.ts`, migration.source);
for (const locale of ['pt-BR', 'en']) {
  const catalog = { pluginId: id, locale, messages: catalogMessages(names), now, ...(out ? { originOf: outsideOrigin } : {}) };
  files.set(`web/src/locales/${locale}/messages.po`, poCatalog(catalog));
}
if (out) {
  files = new Map([
    ...outsideProjectFiles(names, { root, sdkVersion }),
    ...[...files].filter(([path]) => writtenOutside(path)).map(([path, content]) => [path, outsideFile(path, content, { sdkVersion })]),
  ]);
}

const folder = out ?? join(root, 'plugins', id);
const shown = out ?? `plugins/${id}`;
if (!out && existsSync(folder)) throw new Error(`plugins/${id} appeared while generating`);
for (const [path, content] of files) {
  mkdirSync(dirname(join(folder, path)), { recursive: true });
  writeFileSync(join(folder, path), content);
}
process.stdout.write(`Wrote ${shown}/ (${files.size} files).\n`);

/** Runs a step of the repository's own tooling; stops the generator when it fails. */
function run(what, command, args, options = {}) {
  process.stdout.write(`\n${what}: ${[command, ...args].map((part) => part.replace(root + '/', '')).join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.stderr.write(`new-plugin: "${what}" failed; ${shown}/ is written, finish by hand from this step.\n`);
    process.exit(result.status ?? 1);
  }
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The templates are formatted for a short id: the lint's formatter settles line lengths for any.
run('Formatting', join(root, 'node_modules/.bin/prettier'), [
  '--log-level',
  'warn',
  '--config',
  join(root, '.prettierrc.json'),
  '--write',
  `${folder}/**/*.{ts,tsx}`,
]);

if (out) {
  // The SDK as an npm package of its own: built (Nx leaves an up-to-date build as it is), then packed into the project's vendor/.
  run('Building the SDK', process.execPath, [join(root, 'scripts/build.mjs'), '--projects', '@otimiza/sdk']);
  mkdirSync(join(out, vendorFolder), { recursive: true });
  run('Packing the SDK', npm, ['pack', '--silent', '--pack-destination', join(out, vendorFolder)], {
    cwd: join(root, 'sdk'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A folder outside the one the command was typed in reads best as its full path.
  const cd = relative(typedIn, out) || '.';
  const shownOut = cd.startsWith('..') ? out : cd;
  process.stdout.write(`
Plugin "${id}" is ready outside the repository: ${out}/{shared,server,web}
  plan feature "${names.featureKey}" (Pro and Enterprise), page /${id}, API /api/${id}/items, table ${names.table}
  the SDK it builds against: ${vendorFolder}/${sdkTarballName(sdkVersion)} (@otimiza/sdk ${sdkVersion}; its packages declare "otimiza": { "sdk": "^${sdkVersion}" })

Next:
  cd ${shownOut} && npm install && npm run build    (the build ends with release/${id}/: the plugin as an instance takes it)
  cp -a release/${id} "$PLUGINS_DIR/${id}"    then restart the instance: it mounts the plugin (PLUGINS_DIR: the folder the host reads its plugins from)

  ${out}/README.md says how to change it, and what needs a checkout of Otimiza (its specs, migration:create).
`);
  process.exit(0);
}

run('Linking the new packages', npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel', 'error']);

process.stdout.write(`
Plugin "${id}" is ready: plugins/${id}/{shared,server,web}.
  plan feature "${names.featureKey}" (Pro and Enterprise), page /${id}, API /api/${id}/items, table ${names.table}

Next:
  npm run build                 build it (its server, and its web bundle into web/dist)
  npm run test:plugin ${id.padEnd(9)} its unit, integration and contract specs (PostgreSQL and Redis)
  npm start                     then log in on a Pro or Enterprise workspace and open /${id}

  Change the entity, then: npm run migration:create -- ${id} <what-changed>
  Add a text to a page, then: npm run i18n:extract -w core/web, and translate it in plugins/${id}/web/src/locales/en/messages.po
  The guide: sdk/README.md
`);
