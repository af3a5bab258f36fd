import { Column, Line, Pie } from '@ant-design/charts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VisualChart } from '@otimiza/plugin-reports-shared';
import { InsufficientData } from '@otimiza/sdk/web';
import { Card, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { formatDay, formatValue } from '../format';
import { Insights } from './Insights';

const chartHeight = 260;

/** One chart of the charts tab, drawn with @ant-design/charts, or 'Dados insuficientes' when its series are too short. */
export function VisualChartCard({ chart }: { chart: VisualChart }) {
  const { pick } = useInterfaceLanguage();
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="chart-card" data-chart={chart.id} data-status={chart.status}>
      <Flex vertical gap={12}>
        <div>
          <Typography.Text strong style={{ fontSize: 15 }}>
            {pick(chart.title)}
          </Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
            {pick(chart.subtitle)}
          </Typography.Paragraph>
        </div>
        {chart.status === 'insufficient' ? <InsufficientFor chart={chart} /> : <ChartBody chart={chart} />}
        <Insights insights={chart.insights} />
      </Flex>
    </Card>
  );
}

function InsufficientFor({ chart }: { chart: VisualChart }) {
  const minPoints = chart.minPoints;
  switch (chart.id) {
    case 'score-trends':
      return (
        <InsufficientData>
          <Trans>Uma tendência precisa de pelo menos {minPoints} dias com análises do mesmo site, na mesma estratégia, no período.</Trans>
        </InsufficientData>
      );
    case 'core-web-vitals':
      return (
        <InsufficientData>
          <Trans>As Core Web Vitals precisam de pelo menos {minPoints} dias com análises na mesma estratégia no período.</Trans>
        </InsufficientData>
      );
    case 'fixes-by-category':
      return (
        <InsufficientData>
          <Trans>Nenhuma correção aplicada no período.</Trans>
        </InsufficientData>
      );
    default:
      return (
        <InsufficientData>
          <Trans>Nenhum site analisado ainda.</Trans>
        </InsufficientData>
      );
  }
}

function ChartBody({ chart }: { chart: VisualChart }) {
  switch (chart.id) {
    case 'score-trends':
      return <ScoreTrends chart={chart} />;
    case 'score-distribution':
      return <ScoreDistribution chart={chart} />;
    case 'core-web-vitals':
      return <CoreWebVitals chart={chart} />;
    default:
      return <FixesByCategory chart={chart} />;
  }
}

/** A `YYYY-MM-DD` day as a Date at its UTC midnight, and back. */
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
/** An axis tick (a Date, a timestamp or a date string, depending on the chart's marks) as a day label. */
const tickDay = (tick: unknown, locale: string): string => {
  const date = tick instanceof Date ? tick : new Date(typeof tick === 'number' || typeof tick === 'string' ? tick : Number.NaN);
  return Number.isNaN(date.getTime()) ? String(tick) : formatDay(date.toISOString().slice(0, 10), locale);
};

/** The charts' categorical colours (G2's default palette), given to the score lines and their legend alike. */
const linePalette = ['#1783FF', '#00C9C9', '#F0884D', '#D580FF', '#7863FF', '#60C42D', '#BD8F24', '#FF80CA', '#2491B3', '#17C76F'];

const label = (chart: VisualChart, key: string, pick: (text: { pt: string; en: string }) => string) => (chart.labels[key] ? pick(chart.labels[key]) : key);

function ScoreTrends({ chart }: { chart: VisualChart }) {
  const { t } = useLingui();
  const { pick, locale } = useInterfaceLanguage();
  const groups = ['score.performance', 'score.seo', 'score.accessibility', 'score.best-practices'];
  const [group, setGroup] = useState(groups[0]!);
  // Days as dates on a time axis, oldest first: each site's points in time, whatever days the others were audited.
  const data = chart.data
    .filter((point) => point.group === group)
    .sort((a, b) => (a.x < b.x ? -1 : a.x > b.x ? 1 : 0))
    .map((point) => ({ day: dayDate(point.x), site: label(chart, point.series, pick), value: point.value }));
  const sparse = chart.sparseSeries.map((site) => label(chart, site, pick));
  // Every line named below the chart (the chart's own legend paged them: one name of four on a phone),
  // each in the colour the chart draws it with, in a fixed order.
  const lines = [...new Set(data.map((point) => point.site))].sort((a, b) => a.localeCompare(b, locale));
  const colours = lines.map((_, index) => linePalette[index % linePalette.length]!);
  return (
    <Flex vertical gap={8}>
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Segmented
          size="small"
          value={group}
          onChange={(value) => setGroup(String(value))}
          options={groups.map((value) => ({ value, label: label(chart, value, pick) }))}
          aria-label={t`Pontuação mostrada`}
          data-testid="score-trends-metric"
        />
      </div>
      <div role="img" aria-label={t`Evolução das pontuações por site`} data-testid="score-trends-chart" data-points={data.length}>
        <Line
          data={data}
          xField="day"
          yField="value"
          colorField="site"
          height={chartHeight}
          autoFit
          animate={false}
          point={{ sizeField: 3 }}
          scale={{ y: { domain: [0, 100] }, color: { domain: lines, range: colours } }}
          axis={{ x: { title: false, labelFormatter: (tick: unknown) => tickDay(tick, locale) }, y: { title: false } }}
          legend={false}
        />
      </div>
      <Flex wrap gap="4px 16px" data-testid="score-trends-legend" style={{ fontSize: 12, color: '#475569' }}>
        {lines.map((line, index) => (
          <Flex key={line} gap={6} align="center" style={{ minWidth: 0, maxWidth: '100%' }}>
            <span aria-hidden="true" style={{ width: 8, height: 8, borderRadius: 4, background: colours[index], flex: 'none' }} />
            <span style={{ overflowWrap: 'anywhere' }}>{line}</span>
          </Flex>
        ))}
      </Flex>
      {sparse.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="sparse-series">
          <Trans>Com menos de 2 dias de análises no período (sem tendência): {sparse.join(', ')}</Trans>
        </Typography.Text>
      )}
    </Flex>
  );
}

function ScoreDistribution({ chart }: { chart: VisualChart }) {
  const { t } = useLingui();
  const { pick } = useInterfaceLanguage();
  const colours: Record<string, string> = { good: '#16A34A', average: '#F59E0B', poor: '#DC2626' };
  const order = ['good', 'average', 'poor'];
  // Counted per strategy (the point's group): a site's mobile and desktop audits are never merged.
  const strategies = ['mobile', 'desktop'].filter((strategy) => chart.data.some((point) => point.group === strategy));
  const [strategy, setStrategy] = useState(strategies[0] ?? 'mobile');
  const data = chart.data
    .filter((point) => point.group === strategy)
    .sort((a, b) => order.indexOf(a.series) - order.indexOf(b.series))
    .map((point) => ({ category: label(chart, point.x, pick), band: label(chart, point.series, pick), sites: point.value }));
  return (
    <Flex vertical gap={8}>
      <Segmented
        size="small"
        value={strategy}
        onChange={(value) => setStrategy(String(value))}
        options={strategies.map((value) => ({ value, label: label(chart, value, pick) }))}
        aria-label={t`Estratégia mostrada`}
        data-testid="distribution-strategy"
      />
      <div role="img" aria-label={t`Distribuição das pontuações`} data-testid="score-distribution-chart">
        <Column
          data={data}
          xField="category"
          yField="sites"
          colorField="band"
          stack
          height={chartHeight}
          autoFit
          animate={false}
          scale={{ color: { range: order.map((band) => colours[band]!) } }}
          axis={{ x: { title: false }, y: { title: t`Sites`, tickFilter: (value: number) => Number.isInteger(value) } }}
          legend={{ color: { position: 'bottom' } }}
        />
      </div>
    </Flex>
  );
}

function CoreWebVitals({ chart }: { chart: VisualChart }) {
  const { t } = useLingui();
  const { pick, locale } = useInterfaceLanguage();
  const groups = ['vitals.lcp', 'vitals.tbt', 'vitals.cls'].filter((group) => chart.data.some((point) => point.group === group));
  const [group, setGroup] = useState(groups[0] ?? 'vitals.lcp');
  // A line per strategy (the point's series): a site's mobile and desktop audits are never averaged together.
  const points = chart.data.filter((point) => point.group === group).sort((a, b) => (a.x < b.x ? -1 : a.x > b.x ? 1 : 0));
  const data = points.map((point) => ({ day: dayDate(point.x), strategy: label(chart, point.series, pick), value: point.value }));
  const longest = Math.max(0, ...['mobile', 'desktop'].map((strategy) => points.filter((point) => point.series === strategy).length));
  const unit = group === 'vitals.cls' ? 'unitless' : 'ms';
  const limit = group === 'vitals.lcp' ? 2500 : group === 'vitals.tbt' ? 200 : 0.1;
  return (
    <Flex vertical gap={8}>
      <Segmented
        size="small"
        value={group}
        onChange={(value) => setGroup(String(value))}
        options={groups.map((value) => ({ value, label: label(chart, value, pick) }))}
        aria-label={t`Métrica mostrada`}
        data-testid="vitals-metric"
      />
      {longest < chart.minPoints ? (
        <InsufficientData>
          <Trans>Esta métrica tem menos de 2 dias com análises no período em cada estratégia.</Trans>
        </InsufficientData>
      ) : (
        <div role="img" aria-label={t`Core Web Vitals ao longo do tempo`} data-testid="vitals-chart">
          <Line
            data={data}
            xField="day"
            yField="value"
            colorField="strategy"
            height={chartHeight}
            autoFit
            animate={false}
            point={{ sizeField: 3 }}
            axis={{
              x: { title: false, labelFormatter: (tick: unknown) => tickDay(tick, locale) },
              y: { title: false, labelFormatter: (value: number) => formatValue(value, unit, locale) },
            }}
            legend={{ color: { position: 'bottom' } }}
            annotations={[{ type: 'lineY', yField: limit, style: { stroke: '#DC2626', lineDash: [4, 4] } }]}
          />
        </div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t`Linha tracejada: limite “bom” do Google (${formatValue(limit, unit, locale)}).`}
      </Typography.Text>
    </Flex>
  );
}

function FixesByCategory({ chart }: { chart: VisualChart }) {
  const { t } = useLingui();
  const { pick } = useInterfaceLanguage();
  const data = chart.data.map((point) => ({ category: label(chart, point.x, pick), fixes: point.value }));
  return (
    <div role="img" aria-label={t`Correções por categoria`} data-testid="fixes-chart">
      <Pie
        data={data}
        angleField="fixes"
        colorField="category"
        innerRadius={0.6}
        height={chartHeight}
        autoFit
        animate={false}
        label={{ text: 'fixes', style: { fontWeight: 600 } }}
        legend={{ color: { position: 'bottom' } }}
      />
    </div>
  );
}
