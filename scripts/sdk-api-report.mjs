#!/usr/bin/env node
// The SDK's public surface, pinned: API Extractor writes one report per entry point of
// @otimiza/sdk (sdk/api-report/<entry>.api.md) from the declarations tsc emits. `npm run lint` runs
// it with --check, which fails when an export changed and the report was not written again with
// `npm run api:report` — so a change to what plugins can import is always a reviewed diff.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
// Outside node_modules: API Extractor takes whatever lies under node_modules for another package.
const cache = join(root, '.api-extractor');
const entries = ['shared', 'server', 'pdf', 'testing', 'web', 'web-testing', 'vite'];
/** The declarations of an entry: tsc's, except `vite`, whose JavaScript (sdk/vite) comes with hand-written ones. */
const declarationsOf = (entry) => (entry === 'vite' ? `./types/sdk/vite/index.d.ts` : `./types/sdk/src/${entry}/index.d.ts`);

const emitted = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(root, 'sdk/tsconfig.api.json')], { cwd: root, stdio: 'inherit' });
if (emitted.status !== 0) process.exit(emitted.status ?? 1);
mkdirSync(join(cache, 'types/sdk/vite'), { recursive: true });
copyFileSync(join(root, 'sdk/vite/index.d.mts'), join(cache, declarationsOf('vite')));

// The analysis reads declarations only: the SDK's own entries (a web file imports '@otimiza/sdk/shared')
// and the host's resolve to what tsc emitted, never to the TypeScript sources the repo's paths name.
const analysisConfig = join(cache, 'tsconfig.json');
writeFileSync(
  analysisConfig,
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      skipLibCheck: true,
      jsx: 'react-jsx',
      types: ['node'],
      paths: { '@otimiza/sdk/*': ['./types/sdk/src/*/index.d.ts'], '@otimiza/core-server': ['./types/core/server/src/index.d.ts'] },
    },
    files: entries.map(declarationsOf),
  }),
);

let failed = false;
for (const entry of entries) {
  mkdirSync(join(cache, 'temp'), { recursive: true });
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: join(root, 'sdk'),
      mainEntryPointFilePath: join(cache, declarationsOf(entry)),
      compiler: { tsconfigFilePath: analysisConfig },
      apiReport: {
        enabled: true,
        reportFileName: `${entry}.api.md`,
        reportFolder: join(root, 'sdk/api-report'),
        reportTempFolder: join(cache, 'temp'),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The report is the contract; doc-comment style and release tags are not checked here.
        extractorMessageReporting: { default: { logLevel: 'none' } },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
        compilerMessageReporting: { default: { logLevel: 'warning' } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(root, 'sdk/package.json'),
  });
  const result = Extractor.invoke(config, { localBuild: !check, showVerboseMessages: false });
  if (result.apiReportChanged && check) {
    console.error(`sdk/api-report/${entry}.api.md: @otimiza/sdk/${entry}'s exports changed; review them and run \`npm run api:report\`.`);
    failed = true;
  } else if (!result.succeeded) {
    console.error(`@otimiza/sdk/${entry}: API Extractor failed (${result.errorCount} errors).`);
    failed = true;
  } else if (result.apiReportChanged) {
    console.log(`wrote sdk/api-report/${entry}.api.md`);
  }
}
process.exit(failed ? 1 : 0);
