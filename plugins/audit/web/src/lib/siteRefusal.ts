import { ApiRequestError, serverFieldErrors } from '@otimiza/sdk/web';

/**
 * A site the server could not reach or may not audit (NETWORK_ERROR, INVALID_URL with no field
 * errors): its message, which names the site and the cause (DNS, refused, TLS, time), belongs
 * under the addresses; null for any other error.
 */
export function siteRefusal(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || serverFieldErrors(error).size > 0) return null;
  return error.type === 'NETWORK_ERROR' || error.type === 'INVALID_URL' ? error.message : null;
}
