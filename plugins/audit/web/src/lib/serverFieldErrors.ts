import { ApiRequestError } from '@otimiza/sdk/web';

/** The server's refusals by field (`details.fields` of a 400, translated into the interface language), to show each beside its field. */
export function serverFieldErrors(error: unknown): Map<string, string> {
  const errors = new Map<string, string>();
  const fields = error instanceof ApiRequestError ? error.details?.['fields'] : undefined;
  if (!Array.isArray(fields)) return errors;
  for (const field of fields as { path?: string; message?: string }[]) {
    const name = String(field.path ?? '').split('.')[0] ?? '';
    if (name && field.message && !errors.has(name)) errors.set(name, field.message);
  }
  return errors;
}

/**
 * A site the server could not reach or may not audit (NETWORK_ERROR, INVALID_URL with no field
 * errors): its message, which names the site and the cause (DNS, refused, TLS, time), belongs
 * under the addresses; null for any other error.
 */
export function siteRefusal(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || serverFieldErrors(error).size > 0) return null;
  return error.type === 'NETWORK_ERROR' || error.type === 'INVALID_URL' ? error.message : null;
}
