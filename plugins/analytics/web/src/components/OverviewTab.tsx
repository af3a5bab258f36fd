import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalyticsSummary, DashboardQuery, Figure } from '@otimiza/plugin-analytics-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { RouterButton, usePageLink } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { summaryQueryOptions } from '../api/dashboard';
import { formatDay, formatKpiValue, formatNumber, formatTime } from '../lib/format';
import { useLanguage } from '../lib/language';
import { EmptyState } from './EmptyState';
import { KpiCard } from './KpiCard';
import { QueryState } from './QueryState';
import { SiteAuditsCard } from './SiteAuditsCard';

function SummaryCard({
  title,
  figure,
  render,
  testId,
  text = false,
  fill,
}: {
  title: string;
  figure: Figure<unknown>;
  render: (value: never) => ReactNode;
  testId: string;
  /** A name rather than a number: a smaller type. */
  text?: boolean;
  /** With no figure: the one action that gives it one, linked where it is done. */
  fill?: ReactNode;
}) {
  const { pick } = useLanguage();
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        {figure.value === null ? (
          <>
            <Typography.Text style={{ fontSize: 22, fontWeight: 600 }}>—</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {figure.reason && pick(figure.reason)}
            </Typography.Text>
            {fill}
          </>
        ) : (
          <Typography.Text style={{ fontSize: text ? 15 : 22, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={`${testId}-value`}>
            {render(figure.value as never)}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/** Revenue comes from a series imported into business intelligence (its metrics tab's CSV import). */
function ImportRevenueLink() {
  const pageLink = usePageLink();
  return (
    <RouterButton
      {...pageLink('/business-intelligence', { tab: 'metrics' })}
      buttonType="link"
      size="small"
      // A half-width card on a phone: the label wraps rather than leave the card.
      style={{ paddingInline: 0, alignSelf: 'flex-start', height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
      data-testid="fill-import-revenue"
    >
      <Trans>Importar receita (CSV)</Trans>
    </RouterButton>
  );
}

/** The analytics summary and the category's KPIs. */
export function OverviewTab({ query, autoRefresh }: { query: DashboardQuery; autoRefresh: boolean }) {
  const { t } = useLingui();
  const { pick, locale } = useLanguage();
  const summary = useQuery(summaryQueryOptions(query, autoRefresh));
  return (
    <QueryState query={summary} title={t`Não foi possível carregar o resumo`}>
      {(data: AnalyticsSummary) => (
        <Flex vertical gap={16}>
          <Row gutter={[12, 12]}>
            <Col xs={12} lg={6}>
              <SummaryCard
                testId="summary-revenue"
                title={t`Receita mensal`}
                figure={data.totalRevenue}
                render={(value: number) => formatKpiValue(value, 'brl', locale)}
                fill={<ImportRevenueLink />}
              />
            </Col>
            <Col xs={12} lg={6}>
              <SummaryCard
                testId="summary-users"
                title={t`Usuários do espaço`}
                figure={data.totalUsers}
                render={(value: number) => formatNumber(value, locale, 0)}
              />
            </Col>
            <Col xs={12} lg={6}>
              <SummaryCard
                testId="summary-alerts"
                title={t`Alertas críticos`}
                figure={data.criticalAlerts}
                render={(value: number) => formatNumber(value, locale, 0)}
              />
            </Col>
            <Col xs={12} lg={6}>
              <SummaryCard
                testId="summary-accuracy"
                title={t`Precisão das previsões`}
                figure={data.reportAccuracy}
                render={(value: number) => `${formatNumber(value * 100, locale, 0)}%`}
              />
            </Col>
            <Col xs={24} lg={8}>
              <SummaryCard
                testId="summary-segment"
                text
                title={t`Melhor segmento`}
                figure={data.topPerformingSegment}
                render={(value: LocalizedText) => pick(value)}
              />
            </Col>
            <Col xs={24} lg={8}>
              <SummaryCard
                testId="summary-opportunity"
                text
                title={t`Maior oportunidade`}
                figure={data.biggestOpportunity}
                render={(value: LocalizedText) => pick(value)}
              />
            </Col>
            <Col xs={24} lg={8}>
              <SummaryCard
                testId="summary-conversion"
                title={t`Taxa de conversão média`}
                figure={data.avgConversionRate}
                render={(value: number) => `${formatNumber(value, locale)}%`}
              />
            </Col>
          </Row>
          <Typography.Text type="secondary" data-testid="data-freshness">
            {data.dataFreshness.latestDataDay ? (
              <Trans>
                Dados até {formatDay(data.dataFreshness.latestDataDay, locale)}, calculados às {formatTime(data.dataFreshness.computedAt, locale)}.
              </Trans>
            ) : (
              data.dataFreshness.reason && pick(data.dataFreshness.reason)
            )}
          </Typography.Text>
          {data.kpis.length === 0 ? (
            <EmptyState>
              <Trans>Nenhum KPI nesta categoria.</Trans>
            </EmptyState>
          ) : (
            <Row gutter={[12, 12]}>
              {data.kpis.map((kpi) => (
                <Col key={kpi.id} xs={24} md={12} xl={8}>
                  <KpiCard kpi={kpi} />
                </Col>
              ))}
            </Row>
          )}
          <SiteAuditsCard autoRefresh={autoRefresh} />
        </Flex>
      )}
    </QueryState>
  );
}
