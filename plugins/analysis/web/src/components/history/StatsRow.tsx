import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { dashboardStatsQueryOptions } from '../../api/analyses';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatDuration, formatNumber } from '../../lib/format';

/** The workspace's figures (`GET /api/dashboard/stats`), computed by the server from stored analyses. */
export function StatsRow() {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const stats = useQuery(dashboardStatsQueryOptions());
  if (stats.error) return null;
  const data = stats.data;
  const improvement = data?.avgImprovement;
  const loadTime = data?.avgLoadTime;

  return (
    <Row gutter={[12, 12]} data-testid="analysis-stats">
      <StatCard loading={!data} label={t`Total de análises`} value={data ? formatNumber(data.totalAnalyses, locale) : ''} />
      <StatCard loading={!data} label={t`Análises neste mês`} value={data ? formatNumber(data.monthlyAnalyses, locale) : ''} />
      <StatCard
        loading={!data}
        label={t`Melhoria média`}
        value={improvement === null || improvement === undefined ? '—' : `${improvement > 0 ? '+' : ''}${formatNumber(improvement, locale, 1)}`}
        hint={
          improvement === null || improvement === undefined ? (
            <Trans>Sem dados ainda: analise a mesma URL mais de uma vez.</Trans>
          ) : (
            <Trans>pontos entre a primeira e a última análise de cada URL</Trans>
          )
        }
      />
      <StatCard
        loading={!data}
        label={t`Tempo médio de carregamento`}
        value={loadTime === null || loadTime === undefined ? '—' : formatDuration(loadTime, locale)}
        hint={
          loadTime === null || loadTime === undefined ? (
            <Trans>Sem dados ainda: nenhuma análise concluída.</Trans>
          ) : (
            <Trans>Maior renderização de conteúdo (LCP) das análises concluídas</Trans>
          )
        }
      />
    </Row>
  );
}

function StatCard({ loading, label, value, hint }: { loading: boolean; label: string; value: string; hint?: ReactNode }) {
  return (
    <Col xs={12} lg={6}>
      <Card size="small" style={{ height: '100%' }}>
        {loading ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (
          <Flex vertical gap={2}>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {label}
            </Typography.Text>
            <Typography.Text strong style={{ fontSize: 24, lineHeight: 1.3 }}>
              {value}
            </Typography.Text>
            {hint && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {hint}
              </Typography.Text>
            )}
          </Flex>
        )}
      </Card>
    </Col>
  );
}
