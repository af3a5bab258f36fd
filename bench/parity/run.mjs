#!/usr/bin/env node
// bench/parity: our scores beside a plain `lighthouse` CLI run's on Lighthouse's own test fixtures (./vendor/fixtures) and
// the bench pages, on a quiet machine and beside two busy CPU loops. Per page, alternately, ROUNDS analyses of ours
// (the API, mobile) and ROUNDS CLI runs; prints the four medians side by side and every scored audit whose outcome
// differs or moves between rounds, with each side's per-round outcomes, what it found and what went wrong in the run
// (an audit's error, a gatherer's warning), then a table of all pages. Full reports go to bench/results/parity/.
//   npm run build && npm run bench:parity -w bench
//   (ROUNDS=3; LOAD=both|quiet|busy; PAGES=a11y_tester,/loja to choose; OURS_RUNS: our Lighthouse runs per analysis, 1)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { standingOf } from '@otimiza/sdk/shared';
import { fixCatalogue } from '../../plugins/analysis/server/dist/fixer/fix-catalogue.js';
import { startBusyLoops } from '../../scripts/testing/busy-loops.mjs';
import { plainCli } from '../support/lighthouse-cli.mjs';
import {
  categoryIds,
  categoryScores,
  comparedMetricIds,
  comparedSettingKeys,
  findings,
  median,
  mostCommon,
  scoredAudits,
  scoreOf,
  troubleOf,
} from '../support/lighthouse-report.mjs';
import { analysesOf } from '../support/otimiza-analysis.mjs';
import { startOtimiza } from '../support/otimiza-server.mjs';
import { benchPages, fixturePages, startParitySite } from './fixture-site.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const loads = { both: ['quiet', 'busy'], quiet: ['quiet'], busy: ['busy'] }[process.env.LOAD ?? 'both'];
const allPages = { ...fixturePages, ...benchPages };
const chosen = process.env.PAGES ? process.env.PAGES.split(',') : Object.keys(allPages);
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '../results/parity', new Date().toISOString().replace(/[:.]/g, '-'));

if (!loads) throw new Error(`LOAD must be both, quiet or busy`);
const site = await startParitySite();
// One Lighthouse run per analysis by default, so that each side's median is of three runs alike.
const otimiza = await startOtimiza({ env: { PERFORMANCE_AUDIT_RUNS: process.env.OURS_RUNS ?? '1' }, startTimeoutMs: 240_000 });
const ours = await analysesOf(otimiza);
// Every fix skipped, as a workspace may choose: the audit is the same, and no proof follows it to share the CPU.
for (const { id } of fixCatalogue) await otimiza.api('/api/analysis/skipped-fixes', { method: 'POST', body: JSON.stringify({ fixId: id }) });
const load1 = () => loadavg()[0].toFixed(1);

/** Each side's reports of one page, alternating which goes first; a run that fails is kept as its error. */
async function auditBothWays(url) {
  const a = [];
  const b = [];
  const oursOnce = () =>
    ours.analyse(url).then(
      ({ lhr }) => lhr,
      (error) => ({ failed: error.message }),
    );
  const cliOnce = () =>
    plainCli(url).then(
      ({ lhr }) => lhr,
      (error) => ({
        failed: `lighthouse CLI: ${error.killed ? 'killed at the 180 s limit' : (error.stderr?.trim().split('\n').at(-1) ?? error.message.split('\n')[0])}`,
      }),
    );
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      a.push(await oursOnce());
      b.push(await cliOnce());
    } else {
      b.push(await cliOnce());
      a.push(await oursOnce());
    }
  }
  return { a: a.filter((lhr) => !lhr.failed), b: b.filter((lhr) => !lhr.failed), failures: [...a, ...b].filter((lhr) => lhr.failed).map((lhr) => lhr.failed) };
}

const medians = (runs) => Object.fromEntries(categoryIds.map((id) => [id, runs.length ? median(runs.map((lhr) => categoryScores(lhr)[id])) : NaN]));
const slash = (scores) => categoryIds.map((id) => scores[id]).join('/');
const unique = (values) => [...new Set(values)];

/** Prints one page's comparison; returns its row of the final table. */
function report(name, load, loadSpan, { a, b, failures }) {
  console.log(`\n=== ${name} — ${load} (1-min load ${loadSpan}) — ${a.length}/${b.length} rounds ours/CLI, mobile ===`);
  for (const failure of failures) console.log(`failed run: ${failure}`);
  if (!a.length || !b.length) return { name, load, loadSpan, ours: null, cli: null, differing: [] };
  for (const id of categoryIds) {
    const perRound = (runs) => runs.map((lhr) => categoryScores(lhr)[id]).join(',');
    console.log(`${id.padEnd(15)} ours ${perRound(a).padEnd(12)} (median ${medians(a)[id]}) · CLI ${perRound(b).padEnd(12)} (median ${medians(b)[id]})`);
  }
  for (const key of comparedSettingKeys.filter((key) => JSON.stringify(a[0].configSettings[key]) !== JSON.stringify(b[0].configSettings[key]))) {
    console.log(`setting ${key}: ours ${JSON.stringify(a[0].configSettings[key])} · CLI ${JSON.stringify(b[0].configSettings[key])}`);
  }
  console.log(
    `benchmarkIndex (median): ours ${median(a.map((lhr) => lhr.environment.benchmarkIndex))} · CLI ${median(b.map((lhr) => lhr.environment.benchmarkIndex))}`,
  );

  const scored = new Map([...scoredAudits(a[0]), ...scoredAudits(b[0])]);
  const outcomes = (runs, id) => runs.map((lhr) => scoreOf(lhr, id));
  const differing = [];
  const moving = [];
  for (const [id, { category, weight }] of scored) {
    if (category === 'performance') continue; // its audits are the metrics, printed below
    const [oa, ob] = [outcomes(a, id), outcomes(b, id)];
    if (mostCommon(oa) !== mostCommon(ob)) differing.push({ id, category, weight, oa, ob });
    else if (unique([...oa, ...ob]).length > 1) moving.push({ id, category, weight, oa, ob });
  }
  const describe = ({ id, category, weight, oa, ob }) => {
    console.log(`  ${id} (${category}, weight ${weight}): ours ${oa.join(',')} · CLI ${ob.join(',')}`);
    const odd = (runs, outcomesOfSide) => runs.find((_, i) => outcomesOfSide[i] !== mostCommon([...oa, ...ob])) ?? runs[0];
    console.log(`    ours: ${findings(odd(a, oa).audits[id]) || '—'}`);
    console.log(`    CLI:  ${findings(odd(b, ob).audits[id]) || '—'}`);
    for (const [side, runs] of [
      ['ours', a],
      ['CLI', b],
    ]) {
      for (const trouble of unique(runs.flatMap((lhr) => troubleOf(lhr, id)))) console.log(`    ${side} ${trouble}`);
    }
  };
  console.log(
    differing.length
      ? 'accessibility, SEO and best-practices audits whose outcome differs (per round):'
      : 'no accessibility, SEO or best-practices audit differs.',
  );
  differing.forEach(describe);
  if (moving.length) console.log('audits alike in the medians that moved between rounds:');
  moving.forEach(describe);
  console.log('performance metrics, median (per round):');
  for (const id of comparedMetricIds) {
    const digits = id === 'cumulative-layout-shift' ? 3 : 0;
    const side = (runs) =>
      `${median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN)).toFixed(digits)} (${runs.map((lhr) => (lhr.audits[id]?.numericValue ?? NaN).toFixed(digits)).join(',')})`;
    console.log(`  ${id.padEnd(26)} ours ${side(a).padEnd(28)} · CLI ${side(b)}`);
  }
  const perf = (runs) => runs.map((lhr) => categoryScores(lhr).performance);
  return {
    name,
    load,
    loadSpan,
    ours: medians(a),
    cli: medians(b),
    perfOurs: perf(a),
    perfCli: perf(b),
    differing: differing.map((entry) => entry.id),
    moving: moving.map((entry) => entry.id),
  };
}

function save(load, name, { a, b }) {
  const dir = join(resultsDir, load, name.replace(/[^\w.+-]/g, '_'));
  mkdirSync(dir, { recursive: true });
  a.forEach((lhr, i) => writeFileSync(join(dir, `ours-${i + 1}.json.gz`), gzipSync(JSON.stringify(lhr))));
  b.forEach((lhr, i) => writeFileSync(join(dir, `cli-${i + 1}.json.gz`), gzipSync(JSON.stringify(lhr))));
}

// The server is stopped whatever happens: a bench left running would load the next one.
try {
  await ours.analyse(`${site.url}/padaria`); // the server's first audit starts its proxy and loads Lighthouse: not compared
  const rows = [];
  for (const load of loads) {
    const loops = load === 'busy' ? startBusyLoops(2) : null;
    try {
      for (const name of chosen) {
        if (!allPages[name]) throw new Error(`no page named ${name}: ${Object.keys(allPages).join(', ')}`);
        const before = load1();
        const runs = await auditBothWays(`${site.url}${allPages[name]}`);
        save(load, name, runs);
        rows.push(report(name, load, `${before}→${load1()}`, runs));
      }
    } finally {
      loops?.stop();
    }
  }

  console.log('\n| load | page | 1-min load | ours P/A/S/BP | CLI P/A/S/BP | A, S, BP equal | performance (spread rule) | differing audits |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    if (!row.ours) {
      console.log(`| ${row.load} | ${row.name} | ${row.loadSpan} | — | — | no result | — | — |`);
      continue;
    }
    const equal = ['accessibility', 'seo', 'best-practices'].every((id) => row.ours[id] === row.cli[id]);
    const standing = standingOf(row.ours.performance, row.cli.performance, 'performance');
    // Beside the 5-point rule, whether our median lies within the CLI's own runs: three runs on a busy machine spread wider.
    const withinCli = row.ours.performance >= Math.min(...row.perfCli) && row.ours.performance <= Math.max(...row.perfCli);
    const perf = `${standing}, ${withinCli ? 'within' : 'outside'} the CLI's range (ours ${row.perfOurs.join(',')}; CLI ${row.perfCli.join(',')})`;
    console.log(
      `| ${row.load} | ${row.name} | ${row.loadSpan} | ${slash(row.ours)} | ${slash(row.cli)} | ${equal ? 'yes' : '**no**'} | ${perf} | ${row.differing.join(', ') || '—'} |`,
    );
  }
  console.log(`\nfull reports: ${resultsDir}`);
} finally {
  await ours.close();
  await otimiza.stop();
  site.close();
}
