import { useLingui } from '@lingui/react/macro';
import type { SiteAuditRunView } from '@otimiza/plugin-site-audit-shared';
import { ApiRequestError, saveBlob } from '@otimiza/sdk/web';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { fetchExport } from '../api/exports';
import { exportFileName, exportPath, type ExportFormat } from '../lib/exportFiles';
import { useInterfaceLanguage } from './useInterfaceLanguage';

/** Downloads the run's CSV, JSON or PDF, one at a time (`busy` names the one running); a refusal says the server's reason. */
export function useExportDownload(run: Pick<SiteAuditRunView, 'id' | 'url' | 'createdAt'>): {
  busy: ExportFormat | null;
  download: (format: ExportFormat) => Promise<void>;
} {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const { language } = useInterfaceLanguage();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const lock = useRef(false);

  const download = useCallback(
    async (format: ExportFormat) => {
      if (lock.current) return;
      lock.current = true;
      setBusy(format);
      try {
        const blob = await fetchExport(exportPath(run.id, format, language), format);
        const fileName = exportFileName(run.url, run.createdAt, format);
        saveBlob(blob, fileName);
        notification.success({ title: t`Arquivo baixado`, description: fileName });
      } catch (error) {
        // A 4xx reason (plan, missing run) helps the user; a 5xx one does not.
        const reason = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : null;
        const generic = t`Não foi possível baixar o arquivo. Tente novamente.`;
        notification.error({ title: t`Erro no download`, description: reason ? `${generic} ${reason}` : generic });
      } finally {
        lock.current = false;
        setBusy(null);
      }
    },
    [run.id, run.url, run.createdAt, language, notification, t],
  );

  return { busy, download };
}
