import { ApiRequestError } from './api-fetch.js';

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
