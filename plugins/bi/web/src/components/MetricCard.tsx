import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, LineOutlined, SwapOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MetricView } from '@otimiza/plugin-bi-shared';
import { formatDateTime, InsufficientData } from '@otimiza/sdk/web';
import { Button, Card, Flex, Progress, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { changeColour, formatDay, formatMetricValue, formatMonth, sharePercent, signedPercent } from '../lib/format';
import { significanceColour, useBiLabels } from '../lib/labels';
import { FillLink } from './FillLink';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';

const trendIcon = { increasing: <ArrowUpOutlined />, decreasing: <ArrowDownOutlined />, volatile: <SwapOutlined />, stable: <LineOutlined /> };

function Comparison({ label, value, better, missing }: { label: ReactNode; value: number | null; better: 'higher' | 'lower'; missing?: ReactNode }) {
  const { locale } = useInterfaceLanguage();
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {value === null && missing ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {missing}
        </Typography.Text>
      ) : (
        <span style={{ fontWeight: 600, color: changeColour(value, better) }}>{signedPercent(value, locale)}</span>
      )}
    </Flex>
  );
}

/**
 * The trend's window in words ('em 12 meses'), and what its word measures: the line fitted to the card's periods, its
 * start, end and change. Said so that 'Em alta' beside a negative 'vs. período anterior' reads as a dip in a rise.
 */
function TrendWindow({ metric }: { metric: MetricView }) {
  const { locale } = useInterfaceLanguage();
  const line = metric.trendLine;
  if (!line) return null;
  const monthly = metric.granularity === 'month';
  const window = monthly ? (
    <Plural value={line.span} one="em # mês" other="em # meses" />
  ) : (
    <Plural value={line.span} one="em # período de 30 dias" other="em # períodos de 30 dias" />
  );
  const from = monthly ? formatMonth(line.from, locale) : formatDay(line.from, locale);
  const to = monthly ? formatMonth(line.to, locale) : formatDay(line.to, locale);
  const start = formatMetricValue(line.start, metric.unit, locale);
  const end = formatMetricValue(line.end, metric.unit, locale);
  const change = line.change === null ? '' : ` (${signedPercent(line.change, locale)})`;
  return (
    <Tooltip
      title={
        <Trans>
          Reta ajustada aos períodos de {from} a {to}: de {start} a {end}
          {change}. A variação só do último período é a de “vs. período anterior”.
        </Trans>
      }
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="metric-trend-window">
        {window}
      </Typography.Text>
    </Tooltip>
  );
}

/** A metric card (Métricas): every figure from the API, a dash or 'dados insuficientes' where there is none. */
export function MetricCard({ metric, onEdit }: { metric: MetricView; onEdit: (metric: MetricView) => void }) {
  const { t } = useLingui();
  const { pick, locale } = useInterfaceLanguage();
  const labels = useBiLabels();
  const forecast = metric.forecast;
  // How old the data is when whole periods ended since its last point: the forecast starts after it and shows none of them.
  const dataEnd = forecast.dataAge ? formatDay(forecast.dataAge.lastDay, locale) : '';
  const dataDays = forecast.dataAge?.days ?? 0;
  const progress = metric.targets.progress;
  const industryMissing =
    metric.industryMissing === 'small-cohort'
      ? t`menos de 5 empresas do setor`
      : metric.industryMissing === 'no-segment'
        ? t`setor do site desconhecido`
        : metric.industryMissing === 'not-applicable'
          ? t`sem referência do setor`
          : undefined;
  const unit = metric.unit;
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="metric-card" data-metric={metric.key}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ fontSize: 15 }}>
              {pick(metric.name)}
            </Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }} ellipsis={{ rows: 2, tooltip: pick(metric.description) }}>
              {pick(metric.description)}
            </Typography.Paragraph>
          </div>
          <Flex gap={4} align="center">
            <Tag color={significanceColour[metric.significance]} style={{ marginInlineEnd: 0 }}>
              {labels.significance[metric.significance]}
            </Tag>
            <Tooltip title={t`Editar meta e importância`}>
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={t`Editar meta e importância de ${pick(metric.name)}`}
                onClick={() => onEdit(metric)}
              />
            </Tooltip>
          </Flex>
        </Flex>
        <Flex align="baseline" gap={10} wrap>
          <span style={{ fontSize: 26, fontWeight: 700, color: '#0F172A' }} data-testid="metric-value">
            {formatMetricValue(metric.value, unit, locale)}
          </span>
          {metric.trend ? (
            <Flex align="baseline" gap={6} wrap>
              <Tooltip title={labels.trend[metric.trend]}>
                <span aria-label={labels.trend[metric.trend]} data-testid="metric-trend" data-trend={metric.trend} style={{ color: '#475569' }}>
                  {trendIcon[metric.trend]} {labels.trend[metric.trend]}
                </span>
              </Tooltip>
              <TrendWindow metric={metric} />
            </Flex>
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>Tendência: poucos períodos</Trans>
            </Typography.Text>
          )}
        </Flex>
        {metric.period && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {metric.granularity === 'month' ? (
              <Trans>Mês: {formatMonth(metric.period.start, locale)}</Trans>
            ) : (
              <Trans>30 dias até {formatDay(metric.period.end, locale)}</Trans>
            )}
          </Typography.Text>
        )}
        <Flex gap={16} wrap>
          <Comparison label={<Trans>vs. meta</Trans>} value={metric.performance.vsTarget} better={metric.better} missing={<Trans>sem meta</Trans>} />
          <Comparison label={<Trans>vs. setor</Trans>} value={metric.performance.vsIndustry} better={metric.better} missing={industryMissing} />
          <Comparison label={<Trans>vs. período anterior</Trans>} value={metric.performance.vsLastPeriod} better={metric.better} />
        </Flex>
        {metric.industryMissing === 'small-cohort' && (
          // The sector's reference needs 5 workspaces of the same business type: on one agency's instance, its client workspaces.
          <Flex gap={4} wrap align="baseline" data-testid="industry-fill">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>Referência do setor a partir de 5 espaços de trabalho do mesmo tipo de negócio:</Trans>
            </Typography.Text>
            <FillLink action="add-clients" compact />
          </Flex>
        )}
        {metric.targets.annual !== null && (
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>Meta anual: {formatMetricValue(metric.targets.annual, unit, locale)}</Trans>
            </Typography.Text>
            <Progress
              percent={Math.min(100, Math.max(0, progress ?? 0))}
              format={() => `${(progress ?? 0).toLocaleString(locale, { maximumFractionDigits: 1 })}%`}
              size="small"
            />
          </div>
        )}
        <div data-testid="metric-forecast">
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="metric-forecast-period">
            {/* One period's value about 90 days after the last data, not a sum over 90 days: the label names that period. */}
            {!forecast.next90Days ? (
              <Trans>Previsão</Trans>
            ) : metric.granularity === 'month' ? (
              <Trans>Previsão para {formatMonth(forecast.next90Days.start, locale)}</Trans>
            ) : (
              <Trans>Previsão: 30 dias até {formatDay(forecast.next90Days.end, locale)}</Trans>
            )}
          </Typography.Text>
          {forecast.next90Days ? (
            <Flex vertical>
              <span style={{ fontWeight: 600 }}>
                {formatMetricValue(forecast.next90Days.value, unit, locale)}{' '}
                <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>
                  ({formatMetricValue(forecast.next90Days.lower, unit, locale)} – {formatMetricValue(forecast.next90Days.upper, unit, locale)})
                </Typography.Text>
              </span>
              <Typography.Text style={{ fontSize: 12 }} data-testid="metric-confidence">
                {/* The model's accuracy on held-out periods, named as the models tab names it (the interval's coverage has its own name there). */}
                <Trans>
                  Acurácia (teste) {sharePercent(forecast.confidence, locale)} · {forecast.method}
                </Trans>
              </Typography.Text>
              {forecast.backtest && (
                <Tooltip title={t`Dos últimos períodos, retidos no teste, quantos caíram dentro do intervalo de 95% previsto sem eles.`}>
                  <Typography.Text
                    type="secondary"
                    style={{ fontSize: 12, alignSelf: 'flex-start', borderBottom: '1px dotted #94a3b8' }}
                    data-testid="metric-coverage"
                  >
                    {metric.granularity === 'month' ? (
                      <Trans>
                        Cobertura do intervalo: {forecast.backtest.inside} de {forecast.backtest.heldOut} meses
                      </Trans>
                    ) : (
                      <Trans>
                        Cobertura do intervalo: {forecast.backtest.inside} de {forecast.backtest.heldOut} períodos de 30 dias
                      </Trans>
                    )}
                  </Typography.Text>
                </Tooltip>
              )}
            </Flex>
          ) : forecast.staleSince ? null : (
            <div>
              <InsufficientData compact>
                {forecast.insufficient?.afterGap ? (
                  <Trans>
                    {forecast.insufficient.have} de {forecast.insufficient.need} períodos seguidos desde a última lacuna
                  </Trans>
                ) : forecast.insufficient ? (
                  <Trans>
                    {forecast.insufficient.have} de {forecast.insufficient.need} períodos
                  </Trans>
                ) : null}
              </InsufficientData>
            </div>
          )}
          {forecast.dataAge && (
            <Typography.Text type="warning" style={{ fontSize: 12, display: 'block' }} data-testid="metric-forecast-age">
              <Plural
                value={forecast.dataAge.periodsGone}
                one={`Dados até ${dataEnd} (há ${dataDays} dias): a previsão parte do último dado e não mostra o período já passado sem dados.`}
                other={`Dados até ${dataEnd} (há ${dataDays} dias): a previsão parte do último dado e não mostra os # períodos já passados sem dados.`}
              />
            </Typography.Text>
          )}
          {forecast.staleSince && (
            <Typography.Text style={{ fontSize: 12, display: 'block' }} data-testid="metric-forecast-stale">
              <Trans>Sem previsão: os dados param em {formatDay(forecast.staleSince, locale)}, há mais de 75 dias. Importe dados recentes para prever.</Trans>
            </Typography.Text>
          )}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 11 }}>
          {metric.source === 'import' && metric.period ? (
            <Trans>
              Atualizado: {formatDateTime(metric.lastUpdated, locale)} · último dado: {formatDay(metric.period.end, locale)}
            </Trans>
          ) : metric.source === 'import' ? (
            <Trans>Atualizado: {formatDateTime(metric.lastUpdated, locale)}</Trans>
          ) : (
            <Trans>Último dado: {formatDay(metric.lastUpdated, locale)}</Trans>
          )}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
