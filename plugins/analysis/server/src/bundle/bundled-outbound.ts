import { ApiError, SafeOutboundPort, type SafeFetchOptions, type SafeFetchResult } from '@otimiza/sdk/server';
import { bundledFileAt, isBundled, type SiteBundle } from './site-bundle.js';

/**
 * The safe-outbound service as a bundled analysis sees it: the bundle's origin is answered from
 * its files (404 for the rest) and never looked up or fetched; any other address goes through
 * the real service, checks and limits included.
 */
export class BundledOutbound extends SafeOutboundPort {
  constructor(
    private readonly bundle: SiteBundle,
    private readonly outbound: SafeOutboundPort,
  ) {
    super();
  }

  async assertAllowed(url: string): Promise<URL> {
    return isBundled(this.bundle, url) ? new URL(url) : this.outbound.assertAllowed(url);
  }

  async fetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
    if (!isBundled(this.bundle, url)) return this.outbound.fetch(url, options);
    const file = bundledFileAt(this.bundle, url);
    const body = options.method === 'HEAD' ? Buffer.alloc(0) : (file?.body ?? Buffer.from('Not found'));
    if (options.maxBytes !== undefined && body.length > options.maxBytes) {
      const mb = Math.round(options.maxBytes / 1024 / 1024);
      throw new ApiError('NETWORK_ERROR', 400, { pt: `A página passa do limite de ${mb} MB.`, en: `The page is larger than the ${mb} MB limit.` });
    }
    return {
      status: file ? 200 : 404,
      headers: { 'content-type': file?.contentType ?? 'text/plain; charset=utf-8', 'content-length': String(file?.body.length ?? body.length) },
      body,
      finalUrl: url,
      redirects: [],
    };
  }

  async resolveHost(hostname: string): Promise<string> {
    return this.outbound.resolveHost(hostname);
  }
}
