import { Trans, useLingui } from '@lingui/react/macro';
import { heatmapTypes, type HeatmapType, type VisualHeatmap, type VisualPeriod } from '@otimiza/plugin-reports-shared';
import { QueryErrorAlert } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { visualHeatmapsQueryOptions } from '../api';
import { FilterSelect } from './FilterSelect';
import { HeatmapGrid } from './HeatmapGrid';
import { Insights } from './Insights';

/** The heatmaps tab, with its type filter. */
export function HeatmapsTab({ period, autoRefresh }: { period: VisualPeriod; autoRefresh: boolean }) {
  const { t } = useLingui();
  const [type, setType] = useState<HeatmapType | 'all'>('all');
  const heatmaps = useQuery(visualHeatmapsQueryOptions({ period, type }, { auto: autoRefresh }));
  const labels: Record<HeatmapType, string> = {
    website_performance: t`Performance dos sites`,
    user_behavior: t`Comportamento nos relatórios`,
    geographic_distribution: t`Distribuição geográfica`,
    time_analysis: t`Análise de horários`,
    feature_usage: t`Chamadas à API por área`,
  };
  return (
    <Flex vertical gap={16}>
      <FilterSelect
        label={t`Tipo`}
        value={type}
        onChange={setType}
        options={[{ value: 'all' as const, label: t`Todos` }, ...heatmapTypes.map((value) => ({ value, label: labels[value] }))]}
        testId="heatmaps-type"
      />
      {heatmaps.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : heatmaps.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar os heatmaps</Trans>} query={heatmaps} />
      ) : (
        <Row gutter={[16, 16]} data-testid="heatmaps-list">
          {heatmaps.data.heatmaps.map((heatmap) => (
            <Col key={heatmap.id} xs={24}>
              <HeatmapCard heatmap={heatmap} />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}

function HeatmapCard({ heatmap }: { heatmap: VisualHeatmap }) {
  const { pick } = useInterfaceLanguage();
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="heatmap-card" data-heatmap={heatmap.type} data-cells={heatmap.data.length}>
      <Flex vertical gap={12}>
        <div>
          <Typography.Text strong style={{ fontSize: 15 }}>
            {pick(heatmap.title)}
          </Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
            {pick(heatmap.description)}
          </Typography.Paragraph>
        </div>
        {heatmap.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={heatmap.empty ? pick(heatmap.empty) : null} data-testid="heatmap-empty" />
        ) : (
          <HeatmapGrid heatmap={heatmap} />
        )}
        <Insights insights={heatmap.insights} />
      </Flex>
    </Card>
  );
}
