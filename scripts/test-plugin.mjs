#!/usr/bin/env node
// `npm run test:plugin <id>`: one plugin's unit, integration and contract specs (the files under
// plugins/<id>/) and the core's specs that run over every plugin (testing/plugin-wide-specs.mjs),
// against a real PostgreSQL and Redis (see test-environment.mjs): every test app creates its own
// database and drops it. Needs `npm run build` first for the web registry and the built server
// (specs that start it as a process).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testEnvironment } from './test-environment.mjs';
import { pluginWideSpecs } from './testing/plugin-wide-specs.mjs';
import { runCommand } from './testing/run-command.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const id = process.argv[2];
if (!id || !/^[a-z][a-z0-9-]*$/.test(id)) {
  process.stderr.write('usage: npm run test:plugin -- <plugin-id>   e.g. npm run test:plugin reports\n');
  process.exit(2);
}
const folder = join(root, 'plugins', id);
if (!existsSync(folder)) {
  process.stderr.write(`No plugin "${id}": plugins/${id} does not exist.\n`);
  process.exit(2);
}

const { env, stop } = await testEnvironment(root);
let status;
try {
  status = await runCommand(
    join(root, 'node_modules/.bin/vitest'),
    ['run', '--project', 'unit', '--project', 'unit-web', '--project', 'integration', `plugins/${id}/`, ...pluginWideSpecs],
    {
      cwd: root,
      env,
    },
  );
} finally {
  await stop();
}
process.exit(status);
