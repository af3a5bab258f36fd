import { BulbOutlined, CheckCircleOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { PublicSharedReport } from '@otimiza/plugin-reports-shared';
import { useProductName, usePrimaryColour } from '@otimiza/sdk/web';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { formatDuration } from '../lib/format';
import { ListOrNote } from './ListOrNote';

type Recommendations = NonNullable<PublicSharedReport['analysis']['recommendations']>;

const impactLabels: Record<'high' | 'medium' | 'low', { label: MessageDescriptor; color: string }> = {
  high: { label: msg`Impacto alto`, color: 'red' },
  medium: { label: msg`Impacto médio`, color: 'gold' },
  low: { label: msg`Impacto baixo`, color: 'default' },
};

/**
 * The fixes for the page and the opportunities Lighthouse found, with their estimated savings. The
 * fixes read 'Correções aplicadas' (green ticks) only when the workspace's plan received the
 * optimised HTML with them; otherwise they are 'Correções sugeridas', still to be made on the site.
 */
export function RecommendationsSection({ recommendations }: { recommendations: Recommendations }) {
  const primary = usePrimaryColour();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { locale, pick } = useInterfaceLanguage();
  const { appliedFixes, opportunities, fixesDelivered } = recommendations;
  const product = useProductName();
  // Side by side when both have entries; one above the other when either list is empty.
  const half = appliedFixes.length > 0 && opportunities.length > 0 ? 12 : 24;
  return (
    <section aria-labelledby="report-recommendations-title">
      <Typography.Title level={2} id="report-recommendations-title" style={{ fontSize: 20, marginTop: 0 }}>
        <Trans>Recomendações</Trans>
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={half}>
          <Card
            size="small"
            title={fixesDelivered ? <Trans>Correções aplicadas</Trans> : <Trans>Correções sugeridas</Trans>}
            style={{ height: '100%' }}
            data-testid="public-report-fixes"
            data-delivered={fixesDelivered}
          >
            {!fixesDelivered && appliedFixes.length > 0 && (
              <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 4 }}>
                <Trans>{product} preparou estas correções para a página; elas ainda precisam ser aplicadas no site.</Trans>
              </Typography.Paragraph>
            )}
            <ListOrNote items={appliedFixes} none={<Trans>Nenhuma correção foi necessária nesta página.</Trans>}>
              {(fix) => (
                <Flex gap={10} align="flex-start" style={{ width: '100%' }}>
                  {fixesDelivered ? (
                    <CheckCircleOutlined aria-hidden="true" style={{ color: '#16A34A', marginTop: 4 }} />
                  ) : (
                    <BulbOutlined aria-hidden="true" style={{ color: primary, marginTop: 4 }} />
                  )}
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Flex gap={8} wrap align="center">
                      <Typography.Text strong>{pick(fix.title)}</Typography.Text>
                      <Tag color={impactLabels[fix.impact].color} style={{ marginInlineEnd: 0 }}>
                        {i18n._(impactLabels[fix.impact].label)}
                      </Tag>
                    </Flex>
                    <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
                      {pick(fix.description)}
                    </Typography.Paragraph>
                  </div>
                </Flex>
              )}
            </ListOrNote>
          </Card>
        </Col>
        <Col xs={24} lg={half}>
          <Card size="small" title={<Trans>Oportunidades de melhoria</Trans>} style={{ height: '100%' }}>
            <ListOrNote items={opportunities} none={<Trans>O Lighthouse não apontou oportunidades de economia nesta página.</Trans>}>
              {(opportunity) => (
                <Flex gap={10} align="flex-start" justify="space-between" style={{ width: '100%' }}>
                  <Flex gap={10} align="flex-start" style={{ minWidth: 0 }}>
                    <ThunderboltOutlined aria-hidden="true" style={{ color: '#CA8A04', marginTop: 4 }} />
                    <Typography.Text>{pick(opportunity.title)}</Typography.Text>
                  </Flex>
                  {opportunity.savingsMs > 0 && (
                    <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', fontSize: 13 }} title={t`Economia estimada`}>
                      −{formatDuration(opportunity.savingsMs, locale)}
                    </Typography.Text>
                  )}
                </Flex>
              )}
            </ListOrNote>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
