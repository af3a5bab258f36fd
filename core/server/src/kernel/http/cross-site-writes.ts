import { ApiError } from '@otimiza/sdk/server';
import type { Request } from 'express';

/** The pages a write may come from, besides the request's own host. */
export interface TrustedOrigins {
  /** PUBLIC_URL: the instance's address, when a proxy in front of it sends another Host. */
  publicUrl: string | undefined;
  /** Whether `host` (lower case, no port) is a workspace's active white-label domain served here. */
  isBrandedHost(host: string): Promise<boolean>;
}

type OriginRequest = Pick<Request, 'headers' | 'host'>;

export const crossSiteRefused = () =>
  new ApiError(
    'FORBIDDEN',
    403,
    {
      pt: 'Requisição recusada: ela veio de uma página de outro site. Faça a alteração pelas páginas do próprio app.',
      en: 'Request refused: it came from a page of another site. Make the change from the app’s own pages.',
    },
    { code: 'CROSS_SITE_REQUEST' },
  );

const header = (request: OriginRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

async function originTrusted(origin: string, request: OriginRequest, trusted: TrustedOrigins): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // `null` (a sandboxed frame, a cross-site redirect) and anything malformed.
  }
  const host = url.host.toLowerCase();
  // The page is the app as this request reached it (the Host header, or X-Forwarded-Host behind TRUST_PROXY).
  if ([header(request, 'host'), request.host].some((own) => own?.toLowerCase() === host)) return true;
  if (trusted.publicUrl && new URL(trusted.publicUrl).origin === url.origin) return true;
  return url.protocol === 'https:' && (await trusted.isBrandedHost(url.hostname.toLowerCase()));
}

/**
 * Refuses (403) a write a page of another site made in the user's browser (CSRF): the browser names
 * the page's origin in `Origin` (sent with every POST, PUT, PATCH and DELETE) and says how it relates
 * to the target in `Sec-Fetch-Site`. `Origin` decides when present: this host, PUBLIC_URL or an
 * active white-label domain. Without it, `Sec-Fetch-Site` must be `same-origin` or `none`. A request
 * with neither comes from no browser (curl, a server, a webhook) and carries no victim's cookie.
 */
export async function assertSameSiteWrite(request: OriginRequest, trusted: TrustedOrigins): Promise<void> {
  const origin = header(request, 'origin');
  if (origin !== undefined) {
    if (await originTrusted(origin, request, trusted)) return;
    throw crossSiteRefused();
  }
  const site = header(request, 'sec-fetch-site');
  if (site === undefined || site === 'same-origin' || site === 'none') return;
  throw crossSiteRefused();
}
