import { ArrowLeftOutlined, CrownOutlined, FileSearchOutlined, HistoryOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { plans, type PlanId } from '@otimiza/sdk/shared';
import { entitlementsQueryOptions, PageHeader, ProPlanOfferCard, useDocumentTitle, usePageLink, usePrimaryColour } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { QuickAnalysisCard } from '../components/QuickAnalysisCard';
import { AnalysisResultsModal } from '../components/results/AnalysisResultsModal';
import { RouterButton } from '../components/RouterButton';
import { UpgradeDialog } from '../components/UpgradeDialog';
import type { AnalysisFailure } from '../lib/analysisFailure';
import { pricingPath } from '../routePaths';

const planTagColours: Record<PlanId, string> = { free: 'default', lite: 'blue', pro: 'purple', enterprise: 'gold' };

/**
 * The quick analysis page (its route is not given, here /quick-analysis): the way back
 * to the dashboard, the plan's badge ('Plano Lite' on the Lite plan), the URL form with its
 * progress bar, three cards on what an analysis gives, the upgrade card with 'Ver Planos Pro e
 * Enterprise' while the plan is below Pro, and the results dialog on completion.
 */
export default function QuickAnalysisPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Análise rápida`);
  const pageLink = usePageLink();
  const entitlements = useQuery(entitlementsQueryOptions()).data;
  const [openAnalysisId, setOpenAnalysisId] = useState<string | null>(null);
  const [limitFailure, setLimitFailure] = useState<AnalysisFailure | null>(null);
  const plan = entitlements?.plan ?? null;
  const planName = plan ? plans[plan].name : '';
  const belowPro = entitlements?.mode === 'user' && (plan === 'free' || plan === 'lite');

  return (
    <Flex vertical gap={24} data-testid="quick-analysis-page">
      <div>
        <RouterButton to="/" icon={<ArrowLeftOutlined />} buttonType="link" style={{ paddingInline: 0 }}>
          <Trans>Voltar ao painel</Trans>
        </RouterButton>
      </div>
      <PageHeader
        title={<Trans>Análise rápida</Trans>}
        lead={<Trans>Informe o endereço e receba as quatro pontuações do Lighthouse e o que corrigir primeiro.</Trans>}
        extra={
          plan ? (
            <Tag color={planTagColours[plan]} data-testid="quick-analysis-plan" style={{ marginInlineEnd: 0, fontSize: 14, paddingBlock: 2 }}>
              <Trans>Plano {planName}</Trans>
            </Tag>
          ) : null
        }
      />

      <QuickAnalysisCard
        onCompleted={(analysis) => setOpenAnalysisId(analysis.id)}
        onSubscriptionRequired={setLimitFailure}
        readOnly={entitlements?.mode === 'demo'}
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <FeatureCard icon={<ThunderboltOutlined />} title={<Trans>Quatro pontuações</Trans>}>
            <Trans>Performance, SEO, acessibilidade e boas práticas, medidas pelo Lighthouse num navegador real.</Trans>
          </FeatureCard>
        </Col>
        <Col xs={24} md={8}>
          <FeatureCard icon={<FileSearchOutlined />} title={<Trans>O que corrigir primeiro</Trans>}>
            <Trans>Cada item reprovado, com o que ele significa, e a recomendação de otimização para a página.</Trans>
          </FeatureCard>
        </Col>
        <Col xs={24} md={8}>
          <FeatureCard icon={<HistoryOutlined />} title={<Trans>Histórico</Trans>}>
            <Trans>Cada análise fica guardada no histórico, para acompanhar a evolução do site.</Trans>
          </FeatureCard>
        </Col>
      </Row>

      {belowPro && <ProUpgrade seePlans={pageLink(pricingPath)} />}

      <AnalysisResultsModal analysisId={openAnalysisId} onClose={() => setOpenAnalysisId(null)} />
      <UpgradeDialog failure={limitFailure} onClose={() => setLimitFailure(null)} />
    </Flex>
  );
}

function FeatureCard({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  const primary = usePrimaryColour();
  return (
    <Card style={{ height: '100%' }} data-testid="quick-analysis-feature">
      <Flex vertical gap={8}>
        <span aria-hidden="true" style={{ fontSize: 22, color: primary }}>
          {icon}
        </span>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {title}
        </Typography.Text>
        <Typography.Text type="secondary">{children}</Typography.Text>
      </Flex>
    </Card>
  );
}

/** What the Pro plan adds to this page, from the plan catalogue, and the way to the plans. */
function ProUpgrade({ seePlans }: { seePlans: ReturnType<ReturnType<typeof usePageLink>> }) {
  const proLimit = plans.pro.analyses.limit ?? 0;
  return (
    <ProPlanOfferCard
      testId="quick-analysis-upgrade"
      items={[
        <Trans key="limit">{proLimit} análises por mês</Trans>,
        <Trans key="html">Correção automática do HTML, com download</Trans>,
        <Trans key="vitals">Core Web Vitals com medições repetidas</Trans>,
      ]}
      actions={
        <RouterButton {...seePlans} buttonType="primary" icon={<CrownOutlined />} style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32 }}>
          <Trans>Ver Planos Pro e Enterprise</Trans>
        </RouterButton>
      }
    />
  );
}
