import { DownloadOutlined, FileZipOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { SiteAuditRunView } from '@otimiza/plugin-site-audit-shared';
import { SendReportEmailButton, usePlan } from '@otimiza/sdk/web';
import { Button, Flex, Typography } from 'antd';
import { useExportDownload } from '../../hooks/useExportDownload';

/**
 * The run's exports: the pages with their scores (CSV), the report and every page (JSON), the report
 * as a PDF, the PDF sent by e-mail ('Enviar por e-mail') and, for plans that receive the optimized HTML, the fixed HTML of every audited page (zip).
 */
export function ExportButtons({ run }: { run: SiteAuditRunView }) {
  const { busy, download } = useExportDownload(run);
  const canDownloadHtml = usePlan().has('htmlDownload') === true;
  return (
    <Flex gap={8} wrap align="center" data-testid="site-audit-exports">
      <Typography.Text type="secondary">
        <Trans>Exportar:</Trans>
      </Typography.Text>
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} disabled={busy !== null && busy !== 'csv'} onClick={() => void download('csv')}>
        CSV
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'json'} disabled={busy !== null && busy !== 'json'} onClick={() => void download('json')}>
        JSON
      </Button>
      <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} disabled={busy !== null && busy !== 'pdf'} onClick={() => void download('pdf')}>
        PDF
      </Button>
      <SendReportEmailButton path={`/api/site-audit/runs/${run.id}/send-email`} subject={run.origin} />
      {canDownloadHtml && (
        <Button icon={<FileZipOutlined />} loading={busy === 'zip'} disabled={busy !== null && busy !== 'zip'} onClick={() => void download('zip')}>
          <Trans>Baixar HTML corrigido (zip)</Trans>
        </Button>
      )}
    </Flex>
  );
}
