import { CalendarOutlined, CopyOutlined, DeleteOutlined, ExportOutlined, EyeOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SharedReportView } from '@otimiza/plugin-reports-shared';
import { Button, Card, Flex, Input, Popconfirm, Space, Typography } from 'antd';
import { formatDate } from '../lib/format';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { VisibilityTag } from './VisibilityTag';

/** One shared report: title, visibility, views, date, the link with copy and open, and revoke. */
export function SharedReportCard({
  report,
  onCopy,
  onRevoke,
  revoking,
}: {
  report: SharedReportView;
  onCopy: () => void;
  onRevoke: () => Promise<unknown>;
  revoking: boolean;
}) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const views = report.viewCount;

  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { height: '100%' } }} data-testid="shared-report-card" data-report-id={report.id}>
      <Flex vertical gap={12} style={{ height: '100%' }}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }} ellipsis={{ tooltip: report.title }}>
              {report.title}
            </Typography.Title>
            {report.description && (
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0', fontSize: 13 }}>
                {report.description}
              </Typography.Paragraph>
            )}
          </div>
          <VisibilityTag isPublic={report.isPublic} />
        </Flex>

        <Flex gap={16} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="shared-report-views">
            <EyeOutlined aria-hidden="true" /> <Plural value={views} _0="Nenhuma visualização" one="# visualização" other="# visualizações" />
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <CalendarOutlined aria-hidden="true" /> <Trans>Criado em</Trans> <time dateTime={report.createdAt}>{formatDate(report.createdAt, locale)}</time>
          </Typography.Text>
        </Flex>

        <Space.Compact style={{ width: '100%', marginTop: 'auto' }}>
          <Input readOnly value={report.shareUrl} aria-label={t`Link de compartilhamento`} onFocus={(event) => event.target.select()} data-testid="share-url" />
          <Button icon={<CopyOutlined />} onClick={onCopy} title={t`Copiar link`} data-testid="copy-link">
            <Trans>Copiar</Trans>
          </Button>
        </Space.Compact>

        <Flex justify="space-between" gap={8} wrap>
          <Button icon={<ExportOutlined />} href={report.shareUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Abrir em nova aba</Trans>
          </Button>
          <Popconfirm
            title={t`Revogar este link?`}
            description={t`Quem tiver o link não conseguirá mais abrir o relatório.`}
            okText={t`Revogar`}
            cancelText={t`Cancelar`}
            okButtonProps={{ danger: true, loading: revoking }}
            onConfirm={onRevoke}
          >
            <Button danger type="text" icon={<DeleteOutlined />} loading={revoking}>
              <Trans>Revogar</Trans>
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Card>
  );
}
