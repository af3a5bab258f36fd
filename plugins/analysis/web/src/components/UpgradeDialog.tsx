import { CrownOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { plans, type PaidPlanId } from '@otimiza/sdk/shared';
import { useStartCheckout, usePageLink } from '@otimiza/sdk/web';
import { Button, Flex, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { limitCodeOf, type AnalysisFailure } from '../lib/analysisFailure';
import { pricingPath } from '../routePaths';
import { RouterButton } from './RouterButton';

/** The plan each limit's dialog sells: one step up. */
const nextPlanOf = { FREE_LIMIT: 'lite', LITE_LIMIT: 'pro', PRO_LIMIT: 'enterprise' } as const satisfies Record<string, PaidPlanId>;

/**
 * The upgrade dialog shown when a plan's analysis limit is reached (specific to FREE,
 * LITE and PRO, with upgrade or cancel). The message is the server's; the offers come from the
 * plan catalogue. The primary button opens the checkout of the next plan at once (FREE → Lite,
 * LITE → Pro, PRO → Enterprise); 'Ver planos' leads to the comparison instead.
 */
export function UpgradeDialog({ failure, onClose }: { failure: AnalysisFailure | null; onClose: () => void }) {
  const pageLink = usePageLink();
  const { t } = useLingui();
  const checkout = useStartCheckout();
  const code = failure ? limitCodeOf(failure) : null;
  const nextPlan: PaidPlanId | null = code ? nextPlanOf[code] : null;
  const nextName = nextPlan ? plans[nextPlan].name : '';
  const liteLimit = plans.lite.analyses.limit ?? 0;
  const proLimit = plans.pro.analyses.limit ?? 0;

  let title: string;
  let offer: ReactNode;
  let upgradeLabel: ReactNode;
  switch (code) {
    case 'FREE_LIMIT':
      title = t`Você usou todas as análises gratuitas`;
      offer = (
        <Trans>
          No plano Lite você faz {liteLimit} análises por mês; no Pro, {proLimit}.
        </Trans>
      );
      upgradeLabel = <Trans>Assinar o plano {nextName}</Trans>;
      break;
    case 'LITE_LIMIT':
      title = t`Limite mensal do plano Lite atingido`;
      offer = <Trans>O plano Pro oferece {proLimit} análises por mês, e o Enterprise, análises ilimitadas.</Trans>;
      upgradeLabel = <Trans>Fazer upgrade para o {nextName}</Trans>;
      break;
    case 'PRO_LIMIT':
      title = t`Limite mensal do plano Pro atingido`;
      offer = <Trans>O plano Enterprise oferece análises ilimitadas.</Trans>;
      upgradeLabel = <Trans>Fazer upgrade para o {nextName}</Trans>;
      break;
    default:
      title = t`Upgrade necessário`;
      offer = null;
      upgradeLabel = <Trans>Ver planos</Trans>;
  }

  return (
    <Modal
      open={failure !== null}
      onCancel={onClose}
      title={
        <Flex align="center" gap={8}>
          <CrownOutlined style={{ color: '#B45309' }} aria-hidden="true" />
          {title}
        </Flex>
      }
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose} disabled={checkout.busy}>
            <Trans>Cancelar</Trans>
          </Button>
          {nextPlan ? (
            <>
              <RouterButton {...pageLink(pricingPath)} onClick={onClose} disabled={checkout.busy}>
                <Trans>Ver planos</Trans>
              </RouterButton>
              <Button type="primary" icon={<CrownOutlined />} loading={checkout.busy} onClick={() => checkout.start(nextPlan)}>
                {upgradeLabel}
              </Button>
            </>
          ) : (
            <RouterButton {...pageLink(pricingPath)} buttonType="primary" icon={<CrownOutlined />} onClick={onClose}>
              {upgradeLabel}
            </RouterButton>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={8} data-testid="upgrade-dialog" data-limit-code={code ?? undefined}>
        <Typography.Paragraph style={{ margin: 0 }}>{failure?.message || t`É necessário fazer upgrade da assinatura.`}</Typography.Paragraph>
        {offer && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {offer}
          </Typography.Paragraph>
        )}
      </Flex>
    </Modal>
  );
}
