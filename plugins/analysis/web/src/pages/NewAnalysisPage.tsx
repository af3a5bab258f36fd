import { CrownOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Col, Flex, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { AutoFixDialog } from '../components/html-fixer/AutoFixDialog';
import { HtmlFixerCard } from '../components/html-fixer/HtmlFixerCard';
import { PlanUsageSummary } from '../components/PlanUsageSummary';
import { QuickAnalysisCard } from '../components/QuickAnalysisCard';
import { RecentAnalysesCard } from '../components/RecentAnalysesCard';
import { AnalysisResultsModal } from '../components/results/AnalysisResultsModal';
import { RouterButton } from '../components/RouterButton';
import { UpgradeDialog } from '../components/UpgradeDialog';
import type { AnalysisFailure } from '../lib/analysisFailure';
import { analysisLimitReached } from '../lib/analysisLimit';
import { autoFixParam, pricingPath } from '../routePaths';
import { entitlementsQueryOptions, PageHeader, useDocumentTitle, usePageLink } from '@otimiza/sdk/web';

/**
 * /new-analysis: the plan and the analyses left, the quick analysis card, the
 * latest analyses, the HTML corrections analyser, the results dialog on completion and the
 * plan's upgrade dialog on a 402. `?autoFix=<url>` opens the automatic HTML fix for that page.
 */
export default function NewAnalysisPage() {
  const pageLink = usePageLink();
  const { t } = useLingui();
  useDocumentTitle(t`Nova Análise`);
  const entitlements = useQuery(entitlementsQueryOptions());
  const [openAnalysisId, setOpenAnalysisId] = useState<string | null>(null);
  const [limitFailure, setLimitFailure] = useState<AnalysisFailure | null>(null);
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const autoFixUrl = typeof search[autoFixParam] === 'string' && search[autoFixParam] !== '' ? search[autoFixParam] : null;
  const navigate = useNavigate();
  // Closing leaves the address without it, so a reload does not run the fix again.
  const closeAutoFix = () =>
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, [autoFixParam]: undefined }), replace: true });
  const analyses = entitlements.data?.analyses;
  const limitReached = analysisLimitReached(analyses);

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={<Trans>Nova Análise</Trans>}
        lead={<Trans>Audite um endereço e veja as quatro pontuações do Lighthouse, as correções indicadas e o contexto do negócio.</Trans>}
        extra={
          entitlements.data ? (
            <PlanUsageSummary entitlements={entitlements.data} />
          ) : entitlements.isPending ? (
            <Skeleton.Input active style={{ width: 280 }} />
          ) : null
        }
      />

      {limitReached && analyses && (
        <Alert
          type="warning"
          showIcon
          data-testid="limit-reached"
          title={<Trans>Você atingiu o limite de análises do seu plano</Trans>}
          description={
            <Flex vertical gap={12} align="flex-start">
              <span>
                {analyses.period === 'total' ? (
                  <Trans>As análises gratuitas acabaram. Faça upgrade para continuar analisando.</Trans>
                ) : (
                  <Trans>O limite deste mês foi atingido. Faça upgrade para continuar analisando.</Trans>
                )}
              </span>
              <RouterButton {...pageLink(pricingPath)} buttonType="primary" icon={<CrownOutlined />}>
                <Trans>Ver planos</Trans>
              </RouterButton>
            </Flex>
          }
        />
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <QuickAnalysisCard
            onCompleted={(analysis) => setOpenAnalysisId(analysis.id)}
            onSubscriptionRequired={setLimitFailure}
            readOnly={entitlements.data?.mode === 'demo'}
          />
        </Col>
        <Col xs={24} lg={9}>
          <RecentAnalysesCard onOpen={(analysis) => setOpenAnalysisId(analysis.id)} />
        </Col>
      </Row>

      {/* At the limit the alert above is the page's one upgrade prompt: the locked analyser only says which plan has it. */}
      <HtmlFixerCard quietLock={limitReached} />

      <AnalysisResultsModal analysisId={openAnalysisId} onClose={() => setOpenAnalysisId(null)} />
      <UpgradeDialog failure={limitFailure} onClose={() => setLimitFailure(null)} />
      <AutoFixDialog url={autoFixUrl} onClose={closeAutoFix} />
    </Flex>
  );
}
