import type { CDPSession, Page, Target } from 'puppeteer-core';
import { bundledFileAt, isBundled, type SiteBundle } from '../bundle/site-bundle.js';

/** Binds a method read through a Proxy to the real object, so private fields keep working. */
function forward<T extends object>(target: T, property: string | symbol): unknown {
  const value = Reflect.get(target, property, target) as unknown;
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

/**
 * Lighthouse fetches some files itself (robots.txt, source maps) with the protocol command
 * `Network.loadNetworkResource`, which the Fetch domain does not intercept. For a bundled site
 * the page handed to Lighthouse answers that command (and the `IO.read` of its stream) from the
 * bundle for the bundle's origin; every other command goes to the browser unchanged.
 */
export function withBundledFetches(page: Page, bundle: SiteBundle): Page {
  const streams = new Map<string, Buffer>();
  let next = 0;
  const answer =
    (session: CDPSession) =>
    async (method: string, params?: Record<string, unknown>, ...rest: unknown[]): Promise<unknown> => {
      if (method === 'Network.loadNetworkResource' && typeof params?.['url'] === 'string' && isBundled(bundle, params['url'])) {
        const file = bundledFileAt(bundle, params['url']);
        if (!file) return { resource: { success: true, httpStatusCode: 404, headers: {} } };
        const stream = `otimiza-bundle-${++next}`;
        streams.set(stream, file.body);
        return { resource: { success: true, httpStatusCode: 200, headers: { 'content-type': file.contentType }, stream } };
      }
      const handle = typeof params?.['handle'] === 'string' ? params['handle'] : undefined;
      if (handle && streams.has(handle)) {
        if (method !== 'IO.read') {
          streams.delete(handle);
          return {};
        }
        // One read answers the whole file; later reads of the same stream find it ended.
        const body = streams.get(handle)!;
        streams.set(handle, Buffer.alloc(0));
        return { data: body.toString('base64'), base64Encoded: true, eof: true };
      }
      return (session.send as (...args: unknown[]) => Promise<unknown>)(method, params, ...rest);
    };
  const wrapSession = (session: CDPSession) =>
    new Proxy(session, { get: (target, property) => (property === 'send' ? answer(target) : forward(target, property)) });
  const wrapTarget = (target: Target) =>
    new Proxy(target, {
      get: (real, property) => (property === 'createCDPSession' ? async () => wrapSession(await real.createCDPSession()) : forward(real, property)),
    });
  return new Proxy(page, { get: (real, property) => (property === 'target' ? () => wrapTarget(real.target()) : forward(real, property)) });
}
