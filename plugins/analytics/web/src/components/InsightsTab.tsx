import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardQuery, InsightView } from '@otimiza/plugin-analytics-shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, List, Tag, Typography } from 'antd';
import { insightsQueryOptions } from '../api/dashboard';
import { formatNumber } from '../lib/format';
import { useLanguage } from '../lib/language';
import { EmptyState } from './EmptyState';
import { QueryState } from './QueryState';
import { effortLabels, impactLabels, insightTypeColours, insightTypeLabels } from './labels';
import { ScrollArea } from '@otimiza/sdk/web';

/** Anomalies, forecasts, risks and opportunities, each with its model, measured accuracy and recommendations. */
export function InsightsTab({ query, autoRefresh }: { query: DashboardQuery; autoRefresh: boolean }) {
  const { t } = useLingui();
  const { pick } = useLanguage();
  const insights = useQuery(insightsQueryOptions(query, autoRefresh));
  return (
    <QueryState query={insights} title={t`Não foi possível carregar os insights`}>
      {(data) =>
        data.insights.length === 0 ? (
          <EmptyState>{data.reason ? pick(data.reason) : <Trans>Nenhum insight no momento.</Trans>}</EmptyState>
        ) : (
          <ScrollArea label={t`Insights`}>
            <List dataSource={data.insights} renderItem={(insight) => <InsightItem key={insight.id} insight={insight} />} />
          </ScrollArea>
        )
      }
    </QueryState>
  );
}

export function InsightItem({ insight }: { insight: InsightView }) {
  const { i18n } = useLingui();
  const { pick, locale } = useLanguage();
  return (
    <List.Item data-testid="insight-item" data-type={insight.type}>
      <Card size="small" style={{ width: '100%' }}>
        <Flex vertical gap={6}>
          <Flex gap={8} wrap align="center">
            <Tag color={insightTypeColours[insight.type]}>{i18n._(insightTypeLabels[insight.type])}</Tag>
            <Tag>{i18n._(impactLabels[insight.impact])}</Tag>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {pick(insight.title)}
            </Typography.Text>
          </Flex>
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{pick(insight.description)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <Trans>Modelo: {pick(insight.model)}</Trans> ·{' '}
            {insight.modelAccuracy === null ? (
              insight.modelAccuracyReason && pick(insight.modelAccuracyReason)
            ) : (
              <Trans>precisão medida {formatNumber(insight.modelAccuracy * 100, locale, 0)}%</Trans>
            )}
          </Typography.Text>
          {insight.recommendations.map((recommendation, index) => (
            <Typography.Text key={index} style={{ fontSize: 13 }}>
              → {pick(recommendation.action)} ({i18n._(effortLabels[recommendation.effort])}): {pick(recommendation.expectedImpact)}
            </Typography.Text>
          ))}
        </Flex>
      </Card>
    </List.Item>
  );
}
