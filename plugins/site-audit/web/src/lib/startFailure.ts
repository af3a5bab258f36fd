import { ApiRequestError } from '@otimiza/sdk/web';

/** The start form's fields the server may refuse one by one. */
export type StartField = 'url' | 'samplePerGroup';

/**
 * Why `POST /runs` refused, and where the form shows it: a 400 under its field, a 402 as the
 * upgrade card, a 429 as the month's limit, anything else as an alert. The message is always the
 * server's, already in the interface language (apiFetch sends it).
 */
export type StartFailure =
  | { kind: 'field'; field: StartField; message: string }
  | { kind: 'upgrade'; message: string }
  | { kind: 'monthly-limit'; message: string }
  | { kind: 'other'; message: string };

const startFields: readonly string[] = ['url', 'samplePerGroup'] satisfies StartField[];

function refusedField(error: ApiRequestError): StartField | null {
  if (error.type === 'INVALID_URL') return 'url';
  const fields = error.details?.['fields'];
  if (!Array.isArray(fields)) return null;
  for (const field of fields as unknown[]) {
    const path = typeof field === 'object' && field !== null ? (field as { path?: unknown }).path : undefined;
    if (typeof path === 'string' && startFields.includes(path)) return path as StartField;
  }
  return null;
}

export function startFailure(error: unknown): StartFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
  if (error.status === 402 || error.type === 'SUBSCRIPTION_REQUIRED') return { kind: 'upgrade', message: error.message };
  if (error.status === 429) return { kind: 'monthly-limit', message: error.message };
  if (error.status === 400) {
    const field = refusedField(error);
    if (field) return { kind: 'field', field, message: error.message };
  }
  return { kind: 'other', message: error.message };
}
