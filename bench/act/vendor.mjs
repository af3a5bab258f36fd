#!/usr/bin/env node
// bench/act/vendor.mjs: copies from a snapshot of github.com/act-rules/act-rules.github.io the test cases of every ACT
// rule that the installed axe-core maps a rule to (its `actIds`), the test assets they load and the W3C licence, into
// bench/act/vendor/cases/. The output is committed; run it again after an axe-core upgrade or to take a newer snapshot.
//   node bench/act/vendor.mjs     (ACT_RULES_REPO: the snapshot's git directory; ACT_RULES_COMMIT: the commit to read)
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storedName } from '../../plugins/analysis/server/test/act/act-cases.mjs';
import { axeRulesByActRule } from '../../plugins/analysis/server/test/act/axe-act-rules.mjs';
import { parseActRule } from './act-markdown.mjs';
import { licenceText } from './licence.mjs';

const repo = process.env.ACT_RULES_REPO ?? '/work/.mirror/act-rules+act-rules.github.io/repo';
const commit = process.env.ACT_RULES_COMMIT ?? 'd77d6fced330d12fcdeaf903cec5511923021127';
const out = join(dirname(fileURLToPath(import.meta.url)), 'vendor', 'cases');
const axe = createRequire(import.meta.url)('axe-core');

/**
 * Large media that decide no verdict, left out to keep 6 MB out of the repository (bench/act gives the same counts with
 * and without them, 2026-11-30). A case that names one finds nothing there.
 */
const LEFT_OUT = {
  'test-assets/rabbit-video/video.webm': 'second source after video.mp4, which Chromium plays: never requested',
  'test-assets/rabbit-video/silent.webm': 'second source after silent.mp4, which Chromium plays: never requested',
  'test-assets/perspective-video/perspective-video.mp4': 'a video that does not play by itself; video-caption reads its tracks, not the video',
  'test-assets/bypass-blocks-cf77f2/peach-garden-oath.jpg': 'an illustration in a page of text',
};

const git = (...args) => execFileSync('git', ['-C', repo, ...args], { maxBuffer: 64 << 20 });
const files = new Set(git('ls-tree', '-r', '--name-only', commit).toString().split('\n'));
const show = (path) => git('show', `${commit}:${path}`);
/** Whether the snapshot holds the file's content: a mirror may list its largest files without them. */
const present = (path) => {
  try {
    execFileSync('git', ['-C', repo, 'cat-file', '-e', `${commit}:${path}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** `/test-assets/…` addresses in a text, and (for a test asset itself) the addresses it names relative to its own folder. */
function referencedAssets(text, ownPath) {
  const found = [...text.matchAll(/\/test-assets\/[^"'()\s>#?]+/g)].map((match) => match[0].slice(1));
  if (ownPath) {
    for (const [, address] of text.matchAll(/(?:src|href|data)\s*=\s*["']([^"'#?]+)|url\(\s*["']?([^"')#?]+)/g)) {
      if (address && !/^([a-z]+:|\/|#)/i.test(address)) found.push(posix.normalize(posix.join(posix.dirname(ownPath), address)));
    }
  }
  return found.filter((path) => files.has(path));
}

const TEXT_ASSET = /\.(html?|css|js|svg|vtt|xml)$/;

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const mapping = axeRulesByActRule(axe.getRules());
const ruleFiles = [...files].filter((path) => /^_rules\/[^/]+\.md$/.test(path));
const written = [];
const missing = [];
const referenced = new Set();
for (const actId of [...mapping.keys()].sort()) {
  const file = ruleFiles.find((path) => path.endsWith(`-${actId}.md`));
  if (!file) {
    missing.push(actId);
    continue;
  }
  const rule = parseActRule(show(file).toString());
  const { assetCredits, ...kept } = rule;
  writeFileSync(join(out, `${actId}.json`), `${JSON.stringify({ ...kept, source: file }, null, 2)}\n`);
  written.push({ ...rule, source: file, assetCredits });
  for (const testCase of rule.cases) for (const path of referencedAssets(testCase.html)) referenced.add(path);
}

// Test assets load others (a frame's page its images and scripts): followed.
const copied = [];
const skipped = {};
const pending = [...referenced];
while (pending.length) {
  const path = pending.pop();
  if (LEFT_OUT[path] || !present(path)) {
    skipped[path] = LEFT_OUT[path] ?? 'the snapshot lists it without its content';
    continue;
  }
  const content = show(path);
  mkdirSync(join(out, dirname(path)), { recursive: true });
  writeFileSync(join(out, storedName(path)), content);
  copied.push(path);
  if (!TEXT_ASSET.test(path)) continue;
  for (const next of referencedAssets(content.toString(), path)) {
    if (referenced.has(next)) continue;
    referenced.add(next);
    pending.push(next);
  }
}

writeFileSync(
  join(out, 'LICENSE.md'),
  licenceText({
    licence: show('pages/license.md').toString(),
    commit,
    year: git('show', '-s', '--format=%cd', '--date=format:%Y', commit).toString().trim(),
    rules: written,
    copied: copied.sort(),
    skipped,
  }),
);

const cases = written.reduce((sum, rule) => sum + rule.cases.length, 0);
console.log(`${written.length} ACT rules, ${cases} test cases, ${copied.length} test assets written to ${out}`);
for (const [path, reason] of Object.entries(skipped)) console.log(`left out ${path}: ${reason}`);
if (missing.length) console.log(`mapped by axe-core ${axe.version} but not in the snapshot: ${missing.join(', ')}`);
