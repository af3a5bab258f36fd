#!/usr/bin/env node
// bench/variance: how much one unchanged page's results move from run to run — our analysis (API call → stored
// result) against a plain `lighthouse` CLI run of the same page, alternately, RUNS times each (default 10).
// Prints, per metric, the median, the interquartile range and min–max of each side, the ratio of the spreads, and
// the chance of ours being that much wider if both sides varied alike (p; below 0.05 ours is really wider).
//   npm run bench:variance -w bench        (RUNS=10, PAGES=/padaria,/loja, AUDIT_RUNS=3 by default)
// AUDIT_RUNS is the server's PERFORMANCE_AUDIT_RUNS: the bench user is on Enterprise, so 3 is what a Pro or Enterprise user gets.
import { plainCli } from '../support/lighthouse-cli.mjs';
import { startOtimiza } from '../support/otimiza-server.mjs';
import { startBenchSite } from '../analysis/pages.mjs';
import { spreadOf, widerByChance } from './spread.mjs';

const runs = Number(process.env.RUNS ?? 10);
const paths = (process.env.PAGES ?? '/padaria,/loja').split(',');
const auditRuns = process.env.AUDIT_RUNS ?? '3';

/** What both sides report: the four scores and the Lighthouse metrics behind them. */
const measures = [
  ['performance', 'score'],
  ['accessibility', 'score'],
  ['seo', 'score'],
  ['best-practices', 'score'],
  ['first-contentful-paint', 'ms'],
  ['largest-contentful-paint', 'ms'],
  ['total-blocking-time', 'ms'],
  ['cumulative-layout-shift', ''],
  ['speed-index', 'ms'],
  ['server-response-time', 'ms'],
];

const site = await startBenchSite();
const otimiza = await startOtimiza({ env: { PERFORMANCE_AUDIT_RUNS: auditRuns } });

async function waitForProof(id) {
  for (;;) {
    const { body } = await otimiza.api(`/api/analyses/${id}`);
    if (['completed', 'failed', 'skipped'].includes(body.verification.status)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function ours(url) {
  const { response, body } = await otimiza.api('/api/analyze', { method: 'POST', body: JSON.stringify({ url, strategy: 'mobile' }) });
  if (!response.ok) throw new Error(`analyze failed: ${JSON.stringify(body)}`);
  // The proof audits the fixed page right after: let it finish so it does not overlap the next measured run.
  await waitForProof(body.id);
  const s = body.scores;
  const metrics = body.pageSpeedResults.metrics;
  const scores = { performance: s.performanceScore, accessibility: s.accessibilityScore, seo: s.seoScore, 'best-practices': s.bestPracticesScore };
  return Object.fromEntries(measures.map(([id, kind]) => [id, kind === 'score' ? scores[id] : (metrics[id]?.value ?? null)]));
}

async function cli(url) {
  const { lhr } = await plainCli(url);
  return Object.fromEntries(
    measures.map(([id, kind]) => [id, kind === 'score' ? Math.round(lhr.categories[id].score * 100) : (lhr.audits[id]?.numericValue ?? null)]),
  );
}

await ours(`${site.url}${paths[0]}`); // the server's first audit loads Lighthouse: not measured
const results = [];
for (const path of paths) {
  const url = `${site.url}${path}`;
  const a = [];
  const b = [];
  for (let run = 0; run < runs; run++) {
    process.stderr.write(`\r${path}: run ${run + 1}/${runs}   `);
    if (run % 2 === 0) {
      a.push(await ours(url));
      b.push(await cli(url));
    } else {
      b.push(await cli(url));
      a.push(await ours(url));
    }
  }
  results.push({ path, a, b });
}
process.stderr.write('\n');

const format = (value, kind) => (value === null ? '—' : kind === '' ? value.toFixed(3) : kind === 'ms' ? value.toFixed(0) : String(value));
console.log(
  `\nbench/variance — ${runs} alternating runs per page, mobile, ours with PERFORMANCE_AUDIT_RUNS=${auditRuns} (Node ${process.version}); IQR = interquartile range; p = chance that ours is this much wider with equal spreads\n`,
);
for (const { path, a, b } of results) {
  console.log(`${path}`);
  console.log(
    `  ${'metric'.padEnd(26)} ${'ours median'.padStart(11)} ${'IQR'.padStart(7)} ${'min–max'.padStart(13)}   ${'CLI median'.padStart(10)} ${'IQR'.padStart(7)} ${'min–max'.padStart(13)}   ${'IQR ratio'.padStart(9)} ${'p'.padStart(6)}`,
  );
  for (const [id, kind] of measures) {
    const ours = spreadOf(a.map((row) => row[id]));
    const plain = spreadOf(b.map((row) => row[id]));
    if (!ours || !plain) continue;
    const ratio = plain.iqr === 0 ? (ours.iqr === 0 ? '1.00' : '∞') : (ours.iqr / plain.iqr).toFixed(2);
    const chance = widerByChance(
      a.map((row) => row[id]),
      b.map((row) => row[id]),
    ).toFixed(2);
    console.log(
      `  ${id.padEnd(26)} ${format(ours.median, kind).padStart(11)} ${format(ours.iqr, kind).padStart(7)} ${`${format(ours.min, kind)}–${format(ours.max, kind)}`.padStart(13)}   ${format(plain.median, kind).padStart(10)} ${format(plain.iqr, kind).padStart(7)} ${`${format(plain.min, kind)}–${format(plain.max, kind)}`.padStart(13)}   ${ratio.padStart(9)} ${chance.padStart(6)}`,
    );
  }
}

await otimiza.stop();
site.close();
