#!/usr/bin/env node
// `npm run new-plugin <id>`: scaffolds plugins/<id>/{shared,server,web} — a manifest with its
// plan feature and nav item, an API with one workspace-owned table and its migration, a page with
// its pt-BR and en catalogs, its web build (vite.config.ts), and the specs (unit, integration, the
// SDK's contract) — then links the new packages. The hosts need no edit: they find the plugin at
// start (server) and load its web bundle at run time (web). Writes nothing for a bad id.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { poCatalog } from './new-plugin/catalog.mjs';
import { catalogMessages } from './new-plugin/messages.mjs';
import { firstMigration } from './new-plugin/migration.mjs';
import { pluginIdProblem, pluginNames } from './new-plugin/naming.mjs';
import { placeholders, renderTemplates } from './new-plugin/render.mjs';
import { declaredFeatureKeys, existingPluginIds, knownMigrationNames } from './new-plugin/repository.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const id = process.argv[2];

const problem = pluginIdProblem(id, { existingPlugins: existingPluginIds(root), featureKeys: declaredFeatureKeys(root) });
if (problem || process.argv.length > 3) {
  process.stderr.write(
    `new-plugin: ${problem ?? 'give one plugin id'}\nusage: npm run new-plugin <id>   (lower-case kebab-case, e.g. npm run new-plugin site-monitor)\n`,
  );
  process.exit(2);
}

const names = pluginNames(id);
const now = new Date();
const migration = firstMigration(names, knownMigrationNames(root), now);
const files = renderTemplates(join(root, 'scripts/new-plugin/templates'), placeholders(names, migration));
files.set(`server/src/migrations/${migration.name}.ts`, migration.source);
for (const locale of ['pt-BR', 'en']) {
  files.set(`web/src/locales/${locale}/messages.po`, poCatalog({ pluginId: id, locale, messages: catalogMessages(names), now }));
}

const folder = join(root, 'plugins', id);
if (existsSync(folder)) throw new Error(`plugins/${id} appeared while generating`);
for (const [path, content] of files) {
  mkdirSync(dirname(join(folder, path)), { recursive: true });
  writeFileSync(join(folder, path), content);
}
process.stdout.write(`Wrote plugins/${id}/ (${files.size} files).\n`);

/** Runs a step of the repository's own tooling; stops the generator when it fails. */
function run(what, command, args) {
  process.stdout.write(`\n${what}: ${[command, ...args].map((part) => part.replace(root + '/', '')).join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`new-plugin: "${what}" failed; plugins/${id}/ is written, finish by hand from this step.\n`);
    process.exit(result.status ?? 1);
  }
}

// The templates are formatted for a short id: the lint's formatter settles line lengths for any.
run('Formatting', join(root, 'node_modules/.bin/prettier'), ['--log-level', 'warn', '--write', `plugins/${id}/**/*.{ts,tsx}`]);
run('Linking the new packages', process.platform === 'win32' ? 'npm.cmd' : 'npm', [
  'install',
  '--no-audit',
  '--no-fund',
  '--prefer-offline',
  '--loglevel',
  'error',
]);

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
