#!/usr/bin/env node
// `npm run test:changed [-- --base <ref>] [-- --e2e]`: the developer loop. Nx works out which
// packages the change touches (the packages changed since <ref> and those that depend on them;
// uncommitted changes count), builds those, then runs the unit and integration specs inside them.
// With --e2e, the end-to-end specs named after an affected plugin run too. CI runs everything (npm test).
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testEnvironment } from './test-environment.mjs';
import { pluginWideSpecs } from './testing/plugin-wide-specs.mjs';
import { runCommand } from './testing/run-command.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const nx = join(root, 'node_modules/.bin/nx');
const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args[baseIndex + 1] : 'HEAD';
const withE2e = args.includes('--e2e');

/** Package name → folder, for the workspaces of the root package.json that hold specs. */
function packageFolders() {
  const folders = new Map();
  const candidates = [join(root, 'sdk'), join(root, 'scripts')];
  for (const core of readdirSync(join(root, 'core'))) candidates.push(join(root, 'core', core));
  for (const plugin of readdirSync(join(root, 'plugins'))) {
    for (const side of readdirSync(join(root, 'plugins', plugin))) candidates.push(join(root, 'plugins', plugin, side));
  }
  for (const folder of candidates) {
    try {
      folders.set(JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).name, relative(root, folder));
    } catch {
      // a folder without a package (scripts/) or not a workspace
    }
  }
  return folders;
}

const affected = JSON.parse(execFileSync(nx, ['show', 'projects', '--affected', `--base=${base}`, '--json'], { cwd: root, encoding: 'utf8' }));
const folders = packageFolders();
const specFolders = affected.map((name) => folders.get(name)).filter(Boolean);
const changedFiles = execFileSync('git', ['diff', '--name-only', base], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
if (changedFiles.some((file) => file.startsWith('scripts/'))) specFolders.push('scripts');
// The host loads plugins at run time, so Nx sees no dependency from the core on them: a changed
// plugin brings the core's specs that run over every plugin.
const pluginChanged = specFolders.some((folder) => folder.startsWith('plugins/'));

if (specFolders.length === 0) {
  console.log(`test:changed: nothing changed since ${base}.`);
  process.exit(0);
}
console.log(`test:changed since ${base}: ${specFolders.join(', ')}`);

const build = spawnSync(nx, ['affected', '-t', 'build', `--base=${base}`, '--output-style=static'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const environment = await testEnvironment(root);
const vitest = join(root, 'node_modules/.bin/vitest');
let status;
try {
  status = await runCommand(
    vitest,
    [
      'run',
      '--project',
      'unit',
      '--project',
      'unit-web',
      '--project',
      'integration',
      '--passWithNoTests',
      ...specFolders.map((folder) => `${folder}/`),
      ...(pluginChanged ? pluginWideSpecs : []),
    ],
    {
      cwd: root,
      env: environment.env,
    },
  );
  if (status === 0 && withE2e) {
    const plugins = new Set(specFolders.filter((folder) => folder.startsWith('plugins/')).map((folder) => folder.split('/')[1]));
    const e2eSpecs = readdirSync(join(root, 'e2e/specs')).filter((file) => [...plugins].some((plugin) => file.startsWith(plugin)));
    if (e2eSpecs.length > 0) {
      status = await runCommand(vitest, ['run', '--project', 'e2e', ...e2eSpecs.map((file) => `e2e/specs/${file}`)], {
        cwd: root,
        env: environment.env,
      });
    }
  }
} finally {
  await environment.stop();
}
process.exit(status ?? 1);
