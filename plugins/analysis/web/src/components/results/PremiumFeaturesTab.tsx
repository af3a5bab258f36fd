import { CheckCircleOutlined, CrownOutlined, LockOutlined, RightOutlined, ToolOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { plans } from '@otimiza/sdk/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { aiToolsPath, aiToolsSearch, premiumFeatures } from '../../lib/premiumFeatures';
import { pricingPath } from '../../routePaths';
import { AutoFixDialog } from '../html-fixer/AutoFixDialog';
import { RouterButton } from '../RouterButton';
import { entitlementsQueryOptions, planCatalogueQueryOptions, useFirstPlanName } from '@otimiza/sdk/web';

/**
 * What the plan in force unlocks on top of an analysis: each feature with its plan; the automatic
 * HTML fix opens its dialog for this analysis' address (the upgrade card when the plan lacks it),
 * and each included AI tool links to the AI tools page with this analysis' address and id,
 * opening the tool's dialog.
 */
export function PremiumFeaturesTab({ analysis }: { analysis: { id: string; url: string } }) {
  const { i18n } = useLingui();
  const entitlements = useQuery(entitlementsQueryOptions());
  const firstPlanName = useFirstPlanName();
  // Only what this instance sells: without the AI tools plugin, its cards would lead nowhere.
  const sold = useQuery(planCatalogueQueryOptions()).data?.features.map((feature) => feature.key);
  const offered = premiumFeatures.filter((feature) => !sold || sold.includes(feature.key));
  const [autoFixUrl, setAutoFixUrl] = useState<string | null>(null);
  if (entitlements.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (entitlements.error) {
    return <Alert type="error" showIcon title={<Trans>Não foi possível carregar o seu plano</Trans>} description={entitlements.error.message} />;
  }
  const features = new Set(entitlements.data.features);
  const planName = plans[entitlements.data.plan].name;
  const missing = offered.some((feature) => !features.has(feature.key));

  return (
    <Flex vertical gap={12} data-testid="premium-features">
      <Alert
        type="info"
        showIcon
        title={
          <Trans>
            Estes recursos usam os resultados da análise. Veja quais deles o seu plano {planName} inclui e abra as ferramentas de IA com o endereço desta
            análise.
          </Trans>
        }
      />
      <Row gutter={[12, 12]}>
        {offered.map((feature) => {
          const included = features.has(feature.key);
          const requiredPlan = firstPlanName(feature.key);
          return (
            <Col key={feature.id} xs={24} md={12}>
              <Card size="small" style={{ height: '100%' }} data-premium-feature={feature.id} data-feature={feature.key} data-included={included}>
                <Flex vertical gap={6}>
                  <Flex align="center" gap={8}>
                    {included ? (
                      <CheckCircleOutlined style={{ color: '#16A34A' }} aria-hidden="true" />
                    ) : (
                      <LockOutlined style={{ color: '#64748B' }} aria-hidden="true" />
                    )}
                    <Typography.Text strong>{i18n._(feature.name)}</Typography.Text>
                  </Flex>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {i18n._(feature.description)}
                  </Typography.Text>
                  <Flex gap={6} wrap>
                    {included ? (
                      <Tag color="green" style={{ marginInlineEnd: 0 }}>
                        <Trans>Incluído no seu plano</Trans>
                      </Tag>
                    ) : (
                      <Tag style={{ marginInlineEnd: 0 }}>
                        <Trans>A partir do plano {requiredPlan}</Trans>
                      </Tag>
                    )}
                    {!feature.released && (
                      <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                        <Trans>Em breve</Trans>
                      </Tag>
                    )}
                  </Flex>
                  {feature.id === 'html-fix' && feature.released && (
                    <div>
                      <Button
                        type={included ? 'primary' : 'default'}
                        ghost={included}
                        size="small"
                        icon={<ToolOutlined />}
                        onClick={() => setAutoFixUrl(analysis.url)}
                        data-testid="open-auto-fix"
                      >
                        {included ? <Trans>Corrigir HTML automaticamente</Trans> : <Trans>Ver detalhes</Trans>}
                      </Button>
                    </div>
                  )}
                  {included && feature.released && feature.tool && (
                    <div>
                      <RouterButton
                        to={aiToolsPath}
                        search={aiToolsSearch(analysis, feature.tool)}
                        buttonType="link"
                        size="small"
                        icon={<RightOutlined />}
                        iconPlacement="end"
                        style={{ paddingInline: 0 }}
                        data-testid={`open-ai-tool-${feature.tool}`}
                      >
                        <Trans>Abrir nas ferramentas de IA</Trans>
                      </RouterButton>
                    </div>
                  )}
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
      {missing && (
        <div>
          <RouterButton to={pricingPath} buttonType="primary" icon={<CrownOutlined />}>
            <Trans>Ver planos</Trans>
          </RouterButton>
        </div>
      )}
      <AutoFixDialog url={autoFixUrl} onClose={() => setAutoFixUrl(null)} />
    </Flex>
  );
}
