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
  const proofMs = await proofTime(body.id);
  return { ms, proofMs, scores: [s.performanceScore, s.accessibilityScore, s.seoScore, s.bestPracticesScore] };
}

async function proofTime(id) {
  const started = performance.now();
  for (;;) {
    const { body } = await otimiza.api(`/api/analyses/${id}`);
    if (['completed', 'failed', 'skipped'].includes(body.verification.status))
      return body.verification.status === 'completed' ? performance.now() - started : null;
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
  rows.push({
    path,
    ours: median(a.map((r) => r.ms)),
    cli: median(b.map((r) => r.ms)),
    proof: proofs.length ? median(proofs) : null,
    oursScores: a.at(-1).scores,
    cliScores: b.at(-1).scores,
  });
}

console.log(`\nbench/analysis — ${rounds} alternating rounds per page, mobile, medians (Node ${process.version})\n`);
console.log('page       ours (ms)  lighthouse CLI (ms)  ratio   proof (ms)  proof/CLI   scores ours P/A/S/BP   scores CLI P/A/S/BP');
for (const row of rows) {
  const proof = row.proof === null ? '—'.padStart(10) : row.proof.toFixed(0).padStart(10);
  const proofRatio = row.proof === null ? '—'.padStart(9) : (row.proof / row.cli).toFixed(2).padStart(9);
  console.log(
    `${row.path.padEnd(10)} ${row.ours.toFixed(0).padStart(9)}  ${row.cli.toFixed(0).padStart(19)}  ${(row.ours / row.cli).toFixed(2).padStart(5)}   ${proof}  ${proofRatio}   ${row.oursScores.join('/').padEnd(20)}   ${row.cliScores.join('/')}`,
  );
}
const overall = median(rows.map((r) => r.ours)) / median(rows.map((r) => r.cli));
console.log(
  `\nmedian ratio ours / CLI: ${overall.toFixed(2)} (target ≤ 0.70)${cliRetries.count ? `; ${cliRetries.count} CLI run(s) crashed and were retried` : ''}`,
);

await otimiza.stop();
site.close();
