import { HistoryOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { maxListedDeploys, type DeployRecord } from '@otimiza/plugin-analysis-shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton, Tag, Typography } from 'antd';
import { analysisDeploysQueryOptions } from '../../api/deploy';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatBytes, formatDateTime } from '../../lib/format';
import { QueryErrorAlert } from '@otimiza/sdk/web';

/** The newest deploys of one analysis (`GET /api/analyses/:id/deploys`), newest first; says so when older ones are left out. */
export function DeployHistory({ analysisId }: { analysisId: string }) {
  const deploys = useQuery(analysisDeploysQueryOptions(analysisId));
  return (
    <section data-testid="deploy-history">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        <HistoryOutlined aria-hidden="true" /> <Trans>Histórico de deploys desta análise</Trans>
      </Typography.Title>
      {deploys.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : deploys.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar o histórico de deploys</Trans>} query={deploys} compact />
      ) : deploys.data.deploys.length === 0 ? (
        <Typography.Text type="secondary">
          <Trans>Nenhum deploy desta análise ainda.</Trans>
        </Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, border: '1px solid rgba(15, 23, 42, 0.1)', borderRadius: 8 }}>
            {deploys.data.deploys.map((record, index) => (
              <DeployRow key={record.id} record={record} first={index === 0} />
            ))}
          </ul>
          {deploys.data.hasMore && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="deploy-history-truncated">
              <Trans>Mostrando os {maxListedDeploys} deploys mais recentes; os mais antigos não aparecem aqui.</Trans>
            </Typography.Text>
          )}
        </Flex>
      )}
    </section>
  );
}

function DeployRow({ record, first }: { record: DeployRecord; first: boolean }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const backup = record.backupPath;
  const status =
    record.status === 'succeeded' ? (
      <Tag color="green" style={{ marginInlineEnd: 0 }}>
        {t`Concluído`}
      </Tag>
    ) : record.status === 'rolled-back' ? (
      <Tag color="gold" style={{ marginInlineEnd: 0 }}>
        {t`Revertido`}
      </Tag>
    ) : (
      <Tag color="red" style={{ marginInlineEnd: 0 }}>
        {t`Falhou`}
      </Tag>
    );
  return (
    <li
      data-deploy={record.id}
      data-status={record.status}
      style={{ padding: '10px 14px', borderBlockStart: first ? undefined : '1px solid rgba(15, 23, 42, 0.08)' }}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {record.host}
            {record.remotePath}
          </Typography.Text>
          <Flex gap={6} wrap>
            {status}
            <Tag color={record.protocol === 'ftps' ? 'green' : 'orange'} style={{ marginInlineEnd: 0 }}>
              {record.protocol.toUpperCase()}
            </Tag>
          </Flex>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(record.createdAt, locale)} · {formatBytes(record.bytesWritten, locale)}
          {backup ? ` · ${t`cópia de segurança em ${backup}`}` : ''}
        </Typography.Text>
        {record.error && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {record.error}
          </Typography.Text>
        )}
      </Flex>
    </li>
  );
}
