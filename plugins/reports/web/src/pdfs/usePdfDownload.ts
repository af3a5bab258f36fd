import { useLingui } from '@lingui/react/macro';
import { ApiRequestError, saveBlob } from '@otimiza/sdk/web';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPdf } from './api';

/** A PDF button stays blocked for about 1 s after a download finishes. */
export const PDF_BUSY_LOCK_MS = 1000;

/**
 * Downloads PDFs one at a time: `busyKey` names the download running (or just finished, during the
 * lock), and `download` ignores clicks meanwhile. Toasts 'Sucesso' or 'Erro no download'.
 */
export function usePdfDownload(): { busyKey: string | null; download: (key: string, path: string, fileName: string) => Promise<void> } {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const lock = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const download = useCallback(
    async (key: string, path: string, fileName: string) => {
      if (lock.current) return;
      lock.current = true;
      setBusyKey(key);
      try {
        const blob = await fetchPdf(path);
        saveBlob(blob, fileName);
        notification.success({ title: t`Sucesso`, description: t`PDF baixado: ${fileName}` });
      } catch (error) {
        const reason = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : null;
        notification.error({
          title: t`Erro no download`,
          description: reason ? `${t`Não foi possível baixar o PDF. Tente novamente.`} ${reason}` : t`Não foi possível baixar o PDF. Tente novamente.`,
        });
      } finally {
        timer.current = setTimeout(() => {
          lock.current = false;
          setBusyKey(null);
        }, PDF_BUSY_LOCK_MS);
      }
    },
    [notification, t],
  );

  return { busyKey, download };
}
