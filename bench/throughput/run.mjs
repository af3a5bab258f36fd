#!/usr/bin/env node
// bench/throughput: whole-site audits spread over worker processes on one Redis, a simulation of scale beyond this
// machine. One API process (ROLE=api) and N worker processes (ROLE=worker) of the built app share a Redis of the
// bench's own and the API's embedded PostgreSQL; the test site is audited through the API for each N.
//   1. Stand-in audits, with 1, 2, 4 and 8 workers: the audit step replaced in each worker by a wait of STAND_IN_MS
//      (5000; stand-in/: Lighthouse, the proof's tab and the browser stand in, the rest runs as in production). A run
//      of every page of a 509-page site (PAGES_PER_TEMPLATE=125) is measured in its steady state: once the proofs of
//      its template groups (the same 14 in every run) have ended, the pages audited over WINDOW_S (60) seconds; then
//      it is cancelled and drained. Target: N workers ≥ 0.85 × N times the pages per minute of one. Each of these
//      workers still fetches, fixes and stores every page here, on the machine's 2 cores: the CPU column says when
//      that, not the queue, is the limit (a real audit takes longer than the stand-in's wait, so a longer STAND_IN_MS
//      is the closer simulation of a worker per machine).
//   2. Real Lighthouse, with 1 and 2 workers: the 69-page site sampled (REAL_PAGES_PER_GROUP=1 page per template),
//      the whole run timed from its audit phase's start to its end, proofs included (as the user waits for it).
// All with SITE_AUDIT_PAGES_PER_HOST and …_PER_WORKSPACE at 16, so the politeness bounds never hold back 8 workers,
// and one Lighthouse run per page (PERFORMANCE_AUDIT_RUNS=1).
//   npm run bench:throughput -w bench     (after npm run build; WORKERS=1,2,4,8, REAL_WORKERS=1,2, STAND_IN_MS, WINDOW_S, PAGES_PER_TEMPLATE, REAL_PAGES_PER_GROUP)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestSite } from '../../plugins/site-audit/server/dist/testing/index.js';
import { plainCli } from '../support/lighthouse-cli.mjs';
import { startOtimiza } from '../support/otimiza-server.mjs';
import { auditSite, waitForProofs } from '../site/site-run.mjs';
import { busyShare, cpuReading } from './machine-cpu.mjs';
import { startRedis } from './redis.mjs';
import { steadyRate } from './steady-rate.mjs';
import { startWorkers } from './workers.mjs';

const counts = (name, fallback) => (process.env[name] ?? fallback).split(',').filter(Boolean).map(Number);
const standInWorkers = counts('WORKERS', '1,2,4,8');
const realWorkers = counts('REAL_WORKERS', '1,2');
const standInMs = Number(process.env.STAND_IN_MS ?? 5000);
const windowMs = Number(process.env.WINDOW_S ?? 60) * 1000;
const pagesPerTemplate = Number(process.env.PAGES_PER_TEMPLATE ?? 125);
const realPerGroup = Number(process.env.REAL_PAGES_PER_GROUP ?? 1);
const scaling = 0.85;

const bounds = { SITE_AUDIT_PAGES_PER_HOST: '16', SITE_AUDIT_PAGES_PER_WORKSPACE: '16', PERFORMANCE_AUDIT_RUNS: '1' };
const standIn = (file) => fileURLToPath(new URL(`./stand-in/${file}`, import.meta.url));

const bigSite = await startTestSite({ crawlDelaySeconds: 0, pagesPerTemplate });
const smallSite = await startTestSite({ crawlDelaySeconds: 0 });
const redis = await startRedis();
const otimiza = await startOtimiza({ env: { ROLE: 'api', REDIS_URL: redis.url, LOG_LEVEL: 'error', ...bounds } });

// The stand-in answers a real Lighthouse result of one of the site's pages, taken once here.
const scratch = mkdtempSync(join(tmpdir(), 'bench-throughput-'));
const reportPath = join(scratch, 'lighthouse-report.json');
console.log('a real Lighthouse run of one test-site page, for the stand-in to answer…');
writeFileSync(reportPath, JSON.stringify((await plainCli(bigSite.url('/'))).lhr));

/** Runs `measurement` with `workers` worker processes started for it, and stops them after it. */
async function withWorkers(workers, { env, nodeArgs = [] }, measurement) {
  const pool = await startWorkers(workers, { databaseUrl: otimiza.databaseUrl, redisUrl: redis.url, env: { ...bounds, ...env }, nodeArgs });
  try {
    return await measurement();
  } finally {
    await pool.stop();
  }
}

const progress = (label, workers) => (view, phase) =>
  process.stderr.write(
    `\r${label}, ${workers} worker(s): ${phase ?? view.status} ${view.progress.audited + view.progress.failed}/${view.progress.toAudit}      `,
  );

async function standInRow(workers) {
  const label = `stand-in ${standInMs} ms`;
  const env = { AUDIT_STAND_IN_MS: String(standInMs), AUDIT_STAND_IN_LHR: reportPath, CHROME_PATH: standIn('browser.mjs') };
  const result = await withWorkers(workers, { env, nodeArgs: ['--import', standIn('register.mjs')] }, () =>
    steadyRate(otimiza, { url: bigSite.origin, windowMs, onProgress: progress(label, workers) }),
  );
  process.stderr.write('\n');
  return { label, workers, ...result };
}

async function realRow(workers) {
  const label = 'real Lighthouse';
  const result = await withWorkers(workers, {}, async () => {
    const cpuBefore = cpuReading();
    const run = await auditSite(otimiza, { url: smallSite.origin, samplePerGroup: realPerGroup, onProgress: progress(label, workers) });
    const cpuBusy = busyShare(cpuBefore, cpuReading());
    // Proofs left on the queue would be taken by the next row's workers.
    await waitForProofs(otimiza, run.run.id);
    return { run, cpuBusy };
  });
  process.stderr.write('\n');
  const { audited, failed } = result.run.run.progress;
  return { label, workers, pages: audited, failed, perMinute: audited / (result.run.auditingMs / 60_000), cpuBusy: result.cpuBusy, warmUpMs: null };
}

const rows = [];
try {
  for (const workers of standInWorkers) rows.push(await standInRow(workers));
  for (const workers of realWorkers) rows.push(await realRow(workers));
} finally {
  await otimiza.stop();
  await redis.stop();
  await Promise.all([bigSite.close(), smallSite.close()]);
  rmSync(scratch, { recursive: true, force: true });
}

console.log(
  `\nbench/throughput — worker processes on one Redis, one API process, the test site on loopback; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)})`,
);
console.log(
  `stand-in: a ${bigSite.pages.length}-page site audited whole, each audit a ${standInMs} ms wait, pages per minute over ${windowMs / 1000} s after the proofs; real Lighthouse: the ${smallSite.pages.length}-page site, ${realPerGroup} page(s) per template, the whole audit phase, mobile\n`,
);
console.log('audit                workers  pages counted  failed  pages/min  × one worker  machine CPU busy  target');
let met = true;
for (const row of rows) {
  const one = rows.find((other) => other.label === row.label && other.workers === 1);
  const times = one ? row.perMinute / one.perMinute : null;
  const isStandIn = row.label.startsWith('stand-in');
  const passes = !isStandIn || row.workers === 1 || (times !== null && times >= scaling * row.workers);
  if (!passes) met = false;
  const goal = isStandIn && row.workers > 1 ? `≥ ${(scaling * row.workers).toFixed(2)} ${passes ? 'met' : 'NOT met'}` : '—';
  const cpu = row.cpuBusy === null ? '—' : `${Math.round(row.cpuBusy * 100)} %`;
  console.log(
    `${row.label.padEnd(20)} ${String(row.workers).padStart(7)}  ${String(row.pages).padStart(13)}  ${String(row.failed).padStart(6)}  ${row.perMinute.toFixed(1).padStart(9)}  ${(times === null ? '—' : times.toFixed(2)).padStart(12)}  ${cpu.padStart(16)}  ${goal}`,
  );
}
console.log(`\ntarget: with stand-in audits, N workers ≥ ${scaling} × N times the pages per minute of one — ${met ? 'met' : 'NOT met'}`);
