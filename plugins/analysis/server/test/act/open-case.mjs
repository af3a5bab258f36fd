// Opens ACT test cases one after another in one reused page, set up as the inspection sets up its page.

/** inspect-page.ts's desktop window: what is visible, scrolls or overlaps depends on it. */
const AUDIT_VIEWPORT = { width: 1350, height: 940 };

const LOAD_TIMEOUT_MS = 15_000;

/** What a case loads that changes what is drawn or run: a style sheet, a font, a script, a frame's document. */
const RENDERING_RESOURCES = new Set(['stylesheet', 'font', 'script', 'document']);

/** Whether an address is served by this machine (the case server on loopback) or needs no network at all. */
function isLocal(url) {
  const { protocol, hostname } = new URL(url);
  return !['http:', 'https:'].includes(protocol) || ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

/**
 * Sets `page` up (the audit's window, Content-Security-Policy bypassed so that axe can be injected) and answers a
 * function that loads a case. A case stays the page's document until the next one: a navigation it starts itself (a
 * meta refresh of no delay, to an address this machine cannot reach anyway) is cancelled, so axe reads the case.
 * The function answers `unreachable`: the case's style sheets, fonts, scripts and frames from the network that did not
 * load (failed, an error status, or still loading), for a machine offline (a case that needs them is not the case).
 */
export async function caseOpener(page) {
  await page.setViewport(AUDIT_VIEWPORT);
  await page.setBypassCSP(true);
  await page.setRequestInterception(true);
  let opening = null;
  let outside = new Set();
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) {
      if (RENDERING_RESOURCES.has(request.resourceType()) && !isLocal(request.url())) outside.add(request);
      return void request.continue();
    }
    const asked = request.url() === opening;
    opening = null;
    void (asked ? request.continue() : request.abort('aborted'));
  });
  page.on('requestfinished', (request) => {
    if ((request.response()?.status() ?? 0) < 400) outside.delete(request);
  });
  return async (url) => {
    opening = url;
    outside = new Set();
    try {
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    } catch (error) {
      // A case whose load never ends (a media file still streaming) is read as it stands.
      if (error?.name !== 'TimeoutError') throw error;
    }
    return { unreachable: [...outside].map((request) => request.url()) };
  };
}
