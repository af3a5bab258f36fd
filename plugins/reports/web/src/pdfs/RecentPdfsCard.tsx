import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GeneratedPdfView } from '@otimiza/plugin-reports-shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { formatBytes, formatDateTime, saoPauloTimeZone } from '../lib/format';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';
import { recentPdfsQueryOptions } from './api';
import { usePdfDownload } from './usePdfDownload';
import { EmptyNote, QueryErrorAlert } from '@otimiza/sdk/web';

/** The PDFs generated recently in this workspace (`GET /api/reports/pdfs`), each downloadable again. */
export function RecentPdfsCard() {
  const { t } = useLingui();
  const pdfs = useQuery(recentPdfsQueryOptions());
  const { busyKey, download } = usePdfDownload();

  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <FilePdfOutlined aria-hidden="true" />
          <Trans>Relatórios recentes em PDF</Trans>
        </Flex>
      }
      data-testid="recent-pdfs"
    >
      {pdfs.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} aria-busy="true" aria-label={t`Carregando PDFs`} />
      ) : pdfs.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar os PDFs</Trans>} query={pdfs} />
      ) : pdfs.data.length === 0 ? (
        <EmptyNote
          testId="recent-pdfs-empty"
          title={<Trans>Nenhum PDF gerado ainda</Trans>}
          description={<Trans>Abra uma análise no histórico e use “Baixar PDF”: o relatório aparece aqui.</Trans>}
        />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t`Relatórios recentes em PDF`}>
          {pdfs.data.map((pdf, index) => (
            <PdfRow
              key={pdf.id}
              pdf={pdf}
              first={index === 0}
              busy={busyKey === pdf.id}
              blocked={busyKey !== null}
              onDownload={() => void download(pdf.id, pdf.downloadUrl, pdf.fileName)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function PdfRow({ pdf, first, busy, blocked, onDownload }: { pdf: GeneratedPdfView; first: boolean; busy: boolean; blocked: boolean; onDownload: () => void }) {
  const { locale } = useInterfaceLanguage();
  return (
    <li data-testid="recent-pdf" style={{ padding: '12px 0', borderTop: first ? undefined : '1px solid #F0F0F0' }}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ width: '100%' }}>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Typography.Text strong ellipsis={{ tooltip: pdf.url }} style={{ maxWidth: '100%' }}>
            {pdf.url}
          </Typography.Text>
          <Flex gap={8} wrap align="center">
            <Tag>{pdf.language === 'en' ? 'English' : 'Português'}</Tag>
            <Typography.Text type="secondary">
              {formatBytes(pdf.bytes, locale)} · {formatDateTime(pdf.createdAt, locale, saoPauloTimeZone)}
            </Typography.Text>
          </Flex>
        </Flex>
        <Button icon={<DownloadOutlined />} loading={busy} disabled={blocked && !busy} onClick={onDownload} aria-busy={busy}>
          {busy ? <Trans>Baixando...</Trans> : <Trans>Baixar</Trans>}
        </Button>
      </Flex>
    </li>
  );
}
