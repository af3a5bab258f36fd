import { Trans } from '@lingui/react/macro';
import type { VisualPeriod } from '@otimiza/plugin-reports-shared';
import { QueryErrorAlert } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Skeleton } from 'antd';
import { visualChartsQueryOptions } from '../api';
import { VisualChartCard } from './VisualChartCard';

/** The charts tab: score trends per site, score distribution, Core Web Vitals, fixes by category. */
export function ChartsTab({ period, autoRefresh }: { period: VisualPeriod; autoRefresh: boolean }) {
  const charts = useQuery(visualChartsQueryOptions(period, { auto: autoRefresh }));
  if (charts.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (charts.error) return <QueryErrorAlert title={<Trans>Não foi possível carregar os gráficos</Trans>} query={charts} />;
  return (
    <Row gutter={[16, 16]} data-testid="charts-list">
      {charts.data.charts.map((chart) => (
        <Col key={chart.id} xs={24} xl={12}>
          <VisualChartCard chart={chart} />
        </Col>
      ))}
    </Row>
  );
}
