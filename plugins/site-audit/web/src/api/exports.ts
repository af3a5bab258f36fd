import type { ApiErrorBody } from '@otimiza/sdk/shared';
import { ApiRequestError, apiRequest } from '@otimiza/sdk/web';
import { exportContentTypes, type ExportFormat } from '../lib/exportFiles';

/**
 * Downloads one export as a blob with the session cookie (a 401 of an ended session is the host's). A JSON error answer becomes an
 * `ApiRequestError` with the server's message; an answer of another type than the format's is refused.
 */
export async function fetchExport(path: string, format: ExportFormat): Promise<Blob> {
  const expected = exportContentTypes[format];
  const response = await apiRequest(path, { headers: { Accept: format === 'json' ? expected : `${expected}, application/json` } });
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok) {
    const error = contentType.includes('application/json') ? ((await response.json()) as Partial<ApiErrorBody>).error : undefined;
    throw new ApiRequestError(response.status, error?.type ?? 'INTERNAL_ERROR', error?.message ?? `${response.status}: ${response.statusText}`);
  }
  if (!contentType.toLowerCase().includes(expected)) {
    throw new ApiRequestError(response.status, 'API_ERROR', `Server returned ${contentType || 'nothing'} instead of ${expected}.`);
  }
  return response.blob();
}
