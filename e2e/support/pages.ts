import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { logIn, type TestAccount } from './accounts.js';
import { launchBrowser } from './browser.js';

export interface PageOptions {
  /** The language the app shows: stored as the visitor's choice before the app's first script runs. */
  language: 'pt' | 'en';
  /** The viewport's width; 1440 unless said. */
  width?: number;
  /** The viewport's height; 900 unless said (`phoneHeight` gives a phone's below 600 px wide). */
  height?: number;
  /** Signs the context in as this account before the page opens. */
  account?: TestAccount;
  /** Lets the page's downloads be read (`page.waitForEvent('download')`). */
  acceptDownloads?: boolean;
  /** Lets the page read and write the clipboard (a 'copy link' button). */
  clipboard?: boolean;
  timezoneId?: string;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  close: () => Promise<void>;
}

/** A phone's height (844) for a width below 600 px, a desktop's (900) otherwise. */
export const phoneHeight = (width: number): number => (width < 600 ? 844 : 900);

/** A new context and page showing the app in `options.language`, signed in as `options.account` when given. */
export async function openPageInLanguage(browser: Browser, options: PageOptions): Promise<OpenedPage> {
  const baseUrl = inject('baseUrl');
  const { language, width = 1440, height = 900, account, acceptDownloads, clipboard, timezoneId } = options;
  const context = await browser.newContext({
    viewport: { width, height },
    ...(acceptDownloads ? { acceptDownloads } : {}),
    ...(timezoneId ? { timezoneId } : {}),
  });
  if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await context.addInitScript((value) => window.localStorage.setItem('otimiza-language', value), language);
  if (account) await logIn(context, baseUrl, account);
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
}

/** What `browserAndSiteForSuite` launched: read it inside the suite's tests, once its `beforeAll` has run. */
export interface SuiteBrowserAndSite<Site> {
  readonly browser: Browser;
  readonly site: Site;
}

/**
 * For the describe block it is called in: launches Chromium and starts `startSite` side by side before its tests,
 * and closes both after them.
 */
export function browserAndSiteForSuite<Site extends { close: () => Promise<void> }>(startSite: () => Promise<Site>): SuiteBrowserAndSite<Site> {
  const started: { browser?: Browser; site?: Site } = {};
  beforeAll(async () => {
    [started.browser, started.site] = await Promise.all([launchBrowser(), startSite()]);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.site?.close();
  });
  return {
    get browser() {
      if (!started.browser) throw new Error('the browser is launched in the suite’s beforeAll');
      return started.browser;
    },
    get site() {
      if (!started.site) throw new Error('the site is started in the suite’s beforeAll');
      return started.site;
    },
  };
}

/**
 * Shows `path` in the app already open in `page` the way its own links do: a history entry the router follows
 * (TanStack's browser history listens to `pushState`), without loading the app again. A fresh load costs the headless
 * shell about 4 CPU-seconds on the 2-core machine, a route change about 0.7 (bench/page-load). For checks of what a
 * page shows; an address opened cold, or data changed behind the page's back, is a `page.goto`.
 */
export async function showInApp(page: Page, path: string): Promise<void> {
  const routed = await page.evaluate((href) => {
    const state = window.history.state as { __TSR_key?: string; __TSR_index?: number } | null;
    if (!state?.__TSR_key) return false;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ __TSR_index: (state.__TSR_index ?? 0) + 1, key, __TSR_key: key }, '', href);
    return true;
  }, path);
  if (!routed) throw new Error(`showInApp(${path}): the page at ${page.url()} is not the app's router; open it with page.goto first`);
}
