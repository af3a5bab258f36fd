import { useLingui } from '@lingui/react/macro';
import type { ApiErrorBody } from '@otimiza/sdk/shared';
import { apiRequest } from '@otimiza/sdk/web';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { generatePdfPath, PDF_BUSY_LOCK_MS, pdfFileName, pdfProblem } from '../lib/pdf';
import { useInterfaceLanguage } from './useInterfaceLanguage';

/** A refused download, with the server's reason when it gave one. */
class PdfDownloadError extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'PDF download failed');
  }
}

async function fetchPdf(path: string): Promise<Blob> {
  // A 401 of an ended session is the host's (the login prompt), never this page's error.
  const response = await apiRequest(path, { headers: { Accept: 'application/pdf, application/json' } });
  const contentType = response.headers.get('content-type');
  if (!response.ok) {
    const body = contentType?.includes('application/json') ? ((await response.json()) as Partial<ApiErrorBody>) : null;
    // A 4xx reason (plan, missing analysis) helps the user; a 5xx one does not.
    throw new PdfDownloadError(response.status < 500 ? (body?.error?.message ?? null) : null);
  }
  const blob = await response.blob();
  if (pdfProblem(contentType, blob.size)) throw new PdfDownloadError(null);
  return blob;
}

/**
 * Downloads the PDF of an analysis in the interface language and saves it as
 * `seo-report-{id}-{date}.pdf`. `busy` stays on while it runs and for about 1 s after, and clicks
 * meanwhile are ignored.
 */
export function usePdfDownload(): { busy: boolean; download: (analysisId: string) => Promise<void> } {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const { language } = useInterfaceLanguage();
  const [busy, setBusy] = useState(false);
  const lock = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const download = useCallback(
    async (analysisId: string) => {
      if (lock.current) return;
      lock.current = true;
      setBusy(true);
      try {
        const blob = await fetchPdf(generatePdfPath(analysisId, language));
        const fileName = pdfFileName(analysisId);
        const link = document.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = fileName;
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(link.href), 1000);
        notification.success({ title: t`Sucesso`, description: t`PDF baixado: ${fileName}` });
      } catch (error) {
        const reason = error instanceof PdfDownloadError ? error.reason : null;
        const generic = t`Não foi possível baixar o PDF. Tente novamente.`;
        notification.error({ title: t`Erro no download`, description: reason ? `${generic} ${reason}` : generic });
      } finally {
        timer.current = setTimeout(() => {
          lock.current = false;
          setBusy(false);
        }, PDF_BUSY_LOCK_MS);
      }
    },
    [language, notification, t],
  );

  return { busy, download };
}
