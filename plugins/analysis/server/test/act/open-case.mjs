// Opens ACT test cases one after another in one reused page, set up as the inspection sets up its page.

/** inspect-page.ts's desktop window: what is visible, scrolls or overlaps depends on it. */
const AUDIT_VIEWPORT = { width: 1350, height: 940 };

const LOAD_TIMEOUT_MS = 15_000;

/**
 * Sets `page` up (the audit's window, Content-Security-Policy bypassed so that axe can be injected) and answers a
 * function that loads a case. A case stays the page's document until the next one: a navigation it starts itself (a
 * meta refresh of no delay, to an address this machine cannot reach anyway) is cancelled, so axe reads the case.
 */
export async function caseOpener(page) {
  await page.setViewport(AUDIT_VIEWPORT);
  await page.setBypassCSP(true);
  await page.setRequestInterception(true);
  let opening = null;
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return void request.continue();
    const asked = request.url() === opening;
    opening = null;
    void (asked ? request.continue() : request.abort('aborted'));
  });
  return async (url) => {
    opening = url;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    } catch (error) {
      // A case whose load never ends (a media file still streaming) is read as it stands.
      if (error?.name !== 'TimeoutError') throw error;
    }
  };
}
