import { DeleteOutlined, FilePdfOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditReportDetail } from '@otimiza/plugin-audit-shared';
import { App, Button, Flex, Popconfirm, Typography } from 'antd';
import { formatDateTime, SendReportEmailButton } from '@otimiza/sdk/web';
import { isRunning, reportPdfUrl } from '../../api/reports';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { useReportActions } from '../../hooks/useReportActions';

/** Download the PDF (pt or en), send it by e-mail, publish (the public link, with copy) and delete. */
export function ReportActions({ report, onDeleted }: { report: AuditReportDetail; onDeleted: () => void }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const { notification } = App.useApp();
  const { publish, remove } = useReportActions();
  const finished = report.status === 'completed' || report.status === 'published';
  const shareUrl = report.shareUrl ?? publish.data?.shareUrl ?? null;
  return (
    <Flex vertical gap={8} data-testid="report-actions">
      <Flex gap={8} wrap>
        <Button icon={<FilePdfOutlined />} href={reportPdfUrl(report.id, 'pt')} download disabled={!finished} data-testid="report-pdf-pt">
          <Trans>PDF em português</Trans>
        </Button>
        <Button icon={<FilePdfOutlined />} href={reportPdfUrl(report.id, 'en')} download disabled={!finished} data-testid="report-pdf-en">
          <Trans>PDF em inglês</Trans>
        </Button>
        <SendReportEmailButton path={`/api/audit/reports/${report.id}/send-email`} subject={report.title} disabled={!finished} />
        {!shareUrl && (
          <Button
            icon={<ShareAltOutlined />}
            disabled={!finished}
            loading={publish.isPending}
            onClick={() => publish.mutate(report.id)}
            data-testid="report-publish"
          >
            {report.status === 'published' ? <Trans>Gerar novo link público</Trans> : <Trans>Publicar</Trans>}
          </Button>
        )}
        <Popconfirm
          title={t`Excluir esta auditoria?`}
          description={t`O relatório e as suas evidências são apagados.`}
          okText={t`Excluir`}
          cancelText={t`Cancelar`}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync(report.id).then(onDeleted, () => undefined)}
        >
          <Button danger icon={<DeleteOutlined />} disabled={isRunning(report.status)} data-testid="report-delete">
            <Trans>Excluir</Trans>
          </Button>
        </Popconfirm>
      </Flex>
      {report.status === 'published' && !shareUrl && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <Trans>
            Publicada em {formatDateTime(report.publishedAt, locale)}. O link público só é mostrado ao publicar: gere um novo para copiá-lo (o anterior deixa de
            valer).
          </Trans>
        </Typography.Text>
      )}
      {shareUrl && (
        <Flex gap={6} align="baseline" wrap data-testid="report-share">
          <Typography.Text type="secondary">
            <Trans>Link público:</Trans>
          </Typography.Text>
          <Typography.Text
            copyable={{ text: shareUrl, onCopy: () => notification.success({ title: t`Copiado` }), tooltips: [t`Copiar link`, t`Copiado`] }}
            style={{ wordBreak: 'break-all' }}
            data-testid="report-share-url"
          >
            {shareUrl}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
