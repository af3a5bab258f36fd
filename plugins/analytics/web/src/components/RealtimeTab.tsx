import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Col, Flex, Row, Table, Typography } from 'antd';
import { realtimeQueryOptions } from '../api/dashboard';
import { formatNumber, formatTime } from '../lib/format';
import { useLanguage } from '../lib/language';
import { QueryState } from './QueryState';
import { ScrollArea } from './ScrollArea';

const statusBadge = { online: 'success', warning: 'warning', unknown: 'default' } as const;

/** The running instance now: latency, queues, the workspace's recent audits and sessions (every 5 s while auto-refresh is on). */
export function RealtimeTab({ autoRefresh }: { autoRefresh: boolean }) {
  const { t } = useLingui();
  const { pick, locale } = useLanguage();
  const realtime = useQuery(realtimeQueryOptions(autoRefresh));
  return (
    <QueryState query={realtime} title={t`Não foi possível carregar as métricas em tempo real`}>
      {(data) => (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            <Trans>
              Atualizado às {formatTime(data.collectedAt, locale)}. Latência e filas são da instância; auditorias e sessões, do seu espaço de trabalho.
            </Trans>
          </Typography.Text>
          <Row gutter={[12, 12]}>
            {data.metrics.map((metric) => (
              <Col key={metric.id} xs={12} md={8} xl={6}>
                <Card size="small" style={{ height: '100%' }} data-testid="realtime-metric" data-metric={metric.id}>
                  <Flex vertical gap={4}>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <Badge status={statusBadge[metric.status]} /> {pick(metric.name)}
                    </Typography.Text>
                    <Typography.Text style={{ fontSize: 22, fontWeight: 600 }} data-testid="realtime-value">
                      {metric.value === null ? '—' : `${formatNumber(metric.value, locale, 1)}${metric.unit === 'ms' ? ' ms' : ''}`}
                    </Typography.Text>
                    {metric.reason && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {pick(metric.reason)}
                      </Typography.Text>
                    )}
                  </Flex>
                </Card>
              </Col>
            ))}
          </Row>
          <Card size="small" title={t`Filas de processamento`}>
            {data.queues === null ? (
              <Typography.Text type="secondary">
                <Trans>A fila não respondeu agora; tente de novo em instantes.</Trans>
              </Typography.Text>
            ) : (
              <ScrollArea label={t`Filas de processamento`}>
                <Table
                  size="small"
                  rowKey="queue"
                  pagination={false}
                  scroll={{ x: true }}
                  dataSource={data.queues}
                  data-testid="queue-table"
                  columns={[
                    { title: t`Fila`, dataIndex: 'queue' },
                    { title: t`Na fila`, dataIndex: 'waiting', align: 'right' },
                    { title: t`Em execução`, dataIndex: 'active', align: 'right' },
                    { title: t`Agendados`, dataIndex: 'delayed', align: 'right' },
                    { title: t`Falharam`, dataIndex: 'failed', align: 'right' },
                  ]}
                />
              </ScrollArea>
            )}
          </Card>
        </Flex>
      )}
    </QueryState>
  );
}
