import { Trans, useLingui } from '@lingui/react/macro';
import type { PageSpeedResults } from '@otimiza/plugin-analysis-shared';
import { Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatDateTime, formatDuration, formatKib } from '../../lib/format';
import { formatMetric, metricDefinitions } from '../../lib/metrics';
import { scoreColor } from '@otimiza/sdk/web';
import { LighthouseText } from './LighthouseText';

/**
 * The PageSpeed (Lighthouse) results: the lab metrics with their values, and the opportunities with
 * their savings, each with Lighthouse's own title and description in the interface language.
 */
export function PageSpeedTab({ results }: { results: PageSpeedResults | null }) {
  const { t, i18n } = useLingui();
  const { language, locale, pick } = useInterfaceLanguage();
  if (!results) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Os resultados do PageSpeed não estão disponíveis para esta análise.`} />;
  }
  const version = results.lighthouseVersion;
  const strategy = results.strategy === 'mobile' ? 'Mobile' : 'Desktop';
  const fetched = formatDateTime(results.fetchTime, locale);

  return (
    <Flex vertical gap={20} data-testid="pagespeed-results">
      <Typography.Text type="secondary">
        <Trans>
          Lighthouse {version} · {strategy} · auditado em {fetched}
        </Trans>
        {' · '}
        <span data-testid="audit-runs">
          {(results.auditRuns ?? 1) > 1 ? (
            <Trans>mediana de {results.auditRuns} execuções (a execução com o desempenho do meio é a mostrada)</Trans>
          ) : (
            <Trans>uma execução</Trans>
          )}
        </span>
      </Typography.Text>

      <section>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          <Trans>Métricas</Trans>
        </Typography.Title>
        <Row gutter={[12, 12]}>
          {metricDefinitions
            .filter((definition) => results.metrics[definition.id])
            .map((definition) => {
              const metric = results.metrics[definition.id];
              const score = metric?.score === null || metric?.score === undefined ? null : Math.round(metric.score * 100);
              const colors = score === null ? null : scoreColor(score);
              const name = i18n._(definition.name);
              return (
                <Col key={definition.id} xs={12} lg={8}>
                  <Card size="small" style={{ height: '100%' }} data-metric={definition.id}>
                    <Flex vertical gap={4}>
                      <Flex align="center" gap={8}>
                        <span
                          aria-hidden="true"
                          style={{ width: 10, height: 10, borderRadius: '50%', flex: 'none', background: colors?.stroke ?? '#94A3B8' }}
                        />
                        <Typography.Text strong>{definition.abbreviation}</Typography.Text>
                      </Flex>
                      {name !== definition.abbreviation && (
                        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                          {name}
                        </Typography.Text>
                      )}
                      <Typography.Text style={{ fontSize: 22, fontWeight: 600, color: colors?.color }}>
                        {formatMetric(definition, metric, locale, language)}
                      </Typography.Text>
                    </Flex>
                  </Card>
                </Col>
              );
            })}
        </Row>
      </section>

      <section>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          <Trans>Oportunidades</Trans>
        </Typography.Title>
        {results.opportunities.length === 0 ? (
          <Typography.Text type="secondary">
            <Trans>A auditoria não encontrou oportunidades de ganho de desempenho nesta página.</Trans>
          </Typography.Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, border: '1px solid rgba(15, 23, 42, 0.1)', borderRadius: 8 }}>
            {results.opportunities.map((opportunity, index) => {
              const savings = formatDuration(opportunity.savingsMs, locale);
              return (
                <li key={opportunity.id} style={{ padding: '10px 14px', borderBlockStart: index === 0 ? undefined : '1px solid rgba(15, 23, 42, 0.08)' }}>
                  <Flex justify="space-between" align="center" gap={12} wrap>
                    <Flex vertical gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
                      <Typography.Text>
                        <LighthouseText text={pick(opportunity.titles)} />
                      </Typography.Text>
                      {opportunity.descriptions && (
                        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                          <LighthouseText text={pick(opportunity.descriptions)} />
                        </Typography.Text>
                      )}
                    </Flex>
                    <Flex gap={6} wrap>
                      {opportunity.savingsMs > 0 && (
                        <Tag color="green" style={{ marginInlineEnd: 0 }}>
                          {t`Economia: ${savings}`}
                        </Tag>
                      )}
                      {opportunity.savingsBytes > 0 && <Tag style={{ marginInlineEnd: 0 }}>{formatKib(opportunity.savingsBytes, locale)}</Tag>}
                    </Flex>
                  </Flex>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Flex>
  );
}
