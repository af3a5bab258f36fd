import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SafeOutboundPort, type SafeFetchOptions, type SafeFetchResult } from '@otimiza/sdk/server';

/** For the discovery specs: small sites written inline, served on loopback, and the real safe-outbound service. */

export interface SiteAnswer {
  status?: number;
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Close the connection without an answer. */
  drop?: boolean;
}

/** A path (with its query, or without to answer every query) → an answer; a string is an HTML page. */
export type SiteRoutes = Record<string, SiteAnswer | string | ((url: URL) => SiteAnswer | string)>;

export interface TestSite {
  origin: string;
  /** Every path and query asked, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves the routes on 127.0.0.1 (a port from the OS); `build` receives the origin, for absolute addresses. */
export async function serveSite(build: (origin: string) => SiteRoutes, onRequest?: (path: string) => void): Promise<TestSite> {
  let routes: SiteRoutes = {};
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = `${url.pathname}${url.search}`;
    requests.push(path);
    onRequest?.(path);
    const route = routes[path] ?? routes[url.pathname];
    const found = typeof route === 'function' ? route(url) : route;
    const answer: SiteAnswer = typeof found === 'string' ? { body: found } : (found ?? { status: 404, type: 'text/plain', body: 'not found' });
    if (answer.drop) return void request.socket.destroy();
    response.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/html; charset=utf-8', ...answer.headers });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the test site has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  routes = build(origin);
  return {
    origin,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** An HTML page with a title and the given links (and optional extra head markup). */
export function page(title: string, links: string[] = [], head = ''): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><h1>${title}</h1>${links
    .map((href) => `<a href="${href}">${href}</a>`)
    .join(' ')}</body></html>`;
}

export function urlset(locs: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((loc) => `<url><loc>${loc}</loc></url>`)
    .join('')}</urlset>`;
}

export function sitemapIndex(locs: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`)
    .join('')}</sitemapindex>`;
}

type ClosableOutbound = SafeOutboundPort & { onApplicationShutdown(): Promise<void> };

/**
 * The host's real SafeOutboundService with loopback allowed (ALLOW_PRIVATE_TARGETS), as the specs
 * need it: private, link-local and metadata addresses stay refused. A plugin may not import the
 * host, so the spec loads it at run time from the host's sources, as @otimiza/sdk/testing does.
 */
export async function loopbackSafeOutbound(): Promise<ClosableOutbound> {
  const hostDir = dirname(createRequire(import.meta.url).resolve('@otimiza/core-server/package.json'));
  const host = (await import(pathToFileURL(join(hostDir, 'src/kernel/outbound/safe-outbound.service.ts')).href)) as {
    SafeOutboundService: new (config: { ALLOW_PRIVATE_TARGETS: boolean }) => ClosableOutbound;
  };
  return new host.SafeOutboundService({ ALLOW_PRIVATE_TARGETS: true });
}

/** The real service, with every address it was asked to check or fetch written down. */
export class RecordingOutbound extends SafeOutboundPort {
  readonly checked: string[] = [];
  readonly fetched: string[] = [];

  constructor(private readonly real: SafeOutboundPort) {
    super();
  }

  assertAllowed(url: string): Promise<URL> {
    this.checked.push(url);
    return this.real.assertAllowed(url);
  }

  fetch(url: string, options?: SafeFetchOptions): Promise<SafeFetchResult> {
    this.fetched.push(url);
    return this.real.fetch(url, options);
  }

  resolveHost(hostname: string): Promise<string> {
    return this.real.resolveHost(hostname);
  }
}
