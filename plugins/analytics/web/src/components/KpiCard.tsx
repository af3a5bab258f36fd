import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { KpiView } from '@otimiza/plugin-analytics-shared';
import { Card, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatKpiValue, formatNumber, formatPercent } from '../lib/format';
import { useLanguage } from '../lib/language';
import { statusColours, statusLabels, trendLabels } from './labels';

const trendIcons = { up: <ArrowUpOutlined />, down: <ArrowDownOutlined />, stable: <MinusOutlined /> };

/** What a per-page mean's change compares: the same pages and strategies in both periods, or none. */
function ComparedPages({ kpi }: { kpi: KpiView }) {
  if (kpi.comparedPages === null || kpi.comparedPages === undefined || kpi.value === null) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="kpi-compared-pages" data-pages={kpi.comparedPages}>
      {kpi.comparedPages === 0 ? (
        <Trans>Nenhuma página medida nos dois períodos: sem comparação.</Trans>
      ) : (
        <Plural
          value={kpi.comparedPages}
          one="Comparado nas mesmas condições: # página com a mesma estratégia nos dois períodos."
          other="Comparado nas mesmas condições: # páginas com a mesma estratégia nos dois períodos."
        />
      )}
    </Typography.Text>
  );
}

/** One KPI: value, change over the previous period, status against the target, 30-day forecast. */
export function KpiCard({ kpi, extra }: { kpi: KpiView; extra?: ReactNode }) {
  const { i18n } = useLingui();
  const { pick, locale } = useLanguage();
  const improving = kpi.trend && kpi.trend !== 'stable' ? (kpi.trend === 'up') === (kpi.better === 'higher') : null;
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="kpi-card" data-kpi={kpi.id}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="start" gap={8}>
          <Tooltip title={pick(kpi.description)}>
            <Typography.Text strong>{pick(kpi.name)}</Typography.Text>
          </Tooltip>
          {kpi.status ? (
            <Tag color={statusColours[kpi.status]} data-testid="kpi-status">
              {i18n._(statusLabels[kpi.status])}
            </Tag>
          ) : (
            <Tag data-testid="kpi-status">
              <Trans>Sem status</Trans>
            </Tag>
          )}
        </Flex>
        {kpi.strategy && (
          // What the figure is: a per-page KPI reads one strategy, its level as its change.
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="kpi-strategy" data-strategy={kpi.strategy}>
            {kpi.strategy === 'desktop' ? <Trans>Média das análises no computador</Trans> : <Trans>Média das análises no celular</Trans>}
          </Typography.Text>
        )}
        <Typography.Text style={{ fontSize: 26, fontWeight: 600, lineHeight: 1.2 }} data-testid="kpi-value">
          {kpi.value === null ? '—' : formatKpiValue(kpi.value, kpi.unit, locale)}
        </Typography.Text>
        {kpi.reason && <Typography.Text type="secondary">{pick(kpi.reason)}</Typography.Text>}
        {kpi.trend && (
          <Typography.Text type={improving === null ? 'secondary' : improving ? 'success' : 'danger'} data-testid="kpi-change">
            {trendIcons[kpi.trend]} {i18n._(trendLabels[kpi.trend])}
            {kpi.changePercentage !== null && <> · {formatPercent(kpi.changePercentage, locale)}</>} <Trans>vs. período anterior</Trans>
          </Typography.Text>
        )}
        <ComparedPages kpi={kpi} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {kpi.target === null ? <Trans>Meta: não definida</Trans> : <Trans>Meta: {formatKpiValue(kpi.target, kpi.unit, locale)}</Trans>}
          {kpi.statusReason && kpi.target !== null && <> · {pick(kpi.statusReason)}</>}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="kpi-forecast">
          {kpi.forecast ? (
            <Trans>
              Previsão 30 dias: {formatKpiValue(kpi.forecast.value, kpi.unit, locale)} ({formatKpiValue(kpi.forecast.lower, kpi.unit, locale)}–
              {formatKpiValue(kpi.forecast.upper, kpi.unit, locale)}) · precisão {formatNumber((kpi.confidence ?? 0) * 100, locale, 0)}%
            </Trans>
          ) : (
            kpi.value !== null && kpi.forecastReason && pick(kpi.forecastReason)
          )}
        </Typography.Text>
        {extra}
      </Flex>
    </Card>
  );
}
