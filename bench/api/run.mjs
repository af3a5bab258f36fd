#!/usr/bin/env node
// bench/api: the API with 100 000 stored analyses in one workspace (and their metric-store rollups)
// and 9 600 imported business-intelligence metrics, under 50 connections (autocannon): each
// endpoint beside GET /api/health in the same run, p50/p95/p99 latency, throughput, and the p95
// ratio to health's. Target: every list, page and overview p95 within 3× of health's.
//   npm run bench:api -w bench      (ROWS, BI_METRICS, CONNECTIONS, DURATION seconds per endpoint, ONLY=substring of names)
import autocannon from 'autocannon';
import pg from 'pg';
import { startOtimiza } from '../support/otimiza-server.mjs';
import { seedAnalyses } from './seed-analyses.mjs';
import { importBiMetrics } from './seed-bi.mjs';
import { seedRollups } from './seed-rollups.mjs';

const rows = Number(process.env.ROWS ?? 100_000);
const biMetrics = Number(process.env.BI_METRICS ?? 9_600);
const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 10);
const only = process.env.ONLY ?? '';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One endpoint under load; latencies are collected per response, so p95 is exact. Answers other than `expected` count as errors. */
async function load(base, path, cookie, expected = 200) {
  const latencies = [];
  let bytes = 0;
  let unexpected = 0;
  // One request first, not timed, for every endpoint alike: the load measures the steady state, not a first computation.
  await fetch(`${base}${path}`, { headers: { cookie } }).then((response) => response.arrayBuffer());
  const instance = autocannon({ url: `${base}${path}`, connections, duration, headers: { cookie } });
  instance.on('response', (_client, status, resBytes, responseTime) => {
    latencies.push(responseTime);
    bytes += resBytes;
    if (status !== expected) unexpected += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    rps: result.requests.average,
    errors: unexpected + result.errors + result.timeouts,
    kbPerAnswer: latencies.length ? bytes / latencies.length / 1024 : 0,
  };
}

const otimiza = await startOtimiza({ env: { LOG_LEVEL: 'error' } });
const client = new pg.Client({ connectionString: otimiza.databaseUrl });
await client.connect();
const { body } = await otimiza.api('/api/auth/user');
const workspaceId = body.user.workspace.id;
console.log(`storing ${rows.toLocaleString('en')} analyses for one workspace…`);
const size = await seedAnalyses(client, { workspaceId, userId: body.user.id, count: rows, log: console.log });
const rollups = await seedRollups(client, { workspaceId });
console.log(`  ${rollups.toLocaleString('en')} daily rollup rows in the metric store`);
// The keyset position of the 99 960th analysis (page 4 999 of 20): the cursor a client holds after walking there.
const [deep] = (
  await client.query('select created_at, id from analysis_analysis where workspace_id = $1 order by created_at desc, id desc offset $2 limit 1', [
    workspaceId,
    Math.max(0, Math.min(rows, 99_960) - 1),
  ])
).rows;
await client.end();
const deepCursor = Buffer.from(`${deep.created_at.toISOString()}|${deep.id}`).toString('base64url');

console.log(`importing ${biMetrics.toLocaleString('en')} distinct business-intelligence metrics (12 months each) in one CSV…`);
const imported = await importBiMetrics(otimiza, { metrics: biMetrics, months: 12 });
console.log(
  `  ${imported.status} in ${imported.ms} ms (${(imported.bytes / 1024 / 1024).toFixed(1)} MB, ${imported.metrics} metrics)${imported.error ? `: ${imported.error.message}` : ''}`,
);

const first = await otimiza.api('/api/analyses?page=1&limit=20');
const targets = [
  ['GET /api/health', '/api/health'],
  ['GET /api/analyses (page 1)', '/api/analyses?page=1&limit=20'],
  ['GET /api/analyses (page 50)', '/api/analyses?page=50&limit=20'],
  ['GET /api/analyses (keyset cursor, page 2)', `/api/analyses?limit=20&cursor=${encodeURIComponent(first.body.nextCursor)}`],
  ['GET /api/analyses (cursor at row 99 960)', `/api/analyses?limit=20&cursor=${encodeURIComponent(deepCursor)}`],
  ['GET /api/analyses?page=4999 (400)', '/api/analyses?page=4999&limit=20', 400],
  ['GET /api/analyses?search=padaria', '/api/analyses?page=1&limit=20&search=padaria'],
  ['GET /api/dashboard/stats', '/api/dashboard/stats'],
  ['GET /api/dashboard/analytics', '/api/dashboard/analytics'],
  ['GET /api/visual/overview', '/api/visual/overview'],
  ['GET /api/bi/metrics (page 1)', '/api/bi/metrics'],
  ['GET /api/bi/metrics (page 300)', '/api/bi/metrics?page=300&limit=24'],
].filter(([name], index) => index === 0 || name.includes(only));
for (const [, path] of targets) await fetch(`${otimiza.base}${path}`, { headers: { cookie: otimiza.cookie } }); // warm-up
const results = [];
for (const [name, path, expected] of targets) results.push({ name, ...(await load(otimiza.base, path, otimiza.cookie, expected)) });
const health = results[0];

console.log(
  `\nbench/api — ${rows.toLocaleString('en')} analyses in one workspace (table ${size}, ${rollups.toLocaleString('en')} rollup rows), ${imported.metrics.toLocaleString('en')} BI metrics, ${connections} connections, ${duration} s per endpoint (Node ${process.version})\n`,
);
console.log(
  `POST /api/bi/series/import of ${biMetrics.toLocaleString('en')} distinct metrics: ${imported.status} in ${imported.ms} ms (one request, before the load)\n`,
);
console.log('endpoint                                     p50 (ms)  p95 (ms)  p99 (ms)   req/s   KB/answer  errors  p95 / health p95');
let worst = 0;
for (const row of results) {
  const ratio = row.p95 / health.p95;
  if (row !== health) worst = Math.max(worst, ratio);
  console.log(
    `${row.name.padEnd(44)} ${String(row.p50).padStart(8)}  ${String(row.p95).padStart(8)}  ${String(row.p99).padStart(8)}  ${row.rps.toFixed(0).padStart(6)}  ${row.kbPerAnswer.toFixed(1).padStart(10)}  ${String(row.errors).padStart(6)}  ${ratio.toFixed(2).padStart(16)}`,
  );
}
console.log(`\ntarget: every p95 within 3× of health p95 — worst ${worst.toFixed(2)}: ${worst <= 3 ? 'met' : 'NOT met'}`);
await otimiza.stop();
