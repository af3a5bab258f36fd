#!/usr/bin/env node
// bench/analysis: our end-to-end analysis (API call → stored result, a browser started per audit) against a plain
// `lighthouse` CLI run of the same page (a browser started per run), alternately, several times.
// Prints median times, their ratio, and the four scores of each side by side.
//   npm run bench            (ROUNDS=5 by default; DATABASE_URL optional: embedded PostgreSQL otherwise)
import { cliRetries, median, plainCli } from '../support/lighthouse-cli.mjs';
import { startOtimiza } from '../support/otimiza-server.mjs';
import { pages, startBenchSite } from './pages.mjs';

const rounds = Number(process.env.ROUNDS ?? 5);

const site = await startBenchSite();
const siteUrl = site.url;
const otimiza = await startOtimiza();

async function ours(url) {
  const started = performance.now();
  const { response, body } = await otimiza.api('/api/analyze', { method: 'POST', body: JSON.stringify({ url, strategy: 'mobile' }) });
  if (!response.ok) throw new Error(`analyze failed: ${JSON.stringify(body)}`);
  const s = body.scores;
  const ms = performance.now() - started;
  // The proof (the fixed page audited again) follows every analysis: wait for it outside the
  // timed part, so the next measured run does not queue behind it, and time it on its own.
  const proof = await proofOf(body.id);
  return {
    ms,
    proofMs: proof?.ms ?? null,
    proofPerformance: proof?.performance ?? null,
    scores: [s.performanceScore, s.accessibilityScore, s.seoScore, s.bestPracticesScore],
  };
}

/** The proof's time, and performance before → after it: the fixer must not make its own test pages slower. */
async function proofOf(id) {
  const started = performance.now();
  for (;;) {
    const { body } = await otimiza.api(`/api/analyses/${id}`);
    const { status, before, after } = body.verification;
    if (['completed', 'failed', 'skipped'].includes(status))
      return status === 'completed' ? { ms: performance.now() - started, performance: [before.performance, after.performance] } : null;
    await new Promise((r) => setTimeout(r, 200));
  }
}

await ours(`${siteUrl}/padaria`); // the server's first audit starts its proxy and loads Lighthouse: not measured
const rows = [];
for (const path of Object.keys(pages)) {
  const url = `${siteUrl}${path}`;
  const a = [];
  const b = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      a.push(await ours(url));
      b.push(await plainCli(url));
    } else {
      b.push(await plainCli(url));
      a.push(await ours(url));
    }
  }
  const proofs = a.map((r) => r.proofMs).filter((ms) => ms !== null);
  const measured = a.filter((r) => r.proofPerformance !== null);
  rows.push({
    path,
    ours: median(a.map((r) => r.ms)),
    cli: median(b.map((r) => r.ms)),
    proof: proofs.length ? median(proofs) : null,
    performanceBefore: measured.length ? median(measured.map((r) => r.proofPerformance[0])) : null,
    performanceAfter: measured.length ? median(measured.map((r) => r.proofPerformance[1])) : null,
    oursScores: a.at(-1).scores,
    cliScores: b.at(-1).scores,
  });
}

console.log(`\nbench/analysis — ${rounds} alternating rounds per page, mobile, medians (Node ${process.version})\n`);
console.log('page       ours (ms)  lighthouse CLI (ms)  ratio   proof (ms)  proof/CLI   perf before → after   scores ours P/A/S/BP   scores CLI P/A/S/BP');
// sdk/src/shared/score-spread.ts runToRunSpread.performance: a larger fall is a regression the fixer caused.
const performanceSpread = 5;
const regressions = [];
for (const row of rows) {
  const proof = row.proof === null ? '—'.padStart(10) : row.proof.toFixed(0).padStart(10);
  const proofRatio = row.proof === null ? '—'.padStart(9) : (row.proof / row.cli).toFixed(2).padStart(9);
  const fell = row.performanceBefore !== null && row.performanceBefore - row.performanceAfter > performanceSpread;
  if (fell) regressions.push(row.path);
  const perf = row.performanceBefore === null ? '—' : `${row.performanceBefore} → ${row.performanceAfter}${fell ? ' REGRESSION' : ''}`;
  console.log(
    `${row.path.padEnd(10)} ${row.ours.toFixed(0).padStart(9)}  ${row.cli.toFixed(0).padStart(19)}  ${(row.ours / row.cli).toFixed(2).padStart(5)}   ${proof}  ${proofRatio}   ${perf.padEnd(19)}   ${row.oursScores.join('/').padEnd(20)}   ${row.cliScores.join('/')}`,
  );
}
const overall = median(rows.map((r) => r.ours)) / median(rows.map((r) => r.cli));
console.log(
  `\nmedian ratio ours / CLI: ${overall.toFixed(2)} (target ≤ 0.70)${cliRetries.count ? `; ${cliRetries.count} CLI run(s) crashed and were retried` : ''}`,
);

console.log(
  regressions.length
    ? `performance fell beyond the ${performanceSpread}-point spread after the fixes on: ${regressions.join(', ')} (target: none)`
    : `performance after the fixes: no page fell beyond the ${performanceSpread}-point spread (target: none)`,
);

await otimiza.stop();
site.close();
