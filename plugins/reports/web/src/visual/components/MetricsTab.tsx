import { Trans, useLingui } from '@lingui/react/macro';
import {
  defaultVisualStrategy,
  visualMetricCategories,
  visualStrategies,
  visualTrends,
  type VisualMetricCategory,
  type VisualPeriod,
  type VisualStrategy,
  type VisualTrend,
} from '@otimiza/plugin-reports-shared';
import { QueryErrorAlert, ScrollArea } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { visualMetricsQueryOptions } from '../api';
import { FilterSelect } from './FilterSelect';
import { MetricCard } from './MetricCard';

/** The metrics tab: category and trend filters, one card per metric. */
export function MetricsTab({ period, autoRefresh }: { period: VisualPeriod; autoRefresh: boolean }) {
  const { t } = useLingui();
  const [category, setCategory] = useState<VisualMetricCategory | 'all'>('all');
  const [trend, setTrend] = useState<VisualTrend | 'all'>('all');
  const [strategy, setStrategy] = useState<VisualStrategy | undefined>(undefined);
  const metrics = useQuery(visualMetricsQueryOptions({ period, category, trend, strategy }, { auto: autoRefresh }));
  // The level cards read one strategy: a site's mobile and desktop audits are never averaged.
  const strategyLabels: Record<VisualStrategy, string> = { mobile: t`Celular`, desktop: t`Computador` };
  const categoryLabels: Record<VisualMetricCategory, string> = {
    scores: t`Pontuações`,
    vitals: t`Core Web Vitals`,
    quality: t`Qualidade e correções`,
    engagement: t`Engajamento`,
  };
  const trendLabels: Record<VisualTrend, string> = { up: t`Subindo`, down: t`Caindo`, stable: t`Estável` };
  const list = metrics.data?.metrics;
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        <FilterSelect
          label={t`Categoria`}
          value={category}
          onChange={setCategory}
          options={[{ value: 'all' as const, label: t`Todas` }, ...visualMetricCategories.map((value) => ({ value, label: categoryLabels[value] }))]}
          testId="metrics-category"
        />
        <FilterSelect
          label={t`Tendência`}
          value={trend}
          onChange={setTrend}
          options={[{ value: 'all' as const, label: t`Todas` }, ...visualTrends.map((value) => ({ value, label: trendLabels[value] }))]}
          testId="metrics-trend"
        />
        <FilterSelect
          label={t`Estratégia`}
          // The user's choice, else the strategy the server read (that of the latest analysis); none while it answers.
          value={strategy ?? metrics.data?.strategy}
          onChange={setStrategy}
          options={visualStrategies.map((value) => ({ value, label: strategyLabels[value] }))}
          testId="metrics-strategy"
        />
      </Flex>
      {metrics.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : metrics.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar as métricas</Trans>} query={metrics} />
      ) : list && list.length === 0 ? (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Nenhuma métrica com esses filtros no período.</Trans>} data-testid="metrics-empty" />
        </Card>
      ) : (
        <ScrollArea label={t`Métricas`} testId="metrics-list">
          <Row gutter={[12, 12]}>
            {list?.map((metric) => (
              <Col key={metric.id} xs={24} md={12} xl={8}>
                <MetricCard metric={metric} strategy={strategyLabels[metrics.data?.strategy ?? strategy ?? defaultVisualStrategy]} />
              </Col>
            ))}
          </Row>
        </ScrollArea>
      )}
    </Flex>
  );
}
