import type { CDPSession } from 'puppeteer-core';
import type { InspectedCookie } from '@otimiza/plugin-analysis-contract';
import { registrableDomainOf } from './registrable-domain.js';

interface CdpCookie {
  name: string;
  domain: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  session: boolean;
  expires: number;
}

/** The browser's whole cookie jar (every domain, HttpOnly included), as the page left it. */
export async function readCookieJar(session: CDPSession, pageSite: string): Promise<InspectedCookie[]> {
  const { cookies } = (await session.send('Network.getAllCookies')) as { cookies: CdpCookie[] };
  return cookies.map((cookie) => ({
    name: cookie.name,
    domain: cookie.domain,
    path: cookie.path,
    secure: cookie.secure,
    httpOnly: cookie.httpOnly,
    sameSite: cookie.sameSite ?? null,
    expires: cookie.session || cookie.expires <= 0 ? null : new Date(cookie.expires * 1000).toISOString(),
    firstParty: registrableDomainOf(cookie.domain) === pageSite,
  }));
}
