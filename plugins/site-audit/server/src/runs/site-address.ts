import { normalizePathPrefix } from '../discovery/index.js';

export interface SiteAddress {
  origin: string;
  host: string;
  pathPrefix: string;
  /** Typed without a scheme: https was assumed, and the start may fall back to http (sdk/server `reachableTypedAddress`). */
  schemeAdded: boolean;
}

/** A typed site address (`loja.com.br`, `https://loja.com.br/blog/`) as a run reads it, or null when it is not an http(s) address. */
export function siteAddressOf(typed: string): SiteAddress | null {
  const text = typed.trim();
  const schemeAdded = !/^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  const withScheme = schemeAdded ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
  // '/blog/' and '/blog' are the same prefix: it holds '/blog' itself and what is under it.
  const prefix = normalizePathPrefix(url.pathname).replace(/\/+$/, '') || '/';
  return { origin: url.origin, host: url.host, pathPrefix: prefix, schemeAdded };
}
