#!/usr/bin/env node
// bench/analysis/diff-audits: why our scores and a plain `lighthouse` CLI run's differ. Audits each
// bench page through our whole path and through the CLI, alternately, ROUNDS times (default 3),
// then prints, per page: the settings and environment that differ, every scored audit whose score
// differs between the two sides (with each side's scores per round and what it found), and the
// median of each performance metric on both sides.
//   npm run build && node bench/analysis/diff-audits.mjs     (PAGES=/loja,/padaria to choose pages)
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { median, plainCli } from '../support/lighthouse-cli.mjs';
import { comparedMetricIds, comparedSettingKeys, findings, scoredAudits, scoreOf } from '../support/lighthouse-report.mjs';
import { startOtimiza } from '../support/otimiza-server.mjs';
import { pages, startBenchSite } from './pages.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const chosen = process.env.PAGES ? process.env.PAGES.split(',') : Object.keys(pages);
// Beyond the comparison's usual ones: the server's answer time, and whether the browser's storage is reset.
const metricIds = [...comparedMetricIds, 'server-response-time'];
const settingKeys = [...comparedSettingKeys, 'disableStorageReset'];

const site = await startBenchSite();
const otimiza = await startOtimiza();
const db = new pg.Client({ connectionString: otimiza.databaseUrl });
await db.connect();

/** Our analysis of `url` and the full report it stored; waits for its proof so the next run does not share the CPU with it. */
async function ours(url) {
  const { response, body } = await otimiza.api('/api/analyze', { method: 'POST', body: JSON.stringify({ url, strategy: 'mobile' }) });
  if (!response.ok) throw new Error(`analyze failed: ${JSON.stringify(body)}`);
  for (;;) {
    const { body: analysis } = await otimiza.api(`/api/analyses/${body.id}`);
    if (!['pending', 'running'].includes(analysis.verification.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { rows } = await db.query('select lighthouse_report from analysis_analysis where id = $1', [body.id]);
  return JSON.parse(gunzipSync(rows[0].lighthouse_report).toString('utf8'));
}

await ours(`${site.url}/padaria`); // the server's first audit starts its proxy and loads Lighthouse: not compared
for (const path of chosen) {
  const url = `${site.url}${path}`;
  const a = [];
  const b = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      a.push(await ours(url));
      b.push((await plainCli(url)).lhr);
    } else {
      b.push((await plainCli(url)).lhr);
      a.push(await ours(url));
    }
  }
  console.log(`\n=== ${path} — ${rounds} rounds per side, mobile ===`);
  const category = (lhr, id) => Math.round(lhr.categories[id].score * 100);
  for (const id of ['performance', 'accessibility', 'seo', 'best-practices']) {
    console.log(
      `${id.padEnd(15)} ours ${a
        .map((lhr) => category(lhr, id))
        .join(',')
        .padEnd(14)} CLI ${b.map((lhr) => category(lhr, id)).join(',')}`,
    );
  }

  const settings = settingKeys.filter((key) => JSON.stringify(a[0].configSettings[key]) !== JSON.stringify(b[0].configSettings[key]));
  for (const key of settings) console.log(`setting ${key}: ours ${JSON.stringify(a[0].configSettings[key])} · CLI ${JSON.stringify(b[0].configSettings[key])}`);
  for (const key of ['hostUserAgent', 'networkUserAgent']) {
    if (a[0].environment[key] !== b[0].environment[key]) console.log(`environment ${key}: ours ${a[0].environment[key]} · CLI ${b[0].environment[key]}`);
  }
  console.log(
    `benchmarkIndex (median): ours ${median(a.map((lhr) => lhr.environment.benchmarkIndex))} · CLI ${median(b.map((lhr) => lhr.environment.benchmarkIndex))}`,
  );

  const scored = new Map([...scoredAudits(a[0]), ...scoredAudits(b[0])]);
  const differing = [...scored].filter(([id]) => a.map((lhr) => scoreOf(lhr, id)).join() !== b.map((lhr) => scoreOf(lhr, id)).join());
  console.log(differing.length ? '\nscored audits whose scores differ (per round):' : '\nno scored audit differs.');
  for (const [id, { category: owner, weight }] of differing) {
    console.log(`  ${id} (${owner}, weight ${weight}): ours ${a.map((lhr) => scoreOf(lhr, id)).join(',')} · CLI ${b.map((lhr) => scoreOf(lhr, id)).join(',')}`);
    console.log(`    ours: ${findings(a[0].audits[id]) || '—'}`);
    console.log(`    CLI:  ${findings(b[0].audits[id]) || '—'}`);
  }

  console.log('\nmetric medians (numericValue):');
  for (const id of metricIds) {
    const value = (runs) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
    const digits = id === 'cumulative-layout-shift' ? 3 : 0;
    const perRun = (runs) => runs.map((lhr) => (lhr.audits[id]?.numericValue ?? NaN).toFixed(digits)).join(',');
    console.log(`  ${id.padEnd(26)} ours ${value(a).toFixed(digits).padStart(8)} (${perRun(a)}) · CLI ${value(b).toFixed(digits).padStart(8)} (${perRun(b)})`);
  }
}

await db.end();
await otimiza.stop();
site.close();
