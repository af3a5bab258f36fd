import { useSearch } from '@tanstack/react-router';

/**
 * The URL's search params as plain strings. (The router's default parser reads values as JSON,
 * which would turn a verification token such as `1e5` into a number.)
 */
export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One search param of the current URL, or undefined. */
export function useSearchParam(name: string): string | undefined {
  const value = (useSearch({ strict: false }) as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
