import puppeteer, { TimeoutError, type Browser, type HTTPResponse, type Page } from 'puppeteer-core';
import type { PageInspection } from '@otimiza/plugin-analysis-contract';
import { inspectedAxe, isTopLevelTarget, runAxe, type RawAxeResults } from './axe-audit.js';
import { readCookieJar } from './cookie-jar.js';
import { detectedLibraries } from './detected-libraries.js';
import { elementScreenshot } from './element-screenshot.js';
import { openPrivacyPolicy } from './privacy-policy.js';
import { privacyPolicyLink } from './privacy-policy-link.js';
import { readDocument } from './read-document.js';
import { registrableDomainOf } from './registrable-domain.js';
import { RequestLog } from './request-log.js';

/** A desktop window, as the desktop audits use. */
const VIEWPORT = { width: 1350, height: 940 };
/** Quiet time after which the page counts as settled, and the longest wait for it. */
const NETWORK_IDLE_MS = 500;
const SETTLE_CAP_MS = 10_000;

export interface InspectPageOptions {
  /** The inspection's whole budget: the waits below take their share of it. */
  timeoutMs: number;
  screenshotLimit: number;
  /** Whether a further address (the privacy policy) may be opened: the safe-outbound check. */
  isAllowed(url: string): Promise<boolean>;
}

/** The page could not be loaded at all (no response: refused, unreachable, bad certificate). */
export class PageNotLoaded extends Error {}

/**
 * Reads a page in the browser listening on `port`: loads it once without touching it, records
 * what it requested and stored while it settled, reads the rendered document, runs axe, takes
 * the violations' screenshots, then opens the privacy policy it links to.
 */
export async function inspectPage(port: number, url: URL, options: InspectPageOptions): Promise<PageInspection> {
  const browser: Browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  let page: Page | null = null;
  try {
    page = await browser.newPage();
    await page.setViewport(VIEWPORT);
    // Before the navigation: the injected axe must run under the strictest Content-Security-Policy.
    await page.setBypassCSP(true);
    const session = await page.createCDPSession();
    const log = new RequestLog(page);

    const response = await load(page, url, options.timeoutMs);
    await page.waitForNetworkIdle({ idleTime: NETWORK_IDLE_MS, timeout: Math.min(SETTLE_CAP_MS, options.timeoutMs * 0.2) }).catch(() => undefined);

    const finalUrl = page.url();
    const pageSite = registrableDomainOf(new URL(finalUrl).hostname);
    // Read before axe, which fetches the style sheets again: only the page's own requests count.
    const requests = log.entries(pageSite);
    const cookies = await readCookieJar(session, pageSite);
    const rendered = await readDocument(page);
    const libraries = detectedLibraries(rendered.globals, [...log.scriptUrls(), ...rendered.scriptSources]);

    const rawAxe = await runAxe(page);
    const axe = inspectedAxe(rawAxe);
    await addScreenshots(page, rawAxe, axe, options.screenshotLimit);

    const link = privacyPolicyLink(rendered.links, finalUrl);
    const privacyPolicy = link
      ? await openPrivacyPolicy(browser, link, { timeoutMs: Math.min(15_000, options.timeoutMs * 0.25), isAllowed: options.isAllowed })
      : null;

    return {
      requestedUrl: url.toString(),
      finalUrl,
      status: response?.status() ?? null,
      headers: response?.headers() ?? {},
      requests,
      cookies,
      language: rendered.language,
      title: rendered.title,
      text: rendered.text,
      links: rendered.links,
      forms: rendered.forms,
      libraries,
      consentBanners: rendered.consentBanners,
      privacyPolicy,
      axe,
      inspectedAt: new Date().toISOString(),
    };
  } finally {
    await page?.close().catch(() => undefined);
    await browser.disconnect().catch(() => undefined);
  }
}

/**
 * Navigates and waits for the load event within half the budget; a page still loading then is
 * read as it stands (its main document came). No response at all is PageNotLoaded.
 */
async function load(page: Page, url: URL, timeoutMs: number): Promise<HTTPResponse | null> {
  let mainDocument: HTTPResponse | null = null;
  const onResponse = (response: HTTPResponse) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) mainDocument = response;
  };
  page.on('response', onResponse);
  try {
    return await page.goto(url.toString(), { waitUntil: 'load', timeout: timeoutMs * 0.5 });
  } catch (error) {
    if (error instanceof TimeoutError && mainDocument) return mainDocument;
    throw new PageNotLoaded(error instanceof Error ? error.message : String(error));
  } finally {
    page.off('response', onResponse);
  }
}

/** Screenshots of the first nodes of each violation, where the element can be found and is visible. */
async function addScreenshots(page: Page, raw: RawAxeResults, axe: PageInspection['axe'], limit: number): Promise<void> {
  if (limit <= 0) return;
  for (const [index, rule] of axe.violations.entries()) {
    const targets = raw.violations[index]!.nodes;
    for (const [nodeIndex, node] of rule.nodes.slice(0, limit).entries()) {
      if (isTopLevelTarget(targets[nodeIndex]!.target)) node.screenshot = await elementScreenshot(page, node.selector);
    }
  }
}
