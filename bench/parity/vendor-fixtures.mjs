#!/usr/bin/env node
// bench/parity/vendor-fixtures.mjs: copies from a snapshot of github.com/GoogleChrome/lighthouse the test fixtures
// bench/parity and bench/fixer-reach audit (those that load on loopback without the network), the files they load
// and Lighthouse's Apache-2.0 licence into bench/parity/vendor/fixtures/. The output is committed; run it again to take a
// newer snapshot.
//   node bench/parity/vendor-fixtures.mjs     (LIGHTHOUSE_REPO: the snapshot's git directory; LIGHTHOUSE_COMMIT)
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = process.env.LIGHTHOUSE_REPO ?? '/work/.mirror/GoogleChrome+lighthouse/repo';
const commit = process.env.LIGHTHOUSE_COMMIT ?? 'f8eac394a6';
const out = join(dirname(fileURLToPath(import.meta.url)), 'vendor', 'fixtures');

// Scripts are stored as `<name>.js.vendored` (served as `<name>.js`): Lighthouse's own code, kept out of this
// repository's lint and formatting. Paths under cli/test/fixtures. Files a fixture names but Lighthouse does not ship (bogus.jpg, unknown404.css,
// fcp-delayer.js, doesnotexist) are meant to answer 404, and do.
const files = [
  'seo/seo-failure-cases.html',
  'seo/seo-tester.html',
  'seo/seo-mixed-language.html',
  'a11y/a11y_tester.html',
  'dobetterweb/dbw_tester.html',
  'dobetterweb/dbw_tester.css',
  'dobetterweb/dbw_disabled.css',
  'dobetterweb/dbw_tester.js',
  'dobetterweb/empty.css',
  'dobetterweb/empty_module.js',
  'dobetterweb/lighthouse-1024x680.jpg',
  'dobetterweb/lighthouse-480x318.jpg',
  'dobetterweb/lighthouse-rotating.gif',
  'dobetterweb/third_party/aggressive-promise-polyfill.js',
];

/** Where a fixture file is kept: scripts with a suffix, so that no linter or formatter of this repository reads them. */
const storedName = (path) => (path.endsWith('.js') ? `${path}.vendored` : path);

const git = (...args) => execFileSync('git', ['-C', repo, ...args], { maxBuffer: 64 << 20 });
const fullCommit = git('rev-parse', commit).toString().trim();

rmSync(out, { recursive: true, force: true });
for (const path of files) {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, storedName(path)), git('show', `${fullCommit}:cli/test/fixtures/${path}`));
}
writeFileSync(join(out, 'LICENSE'), git('show', `${fullCommit}:LICENSE`));
writeFileSync(
  join(out, 'PROVENANCE.md'),
  `Copied unchanged from github.com/GoogleChrome/lighthouse at ${fullCommit} (v13.4.1), cli/test/fixtures/,
under the Apache License 2.0 (LICENSE beside this file), by bench/parity/vendor-fixtures.mjs. Scripts are kept as
\`<name>.js.vendored\` and served as \`<name>.js\`.
`,
);
console.log(`${files.length} files from ${fullCommit} into ${out}`);
