import type { GeneratedPdfView } from '@otimiza/plugin-reports-shared';
import type { ApiErrorBody } from '@otimiza/sdk/shared';
import { ApiRequestError, apiFetch, apiRequest } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { pdfProblem } from './pdfFile';

export const pdfQueryKeys = { recent: ['reports', 'pdfs'] as const };

/** `GET /api/reports/pdfs`: the PDFs generated recently in this workspace, newest first. */
export const recentPdfsQueryOptions = () =>
  queryOptions({
    queryKey: pdfQueryKeys.recent,
    queryFn: ({ signal }) => apiFetch<GeneratedPdfView[]>('/api/reports/pdfs', { signal }),
    retry: false,
  });

/**
 * Downloads a PDF as a blob with the session cookie (a 401 of an ended session is the host's). A JSON error answer becomes an
 * `ApiRequestError` with the server's message; an answer that is not a PDF of at least
 * `MIN_PDF_BYTES` is refused.
 */
export async function fetchPdf(path: string): Promise<Blob> {
  const response = await apiRequest(path, { headers: { Accept: 'application/pdf, application/json' } });
  const contentType = response.headers.get('content-type');
  if (!response.ok) {
    let error: ApiErrorBody['error'] | undefined;
    if (contentType?.includes('application/json')) error = ((await response.json()) as Partial<ApiErrorBody>).error;
    throw new ApiRequestError(response.status, error?.type ?? 'INTERNAL_ERROR', error?.message ?? `${response.status}: ${response.statusText}`);
  }
  const blob = await response.blob();
  const problem = pdfProblem(contentType, blob.size);
  if (problem)
    throw new ApiRequestError(
      response.status,
      'API_ERROR',
      problem === 'not-pdf' ? `Server returned ${contentType ?? 'nothing'} instead of a PDF.` : `PDF too small (${blob.size} bytes).`,
    );
  return blob;
}
