import { Area, Column, Line } from '@ant-design/charts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DashboardChartView, DashboardQuery } from '@otimiza/plugin-analytics-shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Row, Typography } from 'antd';
import { chartsQueryOptions } from '../api/dashboard';
import { formatDay, formatKpiValue, formatPercent } from '../lib/format';
import { useLanguage } from '../lib/language';
import { EmptyState } from './EmptyState';
import { QueryState } from './QueryState';
import { usePrimaryColour } from '@otimiza/sdk/web';

const height = 220;

/** The KPIs' series drawn with @ant-design/charts; a series with too few points says so instead. */
export function ChartsTab({ query, autoRefresh }: { query: DashboardQuery; autoRefresh: boolean }) {
  const { t } = useLingui();
  const charts = useQuery(chartsQueryOptions(query, autoRefresh));
  return (
    <QueryState query={charts} title={t`Não foi possível carregar os gráficos`}>
      {(data) =>
        data.charts.length === 0 ? (
          <EmptyState>
            <Trans>Nenhum gráfico nesta categoria: os gráficos são das séries diárias do armazenamento de métricas.</Trans>
          </EmptyState>
        ) : (
          <Row gutter={[12, 12]}>
            {data.charts.map((chart) => (
              <Col key={chart.id} xs={24} lg={12}>
                <ChartCard chart={chart} />
              </Col>
            ))}
          </Row>
        )
      }
    </QueryState>
  );
}

export function ChartCard({ chart }: { chart: DashboardChartView }) {
  const primary = usePrimaryColour();
  const { t } = useLingui();
  const { pick, locale } = useLanguage();
  const strategyName = (strategy: string) => (strategy === 'mobile' ? t`Celular` : strategy === 'desktop' ? t`Computador` : strategy || t`Sem estratégia`);
  // A per-page measure has a line per strategy (the point's series): its runs on mobile and desktop are never averaged together.
  const perStrategy = chart.metrics.byStrategy !== null;
  const data = chart.data.map((point) => ({ date: point.date, value: point.value, strategy: strategyName(point.series) }));
  const common = {
    data,
    xField: 'date',
    yField: 'value',
    height,
    autoFit: true,
    axis: { x: { labelFormatter: (day: string) => formatDay(day, locale) }, y: { title: false } },
  };
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="chart-card" data-chart={chart.kpi} data-insufficient={chart.insufficient ? 'true' : 'false'}>
      <Flex vertical gap={8}>
        <div>
          <Typography.Text strong>{pick(chart.title)}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
            {pick(chart.description)}
          </Typography.Paragraph>
        </div>
        {chart.insufficient ? (
          <EmptyState testId="chart-insufficient">{pick(chart.insufficient)}</EmptyState>
        ) : (
          <div role="img" aria-label={pick(chart.title)} data-points={data.length}>
            {chart.type === 'bar' ? (
              <Column {...common} style={{ fill: primary }} />
            ) : chart.type === 'area' ? (
              <Area {...common} />
            ) : perStrategy ? (
              <Line {...common} colorField="strategy" point={{ sizeField: 3 }} legend={{ color: { position: 'bottom' } }} />
            ) : (
              <Line {...common} point={{ sizeField: 3 }} style={{ stroke: primary }} />
            )}
          </div>
        )}
        {!chart.insufficient &&
          chart.metrics.byStrategy?.map((figures) => {
            const growth = figures.growth === null ? '' : formatPercent(figures.growth, locale);
            return (
              <Typography.Text key={figures.strategy} type="secondary" style={{ fontSize: 12 }} data-testid="chart-strategy-figures">
                {strategyName(figures.strategy)}: {figures.average !== null && <Trans>média {formatKpiValue(figures.average, chart.unit, locale)}</Trans>}
                {figures.growth !== null ? (
                  <>
                    {' · '}
                    <Plural
                      value={figures.pages}
                      one={`${growth} na mesma página (primeira e última medição)`}
                      other={`${growth} nas mesmas # páginas (primeira e última medição)`}
                    />
                  </>
                ) : (
                  <>
                    {' · '}
                    <Trans>sem variação: nenhuma página medida duas vezes</Trans>
                  </>
                )}
              </Typography.Text>
            );
          })}
        {!chart.insufficient && !perStrategy && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {chart.metrics.total !== null && (
              <>
                <Trans>Total: {formatKpiValue(chart.metrics.total, chart.unit, locale)}</Trans> ·{' '}
              </>
            )}
            {chart.metrics.average !== null && <Trans>Média: {formatKpiValue(chart.metrics.average, chart.unit, locale)}</Trans>}
            {chart.metrics.growth !== null && <> · {formatPercent(chart.metrics.growth, locale)}</>}
          </Typography.Text>
        )}
        {chart.insights.alerts.map((alert, index) => (
          <Alert key={index} type={alert.type} showIcon title={pick(alert.message)} style={{ padding: '4px 8px' }} />
        ))}
      </Flex>
    </Card>
  );
}
