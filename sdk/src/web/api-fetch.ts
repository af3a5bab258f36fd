import type { ApiErrorBody, ErrorType } from '../shared/errors.js';

/** A failed API call, carrying the server's error type so pages can map it to the spec's texts. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType | 'NETWORK_ERROR',
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * What the host does when the session ends under a page (expired, or ended in another browser): the
 * one handler of a 401 for every call of the host and of every plugin page.
 */
export interface SessionExpiryHandler {
  /** Asked as a call goes out: whether the page believes it has a session. Only then does a 401 mean it ended. */
  hasSession(): boolean;
  /** A call sent with a session answered 401: clear the session and show the login prompt of the page's area. */
  expired(): void;
}

let sessionExpiry: SessionExpiryHandler | null = null;

/** The host installs the one handler of ended sessions (plugins never do); returns what removes it. */
export function handleSessionExpiry(handler: SessionExpiryHandler): () => void {
  sessionExpiry = handler;
  return () => {
    if (sessionExpiry === handler) sessionExpiry = null;
  };
}

/** The options of `apiRequest` and `apiFetch`: fetch's, and whether a 401 is the host's to handle. */
export type ApiRequestInit = RequestInit & {
  /**
   * `false` for a call whose 401 is its own answer to read rather than an ended session (the host's
   * `GET /api/auth/user`, which finds out who is signed in); default `true`.
   */
  sessionExpiry?: boolean;
};

/** A promise that only the call's signal ends (a query removed or cancelled), never an answer. */
function untilAborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (!signal) return;
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * Calls the API on the current origin with the session cookie and the interface language, and
 * returns the answer whatever its status (for files: PDFs, exports), a failed connection thrown as
 * `NETWORK_ERROR`. A 401 to a call sent while the page had a session is the session ending: the
 * host's handler clears it and shows the area's login prompt in place of the page, and the call
 * never settles (only its signal ends it), so no page shows an error, a toast or a retry for it.
 */
export async function apiRequest(path: string, init: ApiRequestInit = {}): Promise<Response> {
  const { sessionExpiry: watched = true, headers, ...rest } = init;
  const handler = watched ? sessionExpiry : null;
  const withSession = handler?.hasSession() ?? false;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      ...rest,
      headers: {
        // The server answers its messages in the interface language.
        ...(typeof document !== 'undefined' && document.documentElement.lang ? { 'Accept-Language': document.documentElement.lang } : {}),
        ...headers,
      },
    });
  } catch (cause) {
    throw new ApiRequestError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  }
  if (response.status === 401 && withSession && handler) {
    void response.body?.cancel().catch(() => undefined);
    handler.expired();
    return untilAborted(init.signal);
  }
  return response;
}

/**
 * Calls the API (see `apiRequest`: the session cookie, the interface language, a 401 of an ended
 * session handled by the host), sends JSON, and reads JSON. A non-JSON answer is an error ('Server
 * returned {type} instead of JSON.').
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await apiRequest(path, {
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) {
    const excerpt = (await response.text()).slice(0, 120);
    throw new ApiRequestError(response.status, 'API_ERROR', `Server returned ${contentType || 'nothing'} instead of JSON. ${excerpt}`);
  }
  const body = (await response.json()) as unknown;
  if (!response.ok) {
    const error = (body as Partial<ApiErrorBody>).error;
    throw new ApiRequestError(response.status, error?.type ?? 'INTERNAL_ERROR', error?.message ?? `${response.status}: ${response.statusText}`, error?.details);
  }
  return body as T;
}
