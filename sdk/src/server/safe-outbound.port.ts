export interface SafeFetchOptions {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  /** A POST's body (a Web Push message). A request with a body never follows a redirect: the 3xx is the answer. */
  body?: Uint8Array | string;
  maxRedirects?: number;
  /** A redirect to another origin is not followed (nor its host resolved): the 3xx is the answer, its `location` header says where. */
  sameOriginRedirects?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
}

export interface SafeFetchResult {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  finalUrl: string;
  redirects: string[];
}

/**
 * Why a site did not answer, as `details.cause` of the NETWORK_ERROR (400) or API_TIMEOUT (408)
 * a fetch throws: its name not found in DNS, the connection refused, the TLS (HTTPS) handshake or
 * certificate refused, the connection cut before an answer, the host unreachable, no answer in time.
 */
export type OutboundFailureCause = 'dns' | 'refused' | 'tls' | 'reset' | 'unreachable' | 'timeout';

const outboundFailureCauses: readonly string[] = ['dns', 'refused', 'tls', 'reset', 'unreachable', 'timeout'] satisfies OutboundFailureCause[];

/** The cause a SafeOutboundPort failure names (`details.cause`), or null when it names none or is another error. */
export function outboundFailureCause(error: unknown): OutboundFailureCause | null {
  const cause = (error as { details?: { cause?: unknown } } | null)?.details?.cause;
  return typeof cause === 'string' && outboundFailureCauses.includes(cause) ? (cause as OutboundFailureCause) : null;
}

/**
 * Requests to user-supplied hosts: http(s) only, every DNS answer and redirect hop checked
 * against private, loopback, link-local and metadata ranges, with limits on hops, bytes and
 * time. A refused target throws an ApiError INVALID_URL (400); a site that does not answer,
 * NETWORK_ERROR (400) or API_TIMEOUT (408) with its `details.cause` (`outboundFailureCause`).
 */
export abstract class SafeOutboundPort {
  /** Parses and checks a URL (scheme and resolved addresses) without fetching it. */
  abstract assertAllowed(url: string): Promise<URL>;
  abstract fetch(url: string, options?: SafeFetchOptions): Promise<SafeFetchResult>;
  /**
   * For protocols other than HTTP (FTP deploys): resolves a host name, judges every address by
   * the same policy and answers one checked address to connect to, so no rebinding can follow.
   */
  abstract resolveHost(hostname: string): Promise<string>;
}
