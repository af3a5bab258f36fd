// The last step of `npm run build` in a plugin project written outside the Otimiza repository: release/<id>/, the
// plugin as an instance's plugins folder takes it, with no node_modules. Copied as it is into the project by
// `npm run new-plugin -- <id> --out <folder>` (scripts/new-plugin/outside.mjs).
//
//   release/<id>/server/  package.json (the `otimiza` field) and dist/index.js: the server package and its shared
//                         package in one ES module, with what the host provides left as imports
//   release/<id>/web/     package.json (the `otimiza` field) and dist/: the bundle `vite build` wrote
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';

/**
 * Imports the host answers at run time, left out of the bundle. The SDK, the plugins' contract packages
 * (`@otimiza/plugin-<id>-contract`: another plugin's ports and events), Nest, MikroORM, reflect-metadata and RxJS
 * must be the host's own instances (decorators, classes and port tokens are compared by identity: the host's resolve
 * hook, core/server/src/kernel/plugins/loading/host-resolution.ts, which a spec keeps equal to this list); zod is the one the
 * host's SDK validates with. Everything else the plugin imports goes into the bundle.
 */
export const providedByHost = [
  /^@otimiza\/sdk(\/|$)/,
  /^@otimiza\/plugin-[a-z0-9-]+-contract(\/|$)/,
  /^@nestjs\//,
  /^@mikro-orm\//,
  /^reflect-metadata$/,
  /^rxjs(\/|$)/,
  /^zod(\/|$)/,
];

const builtins = new Set(builtinModules);
const isExternal = (specifier) => specifier.startsWith('node:') || builtins.has(specifier) || providedByHost.some((pattern) => pattern.test(specifier));

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The package.json of a released part: its name, version and `otimiza` field, nothing to install. */
function releasedPackage(part, extra = {}) {
  const { name, version, description, otimiza } = readJson(join(part, 'package.json'));
  return `${JSON.stringify({ name, version, private: true, type: 'module', description, otimiza, ...extra }, null, 2)}\n`;
}

export async function release(project) {
  const server = join(project, 'server');
  const web = join(project, 'web');
  const pluginId = readJson(join(server, 'package.json')).otimiza.pluginId;
  const out = join(project, 'release', pluginId);
  if (!existsSync(join(server, 'dist/index.js')) || !existsSync(join(web, 'dist/index.js'))) {
    throw new Error("server/dist and web/dist are missing: run the packages' builds first (npm run build)");
  }
  rmSync(out, { recursive: true, force: true });

  const bundle = await rolldown({ input: join(server, 'dist/index.js'), platform: 'node', external: isExternal, logLevel: 'warn' });
  await bundle.write({ file: join(out, 'server/dist/index.js'), format: 'esm' });
  await bundle.close();
  writeFileSync(join(out, 'server/package.json'), releasedPackage(server, { exports: { '.': './dist/index.js' } }));

  mkdirSync(join(out, 'web'), { recursive: true });
  cpSync(join(web, 'dist'), join(out, 'web/dist'), { recursive: true });
  writeFileSync(join(out, 'web/package.json'), releasedPackage(web));
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = await release(process.cwd());
  process.stdout.write(`Released ${out}: copy it into the instance's plugins folder (PLUGINS_DIR) and restart the instance.\n`);
}
