#!/usr/bin/env node
// `npm run migration:create -- <core|plugin-id> <what-it-does>`: writes the migration that brings
// the package's tables to its entities, adds it to the package's migration list and updates the
// package's snapshot (core/server/src/kernel/database/migrations/.snapshot-core.json,
// plugins/<id>/server/src/migrations/.snapshot-<id>.json). Builds the server packages first
// (SKIP_BUILD=true skips it). A package without a snapshot yet needs a PostgreSQL server
// (DATABASE_URL, default the local one) for a scratch database. The files it writes are formatted
// with the repository's Prettier settings, so that `npm run lint` passes on them as written.
import { spawnSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [target, name] = process.argv.slice(2);
if (!target || !name || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
  process.stderr.write(
    'usage: npm run migration:create -- <core|plugin-id> <what-it-does, kebab-case>\n  e.g. npm run migration:create -- analysis deploy-notes\n',
  );
  process.exit(2);
}
if (process.env.SKIP_BUILD !== 'true') {
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--exclude', '@otimiza/core-web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { createMigration, installedServerPlugins } = await import('../core/server/dist/index.js');
const { plugins: serverPlugins } = await installedServerPlugins();
try {
  const result = await createMigration({
    root,
    target,
    name,
    plugins: serverPlugins,
    databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  if ('unchanged' in result) process.stdout.write(`The entities of ${target} and its migrations agree: nothing to write.\n`);
  else {
    const formatted = spawnSync(join(root, 'node_modules/.bin/prettier'), ['--log-level', 'warn', '--write', result.created, result.registry], {
      cwd: root,
      stdio: 'inherit',
    });
    if (formatted.status !== 0) process.exitCode = formatted.status ?? 1;
    process.stdout.write(`Wrote ${relative(root, result.created)} (${result.statements} statements) and added it to ${target}'s migrations.\n`);
  }
} catch (error) {
  process.stderr.write(`\nmigration:create failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
