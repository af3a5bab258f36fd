#!/usr/bin/env node
// bench/data-path: GET /api/analyses and GET /api/dashboard/stats on 100 000 stored analyses of
// one workspace, this tree against a reference build of an earlier commit (the raw-SQL data path
// before the entities), both servers up at once and loaded in turns (autocannon), so that both
// see the same machine. Prints p50/p95/p99 of each and the p95 ratio this tree / reference.
// Target: no endpoint's p95 more than 10 % above the reference's.
//   npm run bench:data-path -w bench      (REFERENCE commit, ROWS, CONNECTIONS, DURATION s, ROUNDS)
import autocannon from 'autocannon';
import pg from 'pg';
import { referenceBuild } from '../support/reference-build.mjs';
import { startOtimiza } from '../support/otimiza-server.mjs';
import { seedAnalyses } from '../api/seed-analyses.mjs';

const reference = process.env.REFERENCE ?? '7f011ae';
const rows = Number(process.env.ROWS ?? 100_000);
const connections = Number(process.env.CONNECTIONS ?? 20);
const duration = Number(process.env.DURATION ?? 8);
const rounds = Number(process.env.ROUNDS ?? 3);

const targets = [
  // The controls read no analysis data: each build's fixed cost of a request (its middleware, guard and the plugins
  // mounted since the reference), without a session and with the session's reads. Not judged by the target.
  ['GET /api/health (no session)', '/api/health', { anonymous: true, control: true }],
  ['GET /api/health', '/api/health', { control: true }],
  ['GET /api/analyses (page 1)', '/api/analyses?page=1&limit=20'],
  ['GET /api/analyses (page 50)', '/api/analyses?page=50&limit=20'],
  ['GET /api/analyses (cursor)', null],
  ['GET /api/analyses?search=padaria', '/api/analyses?page=1&limit=20&search=padaria'],
  ['GET /api/dashboard/stats', '/api/dashboard/stats'],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function load(server, path, { anonymous = false } = {}) {
  const latencies = [];
  let failures = 0;
  const instance = autocannon({ url: `${server.base}${path}`, connections, duration, headers: anonymous ? {} : { cookie: server.cookie } });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status !== 200) failures += 1;
    latencies.push(responseTime);
  });
  const result = await instance;
  return { latencies, failures: failures + result.errors + result.timeouts };
}

async function prepare(name, options) {
  const server = await startOtimiza({ env: { LOG_LEVEL: 'error' }, ...options });
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const { body } = await server.api('/api/auth/user');
  console.log(`${name}: storing ${rows.toLocaleString('en')} analyses…`);
  await seedAnalyses(client, { workspaceId: body.user.workspace.id, userId: body.user.id, count: rows });
  await client.query('analyze');
  await client.end();
  // The second page by keyset: the cursor the first page answers.
  const first = await server.api('/api/analyses?page=1&limit=20');
  server.cursorPath = `/api/analyses?limit=20&cursor=${encodeURIComponent(first.body.nextCursor)}`;
  return server;
}

const { folder, commit } = referenceBuild(reference, console.log);
const servers = {
  reference: await prepare(`reference ${commit.slice(0, 7)}`, { serverRoot: folder, port: 3910 }),
  current: await prepare('this tree', { port: 3950 }),
};
const samples = Object.fromEntries(Object.keys(servers).map((side) => [side, targets.map(() => ({ latencies: [], failures: 0 }))]));
for (const side of Object.keys(servers))
  for (const [, path] of targets) await fetch(`${servers[side].base}${path ?? servers[side].cursorPath}`, { headers: { cookie: servers[side].cookie } });
for (let round = 1; round <= rounds; round++) {
  for (const [index, [name, path, options]] of targets.entries()) {
    // Alternating who goes first, so neither side always runs on a warmer machine.
    const order = round % 2 ? ['reference', 'current'] : ['current', 'reference'];
    for (const side of order) {
      const result = await load(servers[side], path ?? servers[side].cursorPath, options);
      samples[side][index].latencies.push(...result.latencies);
      samples[side][index].failures += result.failures;
    }
    process.stdout.write(`round ${round}/${rounds}: ${name} done\n`);
  }
}
await Promise.all(Object.values(servers).map((server) => server.stop()));

const summary = (sample) => {
  const sorted = [...sample.latencies].sort((a, b) => a - b);
  const at = (p) => Math.round(percentile(sorted, p));
  return { p50: at(50), p95: at(95), p99: at(99), n: sorted.length, failures: sample.failures };
};
console.log(
  `\nbench/data-path — ${rows.toLocaleString('en')} analyses in one workspace, ${connections} connections, ${rounds} × ${duration} s per endpoint and side (Node ${process.version})`,
);
console.log(`reference: ${commit.slice(0, 12)} (raw SQL and row interfaces); this tree: entities, workspace filter, query builders\n`);
console.log('endpoint                            ref p50  ref p95  ref p99   new p50  new p95  new p99   failures  p95 new / ref');
let worst = 0;
for (const [index, [name, , options]] of targets.entries()) {
  const ref = summary(samples.reference[index]);
  const cur = summary(samples.current[index]);
  const ratio = cur.p95 / ref.p95;
  if (!options?.control) worst = Math.max(worst, ratio);
  console.log(
    `${name.padEnd(34)} ${String(ref.p50).padStart(8)} ${String(ref.p95).padStart(8)} ${String(ref.p99).padStart(8)}  ${String(cur.p50).padStart(8)} ${String(cur.p95).padStart(8)} ${String(cur.p99).padStart(8)}  ${`${ref.failures}/${cur.failures}`.padStart(9)}  ${ratio.toFixed(2).padStart(13)}`,
  );
}
console.log(`\ntarget: every analyses and dashboard p95 ratio at most 1.10 — worst ${worst.toFixed(2)}: ${worst <= 1.1 ? 'met' : 'NOT met'}`);
