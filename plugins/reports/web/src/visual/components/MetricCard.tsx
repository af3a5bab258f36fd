import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { VisualMetric } from '@otimiza/plugin-reports-shared';
import { RouterButton, usePageLink } from '@otimiza/sdk/web';
import { Card, Flex, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { formatChange, formatDay, formatValue } from '../format';

/** One metric card: value, trend and change over the period, benchmark or why there is none. */
export function MetricCard({ metric, strategy }: { metric: VisualMetric; strategy: string }) {
  const { t } = useLingui();
  const { pick, locale } = useInterfaceLanguage();
  const days = metric.points;
  const color = metric.improving === null ? '#334155' : metric.improving ? '#166534' : '#991B1B';
  const background = metric.improving === null ? '#F1F5F9' : metric.improving ? '#DCFCE7' : '#FEE2E2';
  const icon = metric.trend === 'up' ? <ArrowUpOutlined /> : metric.trend === 'down' ? <ArrowDownOutlined /> : <MinusOutlined />;
  const trendLabel = metric.trend === 'up' ? t`Subindo` : metric.trend === 'down' ? t`Caindo` : t`Estável`;
  const segment = metric.segment ? pick(metric.segment) : '';
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="metric-card" data-metric={metric.id} data-trend={metric.trend ?? 'none'}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong>{pick(metric.name)}</Typography.Text>
          <Tag style={{ marginInlineEnd: 0 }}>
            {metric.aggregation === 'total' ? t`Total do período` : t`Nível atual (${strategy}, análise mais recente de cada site)`}
          </Tag>
        </Flex>
        <Flex align="baseline" gap={10} wrap>
          <span style={{ fontSize: 26, fontWeight: 700, color: '#0F172A' }} data-testid="metric-value">
            {formatValue(metric.value, metric.unit, locale)}
          </span>
          {metric.trend !== null && metric.changePercentage !== null ? (
            <span
              style={{ color, background, borderRadius: 6, padding: '2px 8px', fontWeight: 600, fontSize: 13 }}
              aria-label={`${trendLabel}: ${formatChange(metric.changePercentage, locale)}`}
              data-testid="metric-change"
            >
              {icon} {formatChange(metric.changePercentage, locale)}
            </span>
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="metric-no-trend">
              {metric.value === null ? <Trans>Nenhum dado no período</Trans> : <Trans>Dados insuficientes para a tendência</Trans>}
            </Typography.Text>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Plural value={days} _0="Nenhum dia com dados no período" one="# dia com dados no período" other="# dias com dados no período" />
          {metric.lastDay && <> · {t`último: ${formatDay(metric.lastDay, locale)}`}</>}
        </Typography.Text>
        <Benchmark metric={metric} segment={segment} />
      </Flex>
    </Card>
  );
}

function Benchmark({ metric, segment }: { metric: VisualMetric; segment: string }) {
  const { locale } = useInterfaceLanguage();
  const pageLink = usePageLink();
  const box = { background: '#F8FAFC', border: '1px solid #E2E8F0', borderRadius: 8, padding: '8px 10px', fontSize: 12 } as const;
  if (metric.benchmarkMissing === 'not-applicable') return null;
  if (metric.benchmark) {
    const industry = formatValue(metric.benchmark.industry, metric.unit, locale);
    const top = formatValue(metric.benchmark.topQuartile, metric.unit, locale);
    const percentile = Math.round(metric.benchmark.percentile);
    return (
      <Flex vertical gap={2} style={box} data-testid="metric-benchmark">
        <Typography.Text strong style={{ fontSize: 12 }}>
          <Trans>Benchmark: {segment}</Trans>
        </Typography.Text>
        <Typography.Text style={{ fontSize: 12 }}>
          <Trans>
            Mediana do setor {industry} · Melhores 25% {top} · Você está no percentil {percentile}
          </Trans>
        </Typography.Text>
      </Flex>
    );
  }
  if (metric.value === null) return null;
  return (
    <Typography.Text type="secondary" style={box} data-testid="metric-no-benchmark">
      {metric.benchmarkMissing === 'no-segment' ? (
        <Trans>Sem benchmark: as análises ainda não identificaram o tipo de negócio dos seus sites.</Trans>
      ) : (
        <>
          <Trans>Ainda não há benchmark: menos de 5 empresas do seu segmento ({segment}) têm dados.</Trans>{' '}
          <RouterButton
            {...pageLink('/clients')}
            buttonType="link"
            size="small"
            style={{ paddingInline: 0, height: 'auto', fontSize: 12 }}
            data-testid="benchmark-fill"
          >
            <Trans>Adicionar clientes</Trans>
          </RouterButton>
        </>
      )}
    </Typography.Text>
  );
}
