/**
 * The path and query of a return address the browser sent. Only our own pages can be returned
 * to: an absolute URL keeps its path and query and is re-rooted on our address, so a checkout
 * can never send the buyer to another site.
 */
export function returnPathOf(given: string | undefined, fallback: string): string {
  if (!given) return fallback;
  const absolute = /^https?:\/\//i.test(given);
  if (!absolute && (!given.startsWith('/') || given.startsWith('//') || given.startsWith('/\\'))) return fallback;
  try {
    const url = new URL(given, 'http://otimiza.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}

/** Adds `session_id=<value>` to a path; the value is left as is, so Stripe's `{CHECKOUT_SESSION_ID}` template survives. */
export function withSessionId(path: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}session_id=${value}`;
}
