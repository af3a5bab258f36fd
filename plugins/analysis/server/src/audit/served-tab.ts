import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { bundledFileAt, isBundled, type SiteBundle } from '../bundle/site-bundle.js';
import { withBundledFetches } from './lighthouse-fetches.js';

/** What a tab answers from memory instead of the network. */
export interface Serving {
  /** The page's own HTML, answered when the browser navigates to the audited URL (the proof). */
  document?: string;
  /** A whole origin: every request to it is answered from the bundle, 404 for unknown paths. */
  site?: SiteBundle;
}

export interface ServedTab {
  /** The page to hand to Lighthouse. */
  page: Page;
  close(): Promise<void>;
}

const withoutHash = (url: string) => url.split('#')[0]!;
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Headers of the site's answer that do not describe the served document: its length, encoding and type are its own, and it is no redirect. */
const replacedHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'content-type', 'location']);

/**
 * The headers the served document is answered with: those the site answered the page with
 * (`X-Robots-Tag`, `Link`, `Content-Security-Policy`…), so the audits that read headers
 * (is-crawlable, canonical, hreflang) judge the document as the site serves it, with the
 * document's own type; only the type when the site's answer is not known.
 */
export function documentHeaders(site: readonly { name: string; value: string }[] | undefined): { name: string; value: string }[] {
  return [...(site ?? []).filter((header) => !replacedHeaders.has(header.name.toLowerCase())), { name: 'Content-Type', value: 'text/html; charset=utf-8' }];
}

/** What Lighthouse answers a page's prompt() with while it gathers (core/gather/driver/prepare.js). */
const promptAnswer = 'Lighthouse prompt response';

/**
 * The tab Lighthouse audits in. Its requests are answered through the DevTools Fetch domain:
 * navigations to `url` with `serving.document`, anything of the bundle's origin from the bundle;
 * with nothing to serve, the page loads from the site as it would for Lighthouse's own tab. A
 * bundled tab lives in a browser context of its own whose proxy is `sinkProxyUrl`, so nothing of it
 * reaches the filtering proxy or the network. Outside a bundle, the document is answered once the
 * site has answered the page's request, with the site's headers (documentHeaders); its body is not read.
 *
 * Every dialog the page opens is accepted, as Lighthouse does while it gathers, for as long as the
 * tab lives: Lighthouse stops answering dialogs when it detaches, and a page that is not kept in
 * the back/forward cache runs its scripts again when the BFCache check navigates back to it, so an
 * `alert()` or `confirm()` on load opened after that left the renderer waiting on the dialog and
 * the tab's close waiting on the renderer, until the audit's time limit.
 */
export async function openServedTab(port: number, url: string, serving: Serving, sinkProxyUrl?: string): Promise<ServedTab> {
  const browser: Browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  let context: BrowserContext | null = null;
  try {
    const { site, document } = serving;
    if (site) context = await browser.createBrowserContext({ proxyServer: sinkProxyUrl, proxyBypassList: ['<-loopback>'] });
    const page = await (context ?? browser).newPage();
    page.on('dialog', (dialog) => {
      dialog.accept(promptAnswer).catch(() => undefined);
    });
    const session = await page.createCDPSession();
    const target = withoutHash(url);
    session.on('Fetch.requestPaused', (event) => {
      const requested = event.request.url;
      const isPage = document !== undefined && withoutHash(requested) === target;
      const file = !isPage && site && isBundled(site, requested) ? bundledFileAt(site, requested) : undefined;
      const answer =
        isPage || file !== undefined
          ? session.send('Fetch.fulfillRequest', {
              requestId: event.requestId,
              responseCode: file === null ? 404 : 200,
              responseHeaders: isPage
                ? documentHeaders(event.responseHeaders)
                : [{ name: 'Content-Type', value: file?.contentType ?? 'text/plain; charset=utf-8' }],
              body: isPage ? base64(document) : (file?.body.toString('base64') ?? base64('Not found')),
            })
          : session.send('Fetch.continueRequest', { requestId: event.requestId });
      answer.catch(() => undefined);
    });
    const patterns = [
      // A bundle's page is never asked of the network: its document is answered at the request, with no site headers to keep.
      ...(document !== undefined
        ? [{ urlPattern: '*', resourceType: 'Document' as const, requestStage: site ? ('Request' as const) : ('Response' as const) }]
        : []),
      ...(site ? [{ urlPattern: `${site.origin}/*`, requestStage: 'Request' as const }] : []),
    ];
    if (patterns.length > 0) await session.send('Fetch.enable', { patterns });
    return {
      page: site ? withBundledFetches(page, site) : page,
      close: async () => {
        await page.close().catch(() => undefined);
        await context?.close().catch(() => undefined);
        await browser.disconnect().catch(() => undefined);
      },
    };
  } catch (error) {
    await context?.close().catch(() => undefined);
    await browser.disconnect().catch(() => undefined);
    throw error;
  }
}
