import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Strategy } from '@otimiza/plugin-analytics-shared';
import { Card, Flex, List, Progress, Tag, Typography } from 'antd';
import { segmentsQueryOptions } from '../api/dashboard';
import { formatNumber } from '../lib/format';
import { useLanguage } from '../lib/language';
import { EmptyState } from './EmptyState';
import { QueryState } from './QueryState';
import { ScrollArea } from '@otimiza/sdk/web';

const formatPercentPoints = (value: number, locale: string) => `${value > 0 ? '+' : ''}${formatNumber(value, locale)}`;

/**
 * The audited sites by business type and by performance band, with the figures that exist (and why the others do not).
 * A site's mobile and desktop analyses are never averaged together: the segments read the page's strategy filter (unset:
 * the server's, which they say).
 */
export function SegmentsTab({ strategy, autoRefresh }: { strategy: Strategy | undefined; autoRefresh: boolean }) {
  const { t } = useLingui();
  const { pick, locale } = useLanguage();
  const segments = useQuery(segmentsQueryOptions(strategy, autoRefresh));
  return (
    <Flex vertical gap={8}>
      <QueryState query={segments} title={t`Não foi possível carregar os segmentos`}>
        {(data) =>
          data.segments.length === 0 ? (
            <EmptyState>{data.reason ? pick(data.reason) : <Trans>Nenhum segmento.</Trans>}</EmptyState>
          ) : (
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">
                {data.strategy === 'desktop' ? (
                  <Trans>{data.sites} site(s) analisado(s) no computador, pela análise mais recente de cada um nessa estratégia.</Trans>
                ) : (
                  <Trans>{data.sites} site(s) analisado(s) no celular, pela análise mais recente de cada um nessa estratégia.</Trans>
                )}
              </Typography.Text>
              <ScrollArea label={t`Segmentos`}>
                <List
                  dataSource={data.segments}
                  renderItem={(segment) => (
                    <List.Item key={segment.id} data-testid="segment-item">
                      <Card size="small" style={{ width: '100%' }}>
                        <Flex vertical gap={6}>
                          <Flex justify="space-between" wrap gap={8}>
                            <Typography.Text strong>{pick(segment.name)}</Typography.Text>
                            <Tag>
                              {segment.kind === 'business-type'
                                ? t`Tipo de negócio`
                                : segment.kind === 'score-band'
                                  ? t`Faixa de desempenho`
                                  : t`Espaço de cliente`}
                            </Tag>
                          </Flex>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {pick(segment.description)}
                          </Typography.Text>
                          <Progress percent={segment.percentage} size="small" format={() => `${formatNumber(segment.percentage, locale)}%`} />
                          <Typography.Text>
                            <Trans>
                              {segment.siteCount} site(s) · desempenho médio{' '}
                              {segment.characteristics.averagePerformance === null ? '—' : formatNumber(segment.characteristics.averagePerformance, locale)} ·
                              SEO {segment.characteristics.averageSeo === null ? '—' : formatNumber(segment.characteristics.averageSeo, locale)} ·
                              acessibilidade{' '}
                              {segment.characteristics.averageAccessibility === null ? '—' : formatNumber(segment.characteristics.averageAccessibility, locale)}
                            </Trans>
                          </Typography.Text>
                          {segment.trends.growth !== null && (
                            <Typography.Text type={segment.trends.growth >= 0 ? 'success' : 'danger'} style={{ fontSize: 12 }} data-testid="segment-growth">
                              <Trans>Desempenho nos últimos 30 dias: {formatPercentPoints(segment.trends.growth, locale)} pontos</Trans>
                            </Typography.Text>
                          )}
                          {segment.userCount !== null && (
                            <Typography.Text style={{ fontSize: 12 }}>
                              <Trans>
                                {segment.userCount} membro(s) · {segment.trends.engagement ?? 0} acesso(s) em 30 dias
                              </Trans>
                            </Typography.Text>
                          )}
                          {segment.behavior.deviceTypes.length > 0 && (
                            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                              <Trans>Dispositivos analisados:</Trans>{' '}
                              {segment.behavior.deviceTypes
                                .map((device) => `${device.type === 'desktop' ? t`computador` : t`celular`} ${formatNumber(device.percentage, locale)}%`)
                                .join(' · ')}
                            </Typography.Text>
                          )}
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {segment.userCountReason && pick(segment.userCountReason)} {pick(segment.value.reason)}
                          </Typography.Text>
                        </Flex>
                      </Card>
                    </List.Item>
                  )}
                />
              </ScrollArea>
            </Flex>
          )
        }
      </QueryState>
    </Flex>
  );
}
