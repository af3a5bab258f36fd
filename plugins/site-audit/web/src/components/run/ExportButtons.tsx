import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { SiteAuditRunView } from '@otimiza/plugin-site-audit-shared';
import { Button, Flex, Typography } from 'antd';
import { useExportDownload } from '../../hooks/useExportDownload';

/** The run's exports: the pages with their scores (CSV), the report and every page (JSON), the report as a PDF. */
export function ExportButtons({ run }: { run: SiteAuditRunView }) {
  const { busy, download } = useExportDownload(run);
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
    </Flex>
  );
}
