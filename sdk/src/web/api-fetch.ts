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
 * Calls the API on the current origin with the session cookie, sends JSON, and reads JSON.
 * A non-JSON answer is an error ('Server returned {type} instead of JSON.'), as spec 000 §5 says.
 */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      ...rest,
      headers: {
        Accept: 'application/json',
        // The server answers its messages in the interface language.
        ...(typeof document !== 'undefined' && document.documentElement.lang ? { 'Accept-Language': document.documentElement.lang } : {}),
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch (cause) {
    throw new ApiRequestError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  }
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
