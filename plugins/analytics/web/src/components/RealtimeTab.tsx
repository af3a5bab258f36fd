import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Col, Flex, Grid, List, Row, Table, Typography } from 'antd';
import { realtimeQueryOptions } from '../api/dashboard';
import { formatNumber, formatTime } from '../lib/format';
import { useLanguage } from '../lib/language';
import { QueryState } from './QueryState';
import { ScrollArea } from '@otimiza/sdk/web';

const statusBadge = { online: 'success', warning: 'warning', unknown: 'default' } as const;

/** The running instance now: latency, queues, the workspace's recent audits and sessions (every 5 s while auto-refresh is on). */
export function RealtimeTab({ autoRefresh }: { autoRefresh: boolean }) {
  const { t } = useLingui();
  const { pick, locale } = useLanguage();
  const realtime = useQuery(realtimeQueryOptions(autoRefresh));
  // On a phone the five columns do not fit beside the menu: each queue is a row of its own, its counts under its name.
  const narrow = !Grid.useBreakpoint().sm;
  const counts = [
    { key: 'waiting', label: t`Na fila` },
    { key: 'active', label: t`Em execução` },
    { key: 'delayed', label: t`Agendados` },
    { key: 'failed', label: t`Falharam` },
  ] as const;
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
            ) : narrow ? (
              <ScrollArea label={t`Filas de processamento`}>
                <List
                  size="small"
                  dataSource={data.queues}
                  data-testid="queue-table"
                  renderItem={(queue) => (
                    <List.Item key={queue.queue} style={{ paddingInline: 0 }}>
                      <Flex vertical gap={2}>
                        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{queue.queue}</Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {counts.map((count) => `${count.label}: ${formatNumber(queue[count.key], locale, 0)}`).join(' · ')}
                        </Typography.Text>
                      </Flex>
                    </List.Item>
                  )}
                />
              </ScrollArea>
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
                    ...counts.map((count) => ({ title: count.label, dataIndex: count.key, align: 'right' as const })),
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
