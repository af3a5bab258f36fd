import { CrownOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { plans } from '@otimiza/sdk/shared';
import { pricingPath, ProPlanOfferCard, StartTrialButton, usePageLink } from '@otimiza/sdk/web';
import { LinkButton } from '../../kernel/app/LinkButton';
import { wrappingButton } from './cardStyles';

/**
 * The lite dashboard's upgrade card: what the Pro plan adds, from the plan catalogue,
 * 'Ver Planos Pro e Enterprise' to the plans and, while the account may still start it, the 7-day
 * Enterprise trial.
 */
export function ProUpgradeCard() {
  const pageLink = usePageLink();
  const proLimit = plans.pro.analyses.limit ?? 0;
  return (
    <ProPlanOfferCard
      testId="pro-upgrade-card"
      items={[
        <Trans key="limit">{proLimit} análises por mês</Trans>,
        <Trans key="html">Correção automática do HTML, com download</Trans>,
        <Trans key="competitors">Análise de concorrentes</Trans>,
        <Trans key="strategy">Planejamento estratégico e monitoramento de resultados</Trans>,
      ]}
      actions={
        <>
          <LinkButton {...pageLink(pricingPath)} buttonType="primary" icon={<CrownOutlined />} style={wrappingButton}>
            <Trans>Ver Planos Pro e Enterprise</Trans>
          </LinkButton>
          <StartTrialButton />
        </>
      }
    />
  );
}
