// A plain `lighthouse` CLI run (a browser started per run), the reference beside our analyses.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runningProcesses } from '@otimiza/sdk/testing';
import { chrome, root } from './otimiza-server.mjs';

const CLI_LIMIT_MS = 180_000;

/**
 * Runs the CLI in a process group of its own with `folder` as its temporary folder and, past the limit, kills the whole
 * group and every process naming that folder: chrome-launcher starts Chromium detached, in a group of its own, with its
 * profile in the temporary folder, so killing the CLI's group alone left that Chromium running (and taking a core) for
 * the rest of the bench. Asynchronous on purpose: pages served by the calling process must stay responsive.
 */
function runCli(args, folder) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/lighthouse'), args, {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, TMPDIR: folder },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      // Every process whose command line names `folder` (the run's Chromium names its profile there).
      const namingFolder = runningProcesses().filter(({ args }) => args.some((arg) => arg.includes(folder)));
      for (const pid of [-child.pid, ...namingFolder.map((each) => each.pid)]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }, CLI_LIMIT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse CLI ${signal ? `killed (${signal}) after ${CLI_LIMIT_MS / 1000} s` : `exited ${code}`}: ${stderr.trim().slice(-400)}`));
    });
  });
}

/** Runs that crashed and were retried once. */
export const cliRetries = { count: 0 };

export async function plainCli(url) {
  try {
    return await plainCliOnce(url);
  } catch (error) {
    cliRetries.count += 1;
    console.error(`retrying a failed lighthouse CLI run: ${error.message.split('\n')[0]}`);
    return plainCliOnce(url);
  }
}

async function plainCliOnce(url) {
  const out = mkdtempSync(join(tmpdir(), 'lh-'));
  const started = performance.now();
  let ms;
  let lhr;
  try {
    await runCli(
      [
        url,
        '--output=json',
        `--output-path=${join(out, 'report.json')}`,
        '--quiet',
        `--chrome-path=${chrome}`,
        '--only-categories=performance,accessibility,seo,best-practices',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      out,
    );
    ms = performance.now() - started;
    lhr = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  const c = lhr.categories;
  return { ms, lhr, scores: [c.performance, c.accessibility, c.seo, c['best-practices']].map((x) => Math.round(x.score * 100)) };
}

// The landing and analysis benches take the median from here, beside the runs it summarises.
export { median } from './lighthouse-report.mjs';
