// A plugin written outside this repository (`npm run new-plugin -- <id> --out <folder>`): the same three
// packages as in plugins/<id>/, in an npm workspace of their own. Without this repository's workspace they
// get the SDK from a tarball of it (`npm pack` of sdk/, in vendor/, named by file: in each package) and
// their build tools from the project's own devDependencies, at the versions this repository builds with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the SDK's tarball lies in the project, and its name as `npm pack` writes it. */
export const vendorFolder = 'vendor';
export const sdkTarballName = (version) => `otimiza-sdk-${version}.tgz`;

/** The specs need the host (`@otimiza/host-testing`, a real PostgreSQL), which only a checkout of this repository has. */
export function writtenOutside(path) {
  return !/\.(int-)?spec\.tsx?$/.test(path);
}

/** Where a catalog entry's origin is written from: the web package (the SDK's lingui.config.mjs has it as rootDir). */
export function outsideOrigin(file) {
  return file.startsWith('web/') ? file.slice('web/'.length) : `../${file}`;
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** A part's file as it is outside: the SDK from the tarball, the configuration from the project's root, no host kit. */
export function outsideFile(path, content, { sdkVersion }) {
  if (path.endsWith('tsconfig.json')) return content.replace('../../../tsconfig.base.json', '../tsconfig.base.json');
  if (!path.endsWith('package.json')) return content;
  const pkg = JSON.parse(content);
  pkg.dependencies['@otimiza/sdk'] = `file:../${vendorFolder}/${sdkTarballName(sdkVersion)}`;
  if (pkg.scripts?.build) pkg.scripts.build = pkg.scripts.build.replace('../../../.swcrc', '../.swcrc');
  if (pkg.devDependencies) {
    delete pkg.devDependencies['@otimiza/host-testing'];
    if (Object.keys(pkg.devDependencies).length === 0) delete pkg.devDependencies;
  }
  if (path.startsWith('web/')) {
    // Lingui's CLI with the SDK's configuration of a plugin's catalog (the host's core/web config is not here).
    pkg.scripts['i18n:extract'] =
      'node --import @otimiza/sdk/vite/node20-compat ../node_modules/@lingui/cli/dist/lingui.js extract --clean --config ../node_modules/@otimiza/sdk/vite/lingui.config.mjs';
  }
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** The versions this repository builds with, of each tool the project needs for its own build. */
function toolVersions(root) {
  const rootPackage = readJson(join(root, 'package.json'));
  const sdk = readJson(join(root, 'sdk/package.json'));
  const web = readJson(join(root, 'core/web/package.json'));
  const pick = (from, names) => Object.fromEntries(names.map((name) => [name, from[name]]));
  // What @otimiza/sdk/vite imports (its optional peers) builds the web bundle; swc the server and shared packages.
  const viteBuild = Object.keys(sdk.peerDependencies).filter((name) =>
    /^(vite$|@vitejs\/|@rolldown\/|@babel\/|@lingui\/(vite-plugin|conf|format-po|babel))/.test(name),
  );
  return Object.fromEntries(
    Object.entries({
      ...pick(sdk.peerDependencies, viteBuild),
      ...pick(rootPackage.devDependencies, ['@swc/cli', '@swc/core', 'typescript', '@types/node', 'prettier']),
      ...pick(web.devDependencies, ['@lingui/cli', '@types/react', '@types/react-dom']),
      // The release step's bundler (release.mjs), at the version Vite builds with here.
      rolldown: readJson(join(root, 'node_modules/rolldown/package.json')).version,
    }).sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The project's own files: its workspace, the shared configuration of its packages, how to build and ship it. */
export function outsideProjectFiles(names, { root, sdkVersion }) {
  const rootPackage = readJson(join(root, 'package.json'));
  const tsconfig = readJson(join(root, 'tsconfig.base.json'));
  // The repo's paths point into its own folders; here every import resolves from node_modules.
  delete tsconfig.compilerOptions.paths;
  const tools = toolVersions(root);
  const projectPackage = {
    name: `otimiza-plugin-${names.id}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    description: `${names.title}: an Otimiza plugin (shared, server, web), written and built outside the Otimiza repository.`,
    engines: rootPackage.engines,
    workspaces: ['shared', 'server', 'web'],
    scripts: {
      build: 'npm run build --workspaces && node release.mjs',
      typecheck: 'npm run typecheck --workspaces',
      'i18n:extract': 'npm run i18n:extract --workspace web',
      format: 'prettier --write "**/*.{ts,tsx}"',
    },
    allowScripts: { '@swc/core': true },
    devDependencies: tools,
    // Lingui's Vite plugin 6.8 declares @rolldown/plugin-babel ^0.1 || ^0.2 as an optional peer, and npm refuses the
    // ^0.3 that @vitejs/plugin-react and the SDK take when both sit in one node_modules; Otimiza builds with ^0.3.
    overrides: { '@lingui/vite-plugin': { '@rolldown/plugin-babel': tools['@rolldown/plugin-babel'] } },
  };
  const tarball = sdkTarballName(sdkVersion);
  return new Map([
    ['package.json', `${JSON.stringify(projectPackage, null, 2)}\n`],
    ['tsconfig.base.json', `${JSON.stringify(tsconfig, null, 2)}\n`],
    ['.swcrc', readFileSync(join(root, '.swcrc'), 'utf8')],
    ['.prettierrc.json', readFileSync(join(root, '.prettierrc.json'), 'utf8')],
    ['.gitignore', 'node_modules/\ndist/\nrelease/\n'],
    ['release.mjs', readFileSync(join(root, 'scripts/new-plugin/outside/release.mjs'), 'utf8')],
    ['README.md', outsideReadme(names, tarball)],
  ]);
}

function outsideReadme(names, tarball) {
  return `# ${names.title} — an Otimiza plugin

Written by \`npm run new-plugin -- ${names.id} --out <folder>\` in a checkout of Otimiza, built here, outside it.

| folder | package | what it holds |
| --- | --- | --- |
| \`shared\` | \`@otimiza/plugin-${names.id}-shared\` | the manifest (plan feature \`${names.featureKey}\`, \`requires: ['analysis']\`, the job, the nav item), the API's zod schemas and types |
| \`server\` | \`@otimiza/plugin-${names.id}-server\` | the Nest module: \`/api/${names.id}/items\`, the table \`${names.table}\` and its migration, the job \`${names.id}.check\` (an address's latest audit, through the analysis plugin's port) and the schedule that queues it |
| \`web\` | \`@otimiza/plugin-${names.id}-web\` | the page \`/${names.id}\` and its catalogs (pt-BR, en), built into one ES module bundle |
| \`${vendorFolder}\` | | \`${tarball}\`: the SDK (\`npm pack\` of the checkout's \`sdk/\`), which each package names with \`file:\` |

## Build

\`\`\`sh
npm install        # the SDK from ${vendorFolder}/${tarball}, the build tools at the versions Otimiza builds with
npm run build      # shared/dist and server/dist (swc, ES modules), web/dist (vite: index.js and assets/), then release/${names.id}/
\`\`\`

The build's last step (\`release.mjs\`) writes \`release/${names.id}/\`: the plugin as an instance takes it, with no
\`node_modules\` — \`server/dist/index.js\` holds the server and shared packages and whatever else they import, in one ES
module, except what the host provides (the SDK, other plugins' contract packages, Nest, MikroORM, reflect-metadata, RxJS, zod); \`web/dist\` is the bundle.

## Run it in an Otimiza instance

Copy the release into the instance's plugins folder (\`PLUGINS_DIR\`) and restart the instance (the host finds the
\`server\` and \`web\` packages below it):

\`\`\`sh
cp -a release/${names.id} "$PLUGINS_DIR/${names.id}"
\`\`\`

At start the host checks each package's \`"otimiza": { "sdk": "^…" }\` against its own SDK, loads \`server/dist\` with
\`import()\` (the SDK, other plugins' contract packages, Nest, MikroORM, RxJS and zod from the host), runs the migration, mounts the routes and serves \`web/dist\` at \`/api/plugins/${names.id}/web/\`. The plugin needs the
\`analysis\` plugin in the same instance (\`requires\`). Remove the folder and restart: the plugin is gone, its table stays.

## Change it

- Texts: Lingui macros in pt-BR; \`npm run i18n:extract\`, then translate the new entries of
  \`web/src/locales/en/messages.po\` (a missing English text fails the build).
- Tables: change the entity, then write the next migration in \`server/src/migrations/\` and list it in
  \`server/src/index.ts\`. \`npm run migration:create\` needs the host: run it in a checkout of Otimiza with this plugin
  in its \`plugins/\` folder.
- Specs: the unit, integration and contract specs (\`describePluginContract\`) run against the real host, which only a
  checkout of Otimiza has: put the plugin in its \`plugins/\` folder and run \`npm run test:plugin ${names.id}\` there.
- The SDK: the checkout's \`sdk/README.md\`, also in \`node_modules/@otimiza/sdk/README.md\`.
`;
}
