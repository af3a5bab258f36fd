import { parseSearch } from '../../kernel/app/searchParams';

/** The search param of /login that holds the page to come back to. */
export const returnPathParam = 'redirect';

/**
 * The page to come back to after logging in: a path of this site only (`/…`, never `//host` or
 * `/\host`, which browsers read as another origin, nor the login pages themselves), else null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes, which browsers may strip or read as '/', never take part.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return null;
  if (/^\/(login|register|auth\/login)(?:[/?#]|$)/.test(value)) return null;
  return value;
}

/** A safe return path as router navigation options (path and search apart). */
export function returnLocation(path: string): { to: string; search: Record<string, string> } {
  const url = new URL(path, 'http://otimiza.invalid');
  return { to: url.pathname, search: parseSearch(url.search) };
}
