import { ApiError, type SafeOutboundPort } from '@otimiza/sdk/server';
import { normalizeUrl } from './normalize-url.js';

export type PageAnswer =
  | { kind: 'html'; finalUrl: string; status: number; html: string }
  | { kind: 'not-html' | 'http-error'; finalUrl: string; status: number }
  /** No answer: the outbound error (refused redirect hop, timeout, too large, connection refused). */
  | { kind: 'failed'; error: ApiError };

const htmlTypes = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;

/** The page's text in the charset its header or its first `<meta>` names (old Brazilian sites still serve ISO-8859-1), else UTF-8. */
function decodeHtml(body: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return body.toString('utf8');
  }
}

/**
 * Fetches one address of the site as a page (redirects within its origin followed by the safe-outbound
 * service, each hop checked; one off the origin answered as is, its host never resolved) and says what
 * came back: an HTML page, something else, an error status, or nothing.
 */
export async function fetchPage(
  url: string,
  outbound: SafeOutboundPort,
  {
    followOffOrigin = false,
    ...options
  }: { maxBytes: number; timeoutMs: number; /** The start address: where it lands is the site. */ followOffOrigin?: boolean },
): Promise<PageAnswer> {
  let response;
  try {
    response = await outbound.fetch(url, {
      ...options,
      sameOriginRedirects: !followOffOrigin,
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
    });
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'failed', error };
    throw error;
  }
  const location = response.status >= 300 && response.status < 400 ? response.headers['location'] : undefined;
  // A redirect off the origin, not followed: its target is where the address leads (the crawl leaves it aside).
  if (location) return { kind: 'http-error', finalUrl: normalizeUrl(new URL(location, response.finalUrl).toString()) ?? url, status: response.status };
  const finalUrl = normalizeUrl(response.finalUrl) ?? url;
  if (response.status >= 300) return { kind: 'http-error', finalUrl, status: response.status };
  const contentType = response.headers['content-type'] ?? '';
  if (!htmlTypes.test(contentType)) return { kind: 'not-html', finalUrl, status: response.status };
  return { kind: 'html', finalUrl, status: response.status, html: decodeHtml(response.body, contentType) };
}
