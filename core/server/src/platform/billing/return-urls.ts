const ourOrigin = 'http://otimiza.invalid';

/** One `/` and then not a second one or a backslash, which browsers read as a slash. */
const singleSlashPath = /^\/(?![/\\])/;
/** Backslashes, whitespace and control characters: browsers drop or rewrite them while parsing. */
const ambiguous = /[\\\s\p{Cc}]/u;

/** The path with its percent-escapes undone, as a router or a proxy might; null when they are malformed. */
function decodedPath(path: string): string | null {
  let current = path;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * The path and query of a return address the browser sent, when it is a path on our own site:
 * it starts with exactly one `/`, holds no backslash, whitespace or control character (also once
 * its escapes are decoded), and still resolves to our origin with a single leading `/`. Anything
 * else — `//evil.example`, `/\evil`, `/%2F%2Fevil`, `https://evil.example/x`, `javascript:` —
 * gets the fallback, so a checkout can never send the buyer to another site.
 */
export function returnPathOf(given: string | undefined, fallback: string): string {
  if (!given || !singleSlashPath.test(given) || ambiguous.test(given)) return fallback;
  const path = given.split(/[?#]/, 1)[0]!;
  const decoded = decodedPath(path);
  if (decoded === null || !singleSlashPath.test(decoded) || ambiguous.test(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(given, ourOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== ourOrigin || !singleSlashPath.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}`;
}

/** Adds `session_id=<value>` to a path; the value is left as is, so Stripe's `{CHECKOUT_SESSION_ID}` template survives. */
export function withSessionId(path: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}session_id=${value}`;
}
