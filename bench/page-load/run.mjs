// What one signed-in page of the built app costs the browser, the ways the e2e specs can open it, side by side: a fresh
// context for every check in the full Chromium (new headless mode), the same with its address bar's web UI popups off
// (as the app's own browser starts), and in the headless shell, a new page in a context
// kept for the file, and a route change inside the page already open (the single-page app changes route without a
// load). Prints the browser's CPU seconds per open (every process of it) and the ratio to the first way.
// `npm run bench:page-load --workspace bench`; LOADS=<n> opens per way (8 unless said).
import { chromium } from 'playwright-core';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { chrome, startOtimiza } from '../support/otimiza-server.mjs';

const headlessShell = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

const loads = Number(process.env.LOADS ?? 8);
const ticksPerSecond = 100;

/** CPU seconds of `pid` and every process under it (a closed renderer's time is in its parent's reaped-children figures). */
function treeCpuSeconds(rootPid) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) });
    } catch {
      // The process ended while it was read.
    }
  }
  const inTree = (pid) => {
    for (let current = pid; current > 1; current = stats.get(current)?.ppid ?? 0) if (current === rootPid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return ticks / ticksPerSecond;
}

const server = await startOtimiza({ env: { LOG_LEVEL: 'error' }, startTimeoutMs: 180_000 });
const [cookieName, cookieValue] = server.cookie.split('=');
const dashboardShown = (page) => page.locator('[data-page-key="dashboard"]').waitFor();

async function inBrowser(executablePath, work, extraArgs = []) {
  const browserServer = await chromium.launchServer({ executablePath, args: ['--no-sandbox', '--disable-gpu', ...extraArgs] });
  const browser = await chromium.connect(browserServer.wsEndpoint());
  const signedIn = async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await context.addCookies([{ name: cookieName, value: cookieValue, url: server.base }]);
    return context;
  };
  try {
    return await work({ signedIn, browserPid: browserServer.process().pid });
  } finally {
    await browser.close();
    await browserServer.close();
  }
}

async function measure(label, browserPid, open) {
  await open(); // a first open outside the count: the browser's own start-up work is not the app's
  const before = treeCpuSeconds(browserPid);
  const started = Date.now();
  for (let index = 0; index < loads; index++) await open();
  return { label, cpu: (treeCpuSeconds(browserPid) - before) / loads, wall: (Date.now() - started) / 1000 / loads };
}

const freshContextEachOpen = (signedIn) => async () => {
  const context = await signedIn();
  const page = await context.newPage();
  await page.goto(server.base);
  await dashboardShown(page);
  await context.close();
};

const results = [];
results.push(
  await inBrowser(chrome, ({ signedIn, browserPid }) => measure(`full Chromium, fresh context each open`, browserPid, freshContextEachOpen(signedIn))),
);
// The switch the app's own browser starts with (quietChromeFlags); here it replaces Playwright's feature list, which these loads do not need.
const omniboxOff = ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'];
results.push(
  await inBrowser(
    chrome,
    ({ signedIn, browserPid }) => measure('full Chromium, address bar popups off', browserPid, freshContextEachOpen(signedIn)),
    omniboxOff,
  ),
);
if (existsSync(headlessShell)) {
  results.push(
    ...(await inBrowser(headlessShell, async ({ signedIn, browserPid }) => {
      const shell = [await measure('headless shell, fresh context each open', browserPid, freshContextEachOpen(signedIn))];
      const kept = await signedIn();
      shell.push(
        await measure('headless shell, new page in a kept context', browserPid, async () => {
          const page = await kept.newPage();
          await page.goto(server.base);
          await dashboardShown(page);
          await page.close();
        }),
      );
      const open = await kept.newPage();
      await open.goto(server.base);
      await dashboardShown(open);
      shell.push(
        await measure('headless shell, route change in the open page', browserPid, async () => {
          await open.getByRole('menuitem').nth(1).click();
          await open.waitForURL((url) => url.searchParams.has('page'));
          await open.getByRole('menuitem').first().click();
          await dashboardShown(open);
        }),
      );
      return shell;
    })),
  );
} else console.log(`${headlessShell} is missing (apt-get install chromium-headless-shell): only the full browser is measured`);
await server.stop();

const reference = results[0];
console.log(`\nbrowser CPU per open of the signed-in dashboard, ${loads} opens each (first way = 1.00):`);
for (const { label, cpu, wall } of results)
  console.log(`  ${label.padEnd(48)} ${cpu.toFixed(2)} CPU-s  ${wall.toFixed(2)} s  ratio ${(cpu / reference.cpu).toFixed(2)}`);
