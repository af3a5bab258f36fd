import { DownloadOutlined, LockOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HistoryExportFormat } from '@otimiza/plugin-analysis-shared';
import { pricingPath, useFirstPlanName, usePageLink, usePlan } from '@otimiza/sdk/web';
import { Button, Dropdown, Tooltip } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { historyExportPath } from '../../lib/historyExport';
import { RouterButton } from '../RouterButton';

/**
 * 'Exportar' (CSV / JSON) on the history (plan feature advancedExport): the file of the analyses the current search shows,
 * downloaded by the browser straight from the server's stream. Without the feature, the button says which plan has it and
 * leads to the plans; the server refuses the export all the same.
 */
export function HistoryExportButton({ search }: { search: string }) {
  const { t } = useLingui();
  const features = usePlan();
  const { language } = useInterfaceLanguage();
  const pageLink = usePageLink();
  const planName = useFirstPlanName()('advancedExport');
  const allowed = features.has('advancedExport');

  if (allowed === null) return null;
  if (!allowed) {
    const title = planName ? t`Exportação do histórico em CSV e JSON: disponível no ${planName}` : t`Exportação do histórico em CSV e JSON`;
    return (
      <Tooltip title={title}>
        <RouterButton {...pageLink(pricingPath)} icon={<LockOutlined aria-hidden="true" />} aria-label={title} data-testid="history-export-locked">
          {planName ? <Trans>Exportar: disponível no {planName}</Trans> : <Trans>Exportar</Trans>}
        </RouterButton>
      </Tooltip>
    );
  }

  const download = (format: HistoryExportFormat) => {
    // A link, not a fetch: the browser writes the streamed file to disk as it arrives, whatever its size.
    const link = document.createElement('a');
    link.href = historyExportPath(format, { search }, language);
    link.download = '';
    document.body.appendChild(link);
    link.click();
    link.remove();
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'csv', label: t`CSV (planilha)`, onClick: () => download('csv') },
          { key: 'json', label: t`JSON (dados)`, onClick: () => download('json') },
        ],
      }}
    >
      <Button icon={<DownloadOutlined aria-hidden="true" />} data-testid="history-export">
        <Trans>Exportar</Trans>
      </Button>
    </Dropdown>
  );
}
