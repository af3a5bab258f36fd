import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { freePort, testResourceName } from '@otimiza/sdk/testing';
import { assertBuilt, createMigratedDatabase, spawnServer } from '@otimiza/host-testing';
import { ensureAdminAccount } from './accounts.js';
import { e2eBrowserPath } from './browser.js';
import { lighthouseReplayEnv, lighthouseReplaySummary } from './lighthouse-replay.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** An e-mail the app treats as an instance administrator (ADMIN_EMAILS). */
    adminEmail: string;
  }
}

const adminEmail = 'admin@e2e.example.com';
/**
 * Starts the built app (web and API on one port) on a fresh database, as `npm start` would. The
 * investor demo is prepared on its first opening, by demo-first-use.e2e.ts, which runs first; the
 * other specs that open it wait for it (the demo page shows the progress, see openInvestorDemo).
 */
export default async function setup(project: TestProject) {
  assertBuilt();
  console.log(
    `e2e pages open in ${e2eBrowserPath}` +
      (e2eBrowserPath.endsWith('headless-shell')
        ? ''
        : ' (install chromium-headless-shell: the e2e files took 0.57 of their time there, e2e/support/browser.ts)'),
  );
  const database = await createMigratedDatabase();
  const port = await freePort();
  const queue: Record<string, string> = process.env['REDIS_URL'] ? { REDIS_URL: process.env['REDIS_URL'], QUEUE_PREFIX: testResourceName('e2e') } : {};
  const serverEnv = {
    DATABASE_URL: database.url,
    ...queue,
    PORT: String(port),
    HOST: '127.0.0.1',
    // E-mailed links point at the address the browser uses.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAILS: adminEmail,
    // The analysis specs audit pages they serve themselves on 127.0.0.1.
    ALLOW_PRIVATE_TARGETS: 'true',
    LOG_LEVEL: 'info',
    // Every spec signs up and logs in from 127.0.0.1 on this one server.
    REGISTRATIONS_PER_ADDRESS: '10000',
    LOGIN_ATTEMPTS_PER_ADDRESS: '10000',
    // One Lighthouse run per analysis: the median of three is covered by an integration spec.
    PERFORMANCE_AUDIT_RUNS: '1',
    // The one server every browser of the run talks to keeps the production pool, not the small one of the specs' own apps.
    DATABASE_POOL_SIZE: '10',
    ...lighthouseReplayEnv(),
  };
  const server = spawnServer(serverEnv);
  // With Redis, a second replica consumes the same queues (ROLE=worker), as docker-compose runs them: the specs' audits
  // run two at a time instead of waiting for each other in one browser queue, and every spec crosses two processes.
  const worker = queue['REDIS_URL'] ? spawnServer({ ...serverEnv, ROLE: 'worker', PORT: String(await freePort()) }) : null;
  // A hang guard, not a measure: two processes booting beside a build on a loaded 2-core machine took over 60 s.
  const bootLimitMs = 180_000;
  await Promise.all([server.waitFor('Otimiza is serving', bootLimitMs), worker?.waitFor('worker ready', bootLimitMs)]).catch(async (error: unknown) => {
    await Promise.all([server.stop(), worker?.stop()]);
    await database.drop();
    throw error;
  });
  // Registered and verified before any spec runs: two specs starting at once would otherwise both register it, and the one
  // answered 409 would log in before the other had verified it.
  await ensureAdminAccount(`http://127.0.0.1:${port}`, adminEmail);
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('adminEmail', adminEmail);
  return async () => {
    await Promise.all([server.stop(), worker?.stop()]);
    await database.drop();
    const output = [server.output(), worker?.output() ?? ''].join('\n');
    console.log(lighthouseReplaySummary(output));
    // A failed run shows in CI what the server refused or failed at, not only what the browser saw.
    const warnings = output.split('\n').filter((line) => /"level":(40|50|60)/.test(line));
    if (warnings.length)
      console.error(
        `server warnings and errors during the e2e run (last ${Math.min(40, warnings.length)} of ${warnings.length}):\n${warnings
          .slice(-40)
          .map((line) => line.slice(0, 400))
          .join('\n')}`,
      );
  };
}
