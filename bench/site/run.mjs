#!/usr/bin/env node
// bench/site: the same generated local site (Casa Verde, plugins/site-audit/server/src/testing: 69 pages, crawl-delay
// off) audited whole by us and by Unlighthouse, one after the other in one run: our site audit through the API
// (discovery, sampling by template, each page an analysis on the queue, the report) and `unlighthouse-ci` (its crawl,
// its dynamic sampling, Lighthouse per page), both on mobile with Lighthouse's simulated throttling, PAGES_PER_GROUP
// pages of each template and AUDIT_RUNS Lighthouse runs per page (the median kept) on both sides. Prints each side's
// pages, time and pages per minute, and the ratio. Then 5 of the pages (the home and one of each template), audited
// by a plain `lighthouse` CLI run each: our scores and Unlighthouse's against it, under the product's spread rule
// (`standingOf`, sdk/src/shared/score-spread.ts). Target: ours ≥ 1.5 × Unlighthouse's pages per minute.
//   npm run bench:site -w bench     (after npm run build; PAGES_PER_GROUP=2, AUDIT_RUNS=1, PAGES_PER_TEMPLATE for a larger site)
import { cpus, loadavg } from 'node:os';
import { standingOf } from '@otimiza/sdk/shared';
import { startTestSite } from '../../plugins/site-audit/server/dist/testing/index.js';
import { cliRetries, plainCli } from '../support/lighthouse-cli.mjs';
import { chrome, startOtimiza } from '../support/otimiza-server.mjs';
import { auditedPages, auditSite, proofsEnded, waitForProofs } from './site-run.mjs';
import { installUnlighthouse, runUnlighthouse, unlighthouseVersion } from './unlighthouse.mjs';

const perGroup = Number(process.env.PAGES_PER_GROUP ?? 2);
const auditRuns = Number(process.env.AUDIT_RUNS ?? 1);
const pagesPerTemplate = process.env.PAGES_PER_TEMPLATE ? Number(process.env.PAGES_PER_TEMPLATE) : undefined;
const target = 1.5;
const categories = ['performance', 'accessibility', 'seo', 'bestPractices'];

const site = await startTestSite({ crawlDelaySeconds: 0, pagesPerTemplate });
console.log(`test site: ${site.pages.length} pages at ${site.origin}`);

console.log(`installing Unlighthouse ${unlighthouseVersion} with npx (not timed)…`);
const unlighthouse = installUnlighthouse();
if (unlighthouse.error) console.log(`Unlighthouse cannot run here: ${unlighthouse.error}`);
else console.log(`  ${unlighthouse.bin} on Node ${unlighthouse.nodeVersion}`);

const otimiza = await startOtimiza({ env: { PERFORMANCE_AUDIT_RUNS: String(auditRuns), LOG_LEVEL: 'error' } });

console.log(`ours: auditing ${site.origin} (${perGroup} pages per template)…`);
const ourLoad = loadavg()[0];
const ours = await auditSite(otimiza, {
  url: site.origin,
  samplePerGroup: perGroup,
  onProgress: (run) => process.stderr.write(`\r  ${run.status}: ${run.progress.audited + run.progress.failed}/${run.progress.toAudit} pages   `),
});
process.stderr.write('\n');
// The proofs of the fixes (a template group's first sample audited again after its fixes) share the audit queue with
// the pages: those that ended within the run count among its Lighthouse runs. The others go on after the report is
// complete, and must end before Unlighthouse starts.
const proofsInRun = await proofsEnded(otimiza, ours.run.id);
const proofs = await waitForProofs(otimiza, ours.run.id);
const ourPages = await auditedPages(otimiza, ours.run.id);

let theirs = unlighthouse;
let theirLoad = null;
if (!unlighthouse.error) {
  console.log(`Unlighthouse: scanning ${site.origin} (dynamic sampling ${perGroup})…`);
  theirLoad = loadavg()[0];
  theirs = await runUnlighthouse(unlighthouse, { site: site.origin, perGroup, samples: auditRuns, chrome });
  if (theirs.error) console.log(theirs.error);
}

// The home and one page of each template, audited by both sides where their samples meet.
const pathOf = (page) => new URL(page.url).pathname;
const scannedByThem = new Set(theirs.routes?.map((route) => route.path) ?? []);
const compared = ['/', '/blog/', '/categorias/', '/lojas/', '/produtos/']
  .map((start) => {
    const candidates = ourPages.filter((page) => (start === '/' ? pathOf(page) === '/' : pathOf(page).startsWith(start)));
    return candidates.find((page) => scannedByThem.has(pathOf(page))) ?? candidates[0];
  })
  .filter(Boolean);
console.log(`plain lighthouse CLI on ${compared.length} pages…`);
const rows = [];
for (const page of compared) {
  const path = pathOf(page);
  const cli = (await plainCli(page.url)).scores;
  const unl = theirs.routes?.find((route) => route.path === path)?.scores ?? null;
  rows.push({ path, ours: categories.map((category) => page.scores[category]), cli, unl });
}

await otimiza.stop();
await site.close();

const perMinute = (pages, ms) => pages / (ms / 60_000);
const ourRate = perMinute(ours.run.progress.audited, ours.ms);
const theirRate = theirs.error ? null : perMinute(theirs.routes.length, theirs.ms);
const seconds = (ms) => (ms / 1000).toFixed(1);
const ourRuns = (ours.run.progress.audited + ours.run.progress.failed + proofsInRun) * auditRuns;

console.log(
  `\nbench/site — ${site.pages.length}-page test site on loopback, mobile, simulated throttling, ${perGroup} pages per template, ${auditRuns} Lighthouse run(s) per page; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (Node ${process.version}, ${cpus().length} cores)\n`,
);
console.log('side                     pages found  pages audited  failed  Lighthouse runs  time (s)  pages/min  load average at start');
console.log(
  `${'Otimiza site audit'.padEnd(24)} ${String(ours.run.progress.discovered).padStart(11)}  ${String(ours.run.progress.audited).padStart(13)}  ${String(ours.run.progress.failed).padStart(6)}  ${String(ourRuns).padStart(15)}  ${seconds(ours.ms).padStart(8)}  ${ourRate.toFixed(2).padStart(9)}  ${ourLoad.toFixed(1).padStart(21)}`,
);
if (theirs.error) console.log(`${`Unlighthouse ${unlighthouseVersion}`.padEnd(24)} did not run: see above`);
else
  console.log(
    `${`Unlighthouse ${unlighthouseVersion}`.padEnd(24)} ${'—'.padStart(11)}  ${String(theirs.routes.length).padStart(13)}  ${'—'.padStart(6)}  ${String(theirs.routes.length * auditRuns).padStart(15)}  ${seconds(theirs.ms).padStart(8)}  ${theirRate.toFixed(2).padStart(9)}  ${theirLoad.toFixed(1).padStart(21)}`,
  );
console.log(
  `\nours: discovery ${seconds(ours.ms - ours.auditingMs)} s, audits ${seconds(ours.auditingMs)} s; ${proofsInRun} of the ${proofs.count} proofs of the fixes (a template group's first page audited again after its fixes) ran within the run, among its Lighthouse runs${proofsInRun < proofs.count ? `; the rest ended ${seconds(proofs.ms)} s after it, not counted` : ''}.`,
);
if (theirs.finishedLine)
  console.log(`Unlighthouse's own count (from its start, after Node and its config load): ${theirs.finishedLine.replace(/^.*has finished scanning /, '')}`);
if (theirRate !== null) {
  const ratio = ourRate / theirRate;
  console.log(`\npages per minute, ours / Unlighthouse: ${ratio.toFixed(2)} (target ≥ ${target}): ${ratio >= target ? 'met' : 'NOT met'}`);
  const runsRatio = perMinute(ourRuns, ours.ms) / perMinute(theirs.routes.length * auditRuns, theirs.ms);
  console.log(`Lighthouse runs per minute, ours / Unlighthouse: ${runsRatio.toFixed(2)} (ours with the proofs that ran within the run: ${proofsInRun})`);
  // The proofs are work Unlighthouse does not do; counted anyway, the run's pages over the time until its last proof ended.
  const withProofs = perMinute(ours.run.progress.audited, ours.ms + proofs.ms) / theirRate;
  console.log(`pages per minute up to our last proof (${proofs.count} more Lighthouse runs), ours / Unlighthouse: ${withProofs.toFixed(2)}`);
} else {
  console.log(`\npages per minute, ours / Unlighthouse: not measured, Unlighthouse did not run (target ≥ ${target})`);
}

const verdict = (scores, reference) =>
  scores === null
    ? '—'
    : categories
        .map((category, index) => [category, standingOf(scores[index], reference[index], category)])
        .filter(([, standing]) => standing !== 'level')
        .map(([category, standing]) => `${category} ${standing}`)
        .join(', ') || 'all within';
console.log('\npage (plain lighthouse CLI = reference)   ours P/A/S/BP    CLI P/A/S/BP     Unlighthouse P/A/S/BP   ours vs CLI         Unlighthouse vs CLI');
let within = 0;
for (const row of rows) {
  within += categories.filter((category, index) => standingOf(row.ours[index], row.cli[index], category) === 'level').length;
  console.log(
    `${row.path.slice(0, 40).padEnd(40)} ${row.ours.join('/').padEnd(16)} ${row.cli.join('/').padEnd(16)} ${(row.unl?.join('/') ?? '—').padEnd(23)} ${verdict(row.ours, row.cli).padEnd(19)} ${verdict(row.unl, row.cli)}`,
  );
}
console.log(
  `\nour scores within the spread rule of the plain run (performance ±5, others ±1): ${within} of ${rows.length * categories.length}${cliRetries.count ? `; ${cliRetries.count} CLI run(s) crashed and were retried` : ''}`,
);
