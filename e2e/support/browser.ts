import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/**
 * How long a wait for an element, a response or a navigation may last before it fails. Every wait is for an
 * event, so this is a guard against a hang, not a pace: a CI machine shared with other work ran the e2e tier at
 * a quarter of an idle machine's speed, and a page that loads its plugin bundles and then its data took more
 * than Playwright's default 30 s to show its header's first calls. Half of a test's 120 s (vitest.config.ts).
 */
export const WAIT_LIMIT_MS = 60_000;

/** Debian's `chromium-headless-shell`: Chromium's old headless mode, a browser without a window's own web UI. */
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser the specs drive: `E2E_CHROME_PATH` when set, else Chromium's headless shell when installed (`.ci/run`
 * installs it), else the app's own `CHROME_PATH`. The full browser's new headless mode builds its top bar's web UI (the
 * address bar's popup, a renderer of its own) for every new window: a fresh context showing the signed-in dashboard cost
 * it 7.8 CPU-seconds against 4.1 in the shell, and 5.0 with those popups switched off as the app's own browser starts
 * (`npm run bench:page-load --workspace bench`, 2026-12-01); the pages render with the same Blink. The app's own audits
 * keep the browser `CHROME_PATH` names.
 */
export const e2eBrowserPath = process.env['E2E_CHROME_PATH'] ?? (existsSync(headlessShell) ? headlessShell : fullBrowserPath());

/** The full browser: the one the app audits with. */
function fullBrowserPath(): string {
  return process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
}

export interface LaunchOptions {
  /**
   * The spec turns Web Push on (a service worker's `PushManager`): the headless shell has no push service, and the
   * app rightly says push is not supported there, so such a spec runs in the full browser.
   */
  webPush?: boolean;
}

/**
 * That browser, headless, with the flags this network-less machine needs; `extraArgs` add a spec's own (a host resolver rule).
 * Every context it opens sees `prefers-reduced-motion: reduce`, so the app switches antd's zooms off: a click computed while a
 * dialog still grows can land beside its button on a busy machine (API keys' 'Gerar chave' and the grant confirmations missed
 * their click that way in CI). Chromium's `--force-prefers-reduced-motion` flag does not reach the new headless mode's pages
 * (they read `reduce: false`), so the emulation is Playwright's, set on each new context unless a spec asks otherwise.
 */
export async function launchBrowser(extraArgs: readonly string[] = [], options: LaunchOptions = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: options.webPush && !process.env['E2E_CHROME_PATH'] ? fullBrowserPath() : e2eBrowserPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extraArgs],
  });
  // browser.newPage() opens its context through this method too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    context.setDefaultTimeout(WAIT_LIMIT_MS);
    return context;
  };
  return browser;
}

/**
 * Screenshots are kept for a person to look at (e2e/artifacts/), and no one looks at a CI run's: with `CI` set
 * none are taken unless `E2E_SCREENSHOTS=on`, and `E2E_SCREENSHOTS=off` skips them anywhere. A full-page capture
 * of a long page, encoded as PNG, costs the browser about as much as loading the page; the specs take some 300.
 */
export const screenshotsKept = (process.env['E2E_SCREENSHOTS'] ?? (process.env['CI'] ? 'off' : 'on')) !== 'off';

/** Where an artifact (a screenshot, a PDF) is written, with its folder made: a clean clone has no e2e/artifacts/. */
export async function artifactPath(fileName: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  return join(artifactsDir, fileName);
}

async function screenshotPath(name: string): Promise<string> {
  return artifactPath(`${name}.png`);
}

/** Keeps a full-page screenshot as a test artifact (e2e/artifacts/<name>.png). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (screenshotsKept) await page.screenshot({ path: await screenshotPath(name), fullPage: true });
}

/** Keeps what the viewport shows (a fixed dialog over a scrolled page, which a full-page capture would mix up). */
export async function keepViewportScreenshot(page: Page, name: string): Promise<void> {
  if (screenshotsKept) await page.screenshot({ path: await screenshotPath(name) });
}

/** Keeps one element's screenshot. */
export async function keepElementScreenshot(element: Locator, name: string): Promise<void> {
  if (screenshotsKept) await element.screenshot({ path: await screenshotPath(name) });
}

/** The antd notification whose text holds `title` (the newest first). */
export function toast(page: Page, title: string) {
  return page.locator('.ant-notification-notice').filter({ hasText: title }).first();
}

/**
 * Closes every toast shown now, in the page, at once: they stack over the header's buttons at the top right. A click
 * through Playwright waits for a notice to stand still, and one that closes itself meanwhile leaves it waiting for an
 * element that never comes back. The pointer leaves them first: a hovered stack holds them.
 */
export async function closeToasts(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.$$eval('.ant-notification-notice-close', (buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  await expect.poll(() => page.locator('.ant-notification-notice').count()).toBe(0);
}

/**
 * Waits until no animation that ends runs on `element`, its ancestors or what it holds (an antd dialog's zoom sits on
 * an ancestor of its content): a click computed while the box still moves can land beside its target.
 */
export async function settled(element: Locator): Promise<void> {
  await element.waitFor();
  await element.evaluate(async (node) => {
    const moving = () =>
      node.ownerDocument.getAnimations().filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        // A spinner's endless animation never finishes: only those that end are waited for.
        const ends = animation.effect?.getComputedTiming().endTime !== Infinity;
        return animation.playState === 'running' && ends && target != null && (target.contains(node) || node.contains(target));
      });
    for (let running = moving(); running.length; running = moving()) {
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Picks `label` in an antd single select (`field`: the select or its combobox) and waits until the select shows it. On a busy machine a click
 * can land while the list still opens and pick nothing: it is tried again, up to three times.
 */
export async function chooseOption(page: Page, field: Locator, label: string): Promise<void> {
  // The select's box, whether `field` is it or its combobox input.
  const select = field.locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  for (let attempt = 1; ; attempt++) {
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
    try {
      await select.filter({ hasText: label }).waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** The seed of the shared server runs beside the specs: six real audits and their proofs on a busy machine. */
const DEMO_SEED_TIMEOUT_MS = 8 * 60_000;
/** For a spec that opens the investor demo: the seed's time, then its own steps. */
export const DEMO_TEST_TIMEOUT_MS = DEMO_SEED_TIMEOUT_MS + 2 * 60_000;

/**
 * Opens the investor demo from its invitation link and waits for its dashboard: the demo page
 * shows the seed's progress until the seed (started with the e2e server) is done.
 */
export async function openInvestorDemo(page: Page, baseUrl: string, dashboardHeading: string): Promise<void> {
  await page.goto(`${baseUrl}/?pro-demo=true&investor=true`);
  await page.waitForURL(/\/demo\/[^/]+$/);
  await page.getByRole('heading', { level: 1, name: dashboardHeading }).waitFor({ timeout: DEMO_SEED_TIMEOUT_MS });
}
