#!/usr/bin/env node
// bench/api: the API with 100 000 stored analyses in one workspace, under 50 connections
// (autocannon), each endpoint beside GET /api/health in the same run: p50/p95/p99 latency,
// throughput, and the p95 ratio to health's. Target: list and stats p95 within 3× of health's.
//   npm run bench:api -w bench      (ROWS, CONNECTIONS, DURATION seconds per endpoint)
import autocannon from 'autocannon';
import pg from 'pg';
import { startOtimiza } from '../support/otimiza-server.mjs';
import { seedAnalyses } from './seed-analyses.mjs';

const rows = Number(process.env.ROWS ?? 100_000);
const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 10);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One endpoint under load; latencies are collected per response, so p95 is exact. */
async function load(base, path, cookie) {
  const latencies = [];
  let bytes = 0;
  const instance = autocannon({ url: `${base}${path}`, connections, duration, headers: { cookie } });
  instance.on('response', (_client, _status, resBytes, responseTime) => {
    latencies.push(responseTime);
    bytes += resBytes;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    rps: result.requests.average,
    errors: result.non2xx + result.errors + result.timeouts,
    kbPerAnswer: latencies.length ? bytes / latencies.length / 1024 : 0,
  };
}

const otimiza = await startOtimiza({ env: { LOG_LEVEL: 'error' } });
const client = new pg.Client({ connectionString: otimiza.databaseUrl });
await client.connect();
const { body } = await otimiza.api('/api/auth/user');
console.log(`storing ${rows.toLocaleString('en')} analyses for one workspace…`);
const size = await seedAnalyses(client, { workspaceId: body.user.workspace.id, userId: body.user.id, count: rows, log: console.log });
await client.end();

const targets = [
  ['GET /api/health', '/api/health'],
  ['GET /api/analyses (page 1)', '/api/analyses?page=1&limit=20'],
  ['GET /api/analyses (page 50)', '/api/analyses?page=50&limit=20'],
  ['GET /api/analyses?search=padaria', '/api/analyses?page=1&limit=20&search=padaria'],
  ['GET /api/dashboard/stats', '/api/dashboard/stats'],
];
for (const [, path] of targets) await fetch(`${otimiza.base}${path}`, { headers: { cookie: otimiza.cookie } }); // warm-up
const results = [];
for (const [name, path] of targets) results.push({ name, ...(await load(otimiza.base, path, otimiza.cookie)) });
const health = results[0];

console.log(
  `\nbench/api — ${rows.toLocaleString('en')} analyses in one workspace (table ${size}), ${connections} connections, ${duration} s per endpoint (Node ${process.version})\n`,
);
console.log('endpoint                             p50 (ms)  p95 (ms)  p99 (ms)   req/s   KB/answer  errors  p95 / health p95');
for (const row of results) {
  console.log(
    `${row.name.padEnd(36)} ${String(row.p50).padStart(8)}  ${String(row.p95).padStart(8)}  ${String(row.p99).padStart(8)}  ${row.rps.toFixed(0).padStart(6)}  ${row.kbPerAnswer.toFixed(1).padStart(10)}  ${String(row.errors).padStart(6)}  ${(row.p95 / health.p95).toFixed(2).padStart(16)}`,
  );
}
console.log('\ntarget: list and stats p95 within 3× of health p95');
await otimiza.stop();
