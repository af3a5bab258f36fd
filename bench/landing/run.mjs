#!/usr/bin/env node
// bench/landing: our own landing page, audited by Otimiza itself on mobile (the analysis API),
// beside a plain `lighthouse` CLI run of the same page, in both languages, several rounds.
//   npm run bench:landing -w bench   (after npm run build; ROUNDS=3 by default)
import { median, plainCli } from '../support/lighthouse-cli.mjs';
import { startOtimiza } from '../support/otimiza-server.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const otimiza = await startOtimiza();

async function ours(url) {
  const { response, body } = await otimiza.api('/api/analyze', { method: 'POST', body: JSON.stringify({ url, strategy: 'mobile' }) });
  if (!response.ok) throw new Error(`analyze failed: ${JSON.stringify(body)}`);
  const s = body.scores;
  return [s.performanceScore, s.accessibilityScore, s.seoScore, s.bestPracticesScore];
}

const rows = [];
for (const language of ['pt', 'en']) {
  const url = `${otimiza.base}/?lang=${language}`;
  const a = [];
  const b = [];
  for (let round = 0; round < rounds; round++) {
    a.push(await ours(url));
    b.push((await plainCli(url)).scores);
  }
  const medians = (runs) => [0, 1, 2, 3].map((index) => median(runs.map((scores) => scores[index])));
  rows.push({ language, ours: medians(a), oursMin: [0, 1, 2, 3].map((index) => Math.min(...a.map((scores) => scores[index]))), cli: medians(b) });
}

console.log(`\nbench/landing — the landing page on mobile, ${rounds} rounds per language, medians (Node ${process.version})\n`);
console.log('language   Otimiza P/A/S/BP   lowest run P/A/S/BP   lighthouse CLI P/A/S/BP');
for (const row of rows) console.log(`${row.language.padEnd(10)} ${row.ours.join('/').padEnd(18)} ${row.oursMin.join('/').padEnd(21)} ${row.cli.join('/')}`);
const lowest = Math.min(...rows.flatMap((row) => row.oursMin));
console.log(`\nlowest score of any category in any run: ${lowest} (target ≥ 95)`);
await otimiza.stop();
