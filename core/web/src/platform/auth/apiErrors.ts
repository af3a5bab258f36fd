import { ApiRequestError } from '@otimiza/sdk/web';

/** True when the request never got an answer (no connection, server down). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiRequestError ? error.status === 0 : error instanceof TypeError;
}

/** The server's message, or `fallback` when there is none (or only a technical one). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status > 0 && error.type !== 'API_ERROR' && error.message) return error.message;
  return fallback;
}

/** A `details.code` the server attached to an error (e.g. USER_EXISTS, EMAIL_NOT_VERIFIED). */
export function errorCode(error: unknown): string | undefined {
  const code = error instanceof ApiRequestError ? error.details?.['code'] : undefined;
  return typeof code === 'string' ? code : undefined;
}

export interface FieldError {
  name: string;
  errors: string[];
}

/** `details.fields` of a 400 VALIDATION_ERROR, as antd form field errors (messages already translated). */
export function fieldErrors(error: unknown): FieldError[] {
  const fields = error instanceof ApiRequestError ? error.details?.['fields'] : undefined;
  if (!Array.isArray(fields)) return [];
  const byName = new Map<string, string[]>();
  for (const field of fields as { path?: unknown; message?: unknown }[]) {
    const path = Array.isArray(field.path) ? field.path.join('.') : String(field.path ?? '');
    if (!path || typeof field.message !== 'string') continue;
    byName.set(path, [...(byName.get(path) ?? []), field.message]);
  }
  return [...byName].map(([name, errors]) => ({ name, errors }));
}

/** `fieldErrors` named after one form's fields, for `form.setFields`. */
export function formFieldErrors<Values>(error: unknown): { name: keyof Values & string; errors: string[] }[] {
  return fieldErrors(error).map(({ name, errors }) => ({ name: name as keyof Values & string, errors }));
}
