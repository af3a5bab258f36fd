// Unlighthouse (`@unlighthouse/cli`, its CI command) on the system Chromium, with the Lighthouse settings of our
// audits: mobile, Lighthouse's simulated throttling at its default (slow 4G, CPU ×4), its screen and user agent.
// Not a dependency of the project: fetched once per machine with npx from the npm registry, outside the timed part.
// Version 0.18 needs Node 22.18 or later; npx brings Node 22 as the `node` package of the registry when this Node is
// older, and Unlighthouse then runs on it (it starts `node` again for every Lighthouse run, so it leads the PATH).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as constants from 'lighthouse/core/config/constants.js';
import { quietChromeFlags } from '@otimiza/sdk/server';

export const unlighthouseVersion = process.env.UNLIGHTHOUSE_VERSION ?? '0.18.1';

/**
 * Installs (or finds in npx's cache) Unlighthouse and a Node it runs on. Answers `{ node, bin }`, or `{ error }` saying
 * what failed. Puppeteer's own browser download is skipped: the machine has no network but the npm registry.
 */
export function installUnlighthouse() {
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  const packages = [...(nodeMajor < 22 ? ['-p', 'node@22'] : []), '-p', `@unlighthouse/cli@${unlighthouseVersion}`];
  const found = spawnSync('npx', ['--yes', ...packages, '--', 'sh', '-c', 'command -v node && command -v unlighthouse-ci && node --version'], {
    encoding: 'utf8',
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: 'true' },
    timeout: 600_000,
  });
  const [node, bin, version] = found.stdout.trim().split('\n');
  if (found.status !== 0 || !bin) {
    const said = `${found.stderr ?? ''}${found.error?.message ?? ''}`
      .split('\n')
      .filter((line) => line && !line.startsWith('npm warn'))
      .slice(-6)
      .join(' / ');
    return { error: `npx could not install @unlighthouse/cli@${unlighthouseVersion} (exit ${found.status}): ${said || 'no message'}` };
  }
  return { node, bin, nodeVersion: version };
}

/**
 * Scans `site` with Unlighthouse: its crawl (robots.txt, sitemaps, links) and its dynamic sampling of `perGroup`
 * pages per route group, or every page with `perGroup` null; `samples` Lighthouse runs per page (the median kept).
 * Answers the milliseconds from the command's start to its exit and each scanned route's four scores (0–100), or
 * `{ error }` with the end of its output.
 */
export async function runUnlighthouse({ node, bin }, { site, perGroup, samples, chrome, maxRoutes = 500 }) {
  const root = mkdtempSync(join(tmpdir(), 'unlighthouse-'));
  const config = {
    scanner: { device: 'mobile', samples, dynamicSampling: perGroup ?? false, maxRoutes, throttle: true },
    chrome: { useSystem: false, useDownloadFallback: false },
    puppeteerOptions: { executablePath: chrome, args: quietChromeFlags },
    puppeteerClusterOptions: { monitor: false },
    lighthouseOptions: {
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: constants.throttling.mobileSlow4G,
      screenEmulation: constants.screenEmulationMetrics.mobile,
      emulatedUserAgent: constants.userAgents.mobile,
    },
  };
  writeFileSync(join(root, 'unlighthouse.config.mjs'), `export default ${JSON.stringify(config, null, 2)};\n`);
  const output = join(root, 'out');
  const log = [];
  const started = performance.now();
  const exitCode = await new Promise((resolve) => {
    const child = spawn(node, [bin, '--site', site, '--root', root, '--output-path', output, '--reporter', 'jsonSimple', '--mobile', '--no-cache'], {
      cwd: root,
      env: { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}`, CHROME_PATH: chrome, PUPPETEER_SKIP_DOWNLOAD: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk) => log.push(...String(chunk).split('\n').filter(Boolean));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => {
      log.push(error.message);
      resolve(-1);
    });
    child.on('exit', (code) => resolve(code));
  });
  const ms = performance.now() - started;
  const resultPath = join(output, 'ci-result.json');
  const said = log.slice(-12).join('\n');
  if (exitCode !== 0 || !existsSync(resultPath)) {
    rmSync(root, { recursive: true, force: true });
    return { error: `Unlighthouse exited ${exitCode}${existsSync(resultPath) ? '' : ' without a report'}:\n${said}` };
  }
  const routes = JSON.parse(readFileSync(resultPath, 'utf8')).map((route) => ({
    path: route.path,
    scores: [route.performance, route.accessibility, route.seo, route['best-practices']].map((score) =>
      typeof score === 'number' ? Math.round(score * 100) : null,
    ),
  }));
  rmSync(root, { recursive: true, force: true });
  return { ms, routes, finishedLine: log.find((line) => line.includes('has finished scanning')) ?? null };
}
