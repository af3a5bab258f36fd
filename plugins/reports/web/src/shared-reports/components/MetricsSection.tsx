import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { PublicSharedReport } from '@otimiza/plugin-reports-shared';
import { Card, Col, Row, Typography } from 'antd';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { formatMetric, metricDefinitions } from '../lib/metricLabels';
import { scoreColor } from '@otimiza/sdk/web';

type Metrics = NonNullable<PublicSharedReport['analysis']['metrics']>;

/** The page's Lighthouse metrics, each in the colour band of its own score. */
export function MetricsSection({ metrics }: { metrics: Metrics }) {
  const { i18n } = useLingui();
  const { locale } = useInterfaceLanguage();
  return (
    <section aria-labelledby="report-metrics-title">
      <Typography.Title level={2} id="report-metrics-title" style={{ fontSize: 20, marginTop: 0 }}>
        <Trans>Métricas de desempenho</Trans>
      </Typography.Title>
      {metrics.length === 0 ? (
        <Typography.Text type="secondary">
          <Trans>Esta análise não registrou métricas de desempenho.</Trans>
        </Typography.Text>
      ) : (
        <Row gutter={[12, 12]} data-testid="public-report-metrics">
          {metrics.map((metric) => {
            const definition = metricDefinitions[metric.id];
            const name = definition ? i18n._(definition.name) : metric.id;
            // 'Speed Index' is its own name in English: said once, not 'Speed Index (Speed Index)'.
            const label = definition && name !== definition.abbreviation ? `${name} (${definition.abbreviation})` : name;
            const colors = metric.score === null ? null : scoreColor(Math.round(metric.score * 100));
            return (
              <Col key={metric.id} xs={12} md={8}>
                <Card size="small" style={{ height: '100%' }}>
                  <Typography.Text type="secondary" style={{ fontSize: 13, display: 'block' }}>
                    {label}
                  </Typography.Text>
                  <span style={{ fontSize: 22, fontWeight: 700, color: colors?.color ?? 'inherit' }}>{formatMetric(metric, locale)}</span>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </section>
  );
}
