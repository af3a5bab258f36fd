// A plain `lighthouse` CLI run (a browser started per run), the reference beside our analyses.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chrome, root } from './otimiza-server.mjs';

// Asynchronous on purpose: pages served by the calling process must stay responsive.
const execFileAsync = promisify(execFile);

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
  await execFileAsync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${join(out, 'report.json')}`,
      '--quiet',
      `--chrome-path=${chrome}`,
      '--only-categories=performance,accessibility,seo,best-practices',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { encoding: 'utf8', timeout: 180_000 },
  );
  const ms = performance.now() - started;
  const lhr = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
  rmSync(out, { recursive: true, force: true });
  const c = lhr.categories;
  return { ms, lhr, scores: [c.performance, c.accessibility, c.seo, c['best-practices']].map((x) => Math.round(x.score * 100)) };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
