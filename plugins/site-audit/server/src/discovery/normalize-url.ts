/**
 * Query parameters that only say where a visitor came from: dropped, so one page is one address.
 * utm_* (Google Analytics campaigns), gclid / gbraid / wbraid / dclid (Google Ads), fbclid (Meta),
 * msclkid (Microsoft Ads), yclid (Yandex), mc_cid / mc_eid (Mailchimp), _ga / _gl (GA linker),
 * _hsenc / _hsmi (HubSpot), igshid (Instagram), ref (referral tags).
 */
export const trackingParameters: readonly string[] = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'igshid',
  'ref',
];

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || trackingParameters.includes(lower);
}

/**
 * The canonical form of a page address: http(s) only; host lower-cased and default port dropped
 * (the URL parser does both); fragment and tracking parameters dropped; the other parameters sorted
 * by name; an empty query removed; percent-escapes in the path upper-cased. Null for anything that
 * is not an http(s) address.
 */
export function normalizeUrl(address: string, base?: string | URL): string | null {
  let url: URL;
  try {
    url = new URL(address.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.pathname = url.pathname.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
  const params = new URLSearchParams(url.search);
  for (const name of [...new Set(params.keys())]) if (isTracking(name)) params.delete(name);
  params.sort();
  const query = params.toString();
  url.search = query ? `?${query}` : '';
  return url.toString();
}

/** A path prefix as the crawl compares it: starting with '/', '/' when absent. */
export function normalizePathPrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').trim();
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Whether an address is on the origin and under the path prefix, on a segment boundary:
 * '/blog' holds '/blog' and '/blog/post', not '/blogger'.
 */
export function withinScope(address: string | URL, origin: string, pathPrefix: string): boolean {
  const url = typeof address === 'string' ? new URL(address) : address;
  if (url.origin !== origin) return false;
  const prefix = normalizePathPrefix(pathPrefix);
  if (prefix.endsWith('/')) return url.pathname.startsWith(prefix);
  return url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
}

/**
 * An http:// address of an https site's own host, as the https address: old pages and sitemaps keep
 * hard-coded http:// links that the server redirects anyway. Anything else is answered unchanged.
 */
export function upgradedToOrigin(address: string, origin: string): string {
  const url = new URL(address);
  const site = new URL(origin);
  if (site.protocol !== 'https:' || url.protocol !== 'http:' || url.hostname !== site.hostname || url.port !== '' || site.port !== '') return address;
  url.protocol = 'https:';
  return url.toString();
}
