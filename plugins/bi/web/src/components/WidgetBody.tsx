import { Column, Line } from '@ant-design/charts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardData, WidgetView } from '@otimiza/plugin-bi-shared';
import { Empty, Flex, Table, Typography } from 'antd';
import { changeColour, formatMetricValue, periodLabel, signedPercent } from '../lib/format';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';

type WidgetData = DashboardData['widgets'][number];

/** A widget's content: a metric card, a line or bar chart (@ant-design/charts) or a table of its periods. */
export function WidgetBody({ widget, data }: { widget: WidgetView; data: WidgetData | undefined }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  if (!data?.metric) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`A métrica deste widget não tem mais dados.`} />;
  const { metric, points } = data;
  if (widget.type === 'metric-card')
    return (
      <Flex vertical gap={4}>
        <span style={{ fontSize: 26, fontWeight: 700 }}>{formatMetricValue(metric.value, metric.unit, locale)}</span>
        <Typography.Text style={{ color: changeColour(metric.vsLastPeriod) }}>
          <Trans>{signedPercent(metric.vsLastPeriod, locale)} vs. período anterior</Trans>
        </Typography.Text>
      </Flex>
    );
  if (points.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Sem períodos para mostrar.`} />;
  const rows = points.map((point) => ({ period: periodLabel(point, locale), value: point.value }));
  if (widget.type === 'table')
    return (
      <Table
        size="small"
        pagination={false}
        scroll={{ y: 200 }}
        rowKey="period"
        dataSource={rows}
        columns={[
          { title: t`Período`, dataIndex: 'period' },
          { title: t`Valor`, dataIndex: 'value', align: 'right', render: (value: number) => formatMetricValue(value, metric.unit, locale) },
        ]}
      />
    );
  const config = {
    data: rows,
    xField: 'period',
    yField: 'value',
    height: 220,
    axis: { y: { labelFormatter: (value: number) => formatMetricValue(value, metric.unit, locale) } },
    tooltip: { items: [{ channel: 'y', valueFormatter: (value: number) => formatMetricValue(value, metric.unit, locale) }] },
  };
  return widget.type === 'bar' ? <Column {...config} /> : <Line {...config} point={{ shapeField: 'circle', sizeField: 3 }} />;
}
