import { AimOutlined, AlertOutlined, NodeIndexOutlined, RiseOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { maxListedInsights, type InsightView } from '@otimiza/plugin-bi-shared';
import { QueryErrorAlert, ScrollArea, usePrimaryColour } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { insightsQueryOptions } from '../api/queries';
import { formatDay } from '../lib/format';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';

const icons = { anomaly: <AlertOutlined />, 'target-crossing': <AimOutlined />, driver: <NodeIndexOutlined />, trend: <RiseOutlined /> };
const colours = { high: 'red', medium: 'orange', low: 'blue' };

/** Insights: computed from the metrics and models (anomalies, target crossings, trends, drivers), never sample copy; the most severe only, said so when others exist. */
export function InsightsTab() {
  const primary = usePrimaryColour();
  const { t } = useLingui();
  const { pick, locale } = useInterfaceLanguage();
  const insights = useQuery(insightsQueryOptions());
  const kinds: Record<InsightView['kind'], string> = { anomaly: t`Anomalia`, 'target-crossing': t`Meta`, driver: t`Fator do modelo`, trend: t`Tendência` };
  const severities: Record<InsightView['severity'], string> = { high: t`Alta`, medium: t`Média`, low: t`Baixa` };
  return (
    <Flex vertical gap={16} data-testid="insights-tab">
      {insights.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar os insights</Trans>} query={insights} />}
      {insights.isPending && <Skeleton active />}
      {insights.data?.insights.length === 0 && (
        <Empty
          data-testid="insights-empty"
          description={
            <Trans>
              Nenhum insight calculado ainda. Eles aparecem com séries de pelo menos 6 períodos (anomalias), metas anuais com previsão (metas), tendências
              claras das métricas importantes e modelos treinados (fatores).
            </Trans>
          }
        />
      )}
      {insights.data && insights.data.insights.length > 0 && (
        <ScrollArea label={t`Insights`} testId="insights-scroll">
          <List
            dataSource={insights.data.insights}
            renderItem={(insight, index) => (
              <List.Item key={index} data-testid="insight">
                <Card size="small" style={{ width: '100%' }}>
                  <Flex gap={12} align="flex-start">
                    <span aria-hidden="true" style={{ fontSize: 20, color: primary }}>
                      {icons[insight.kind]}
                    </span>
                    <Flex vertical gap={4} style={{ minWidth: 0 }}>
                      <Flex gap={6} wrap align="center">
                        <Typography.Text strong>{pick(insight.title)}</Typography.Text>
                        <Tag>{kinds[insight.kind]}</Tag>
                        <Tag color={colours[insight.severity]}>{severities[insight.severity]}</Tag>
                      </Flex>
                      <Typography.Text type="secondary">{pick(insight.detail)}</Typography.Text>
                      {insight.at && (
                        <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                          {formatDay(insight.at, locale)}
                        </Typography.Text>
                      )}
                    </Flex>
                  </Flex>
                </Card>
              </List.Item>
            )}
          />
        </ScrollArea>
      )}
      {insights.data?.hasMore && (
        <Typography.Text type="secondary" data-testid="insights-truncated">
          <Trans>Mostrando os {maxListedInsights} insights mais graves; os demais não aparecem aqui.</Trans>
        </Typography.Text>
      )}
    </Flex>
  );
}
