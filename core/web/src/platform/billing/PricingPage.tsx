import { ExperimentOutlined, SettingOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { planKeepingStatuses, plans as planCatalogue, roleAtLeast, type PaidPlanId, type PlanId } from '@otimiza/sdk/shared';
import { billingSubscriptionQueryOptions, PageHeader, planCatalogueQueryOptions, QueryErrorAlert, useStartCheckout } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, App, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useSearchParam } from '../../kernel/app/searchParams';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { useCurrentUser } from '../session/useCurrentUser';
import { WorkspaceSeatsLine } from '../team/WorkspaceSeatsLine';
import { PlanComparisonTable } from './PlanComparisonTable';
import { paidPlansOf, planChangeOf } from './planComparison';
import { PricingPlanCard, type PlanCardAction } from './PricingPlanCard';
import { TrialOffer } from './TrialOffer';
import { longDate } from './subscriptionText';
import { useBillingPortal } from './useBillingPortal';
import { SubscriptionHeading } from './SubscriptionHeading';
import { useDropPendingPlanOnCancel } from './useDropPendingPlanOnCancel';

/**
 * /pricing: the three paid plans with prices and features from `GET /api/plans`, the comparison
 * table, the current plan's button disabled and the others starting a checkout — after a
 * confirmation when an existing subscription changes plan (prorated on the next invoice). Says
 * when payments are simulated (sandbox) or unavailable, when a checkout was cancelled, offers the
 * 7-day Enterprise trial (or shows its end date), and shows the page read-only in the demo.
 */
export function PricingPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Planos e preços`);
  const user = useCurrentUser();
  const language = useLanguage();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const demo = user?.mode === 'demo';
  // Owners and admins choose the plan; members and viewers see it.
  const choosesPlan = user ? roleAtLeast(user.workspace.role, 'admin') : false;
  const catalogue = useQuery(planCatalogueQueryOptions());
  const billing = useQuery({ ...billingSubscriptionQueryOptions(), enabled: Boolean(user) && !demo });
  const checkout = useStartCheckout();
  const portal = useBillingPortal();
  const cancelled = useSearchParam('checkout') === 'cancelled';
  useDropPendingPlanOnCancel(cancelled);

  const subscription = billing.data?.subscription ?? null;
  const periodEnd = subscription?.currentPeriodEnd ? longDate(language, subscription.currentPeriodEnd) : null;
  const paying = subscription !== null && planKeepingStatuses.includes(subscription.status);
  const currentPlan: PlanId | null = billing.data?.basePlan ?? (demo ? (user?.plan.name ?? null) : null);
  const paymentsMode = billing.data?.paymentsMode;
  const paidPlans = catalogue.data ? paidPlansOf(catalogue.data) : [];

  const choose = (plan: PaidPlanId) => {
    if (!paying || !subscription) return checkout.start(plan);
    const from = planCatalogue[subscription.plan].name;
    const to = planCatalogue[plan].name;
    modal.confirm({
      title: t`Mudar do plano ${from} para o ${to}?`,
      content: t`A mudança vale a partir de agora. A diferença proporcional entre os planos, pelos dias que faltam no período atual, entra na sua próxima fatura.`,
      okText: t`Confirmar mudança`,
      cancelText: t`Cancelar`,
      onOk: () => checkout.start(plan),
    });
  };

  const actionFor = (plan: PaidPlanId): PlanCardAction => {
    const name = planCatalogue[plan].name;
    const change = currentPlan ? planChangeOf(currentPlan, plan) : 'upgrade';
    const current = change === 'current';
    const label = current ? t`Plano atual` : !paying ? t`Assinar ${name}` : change === 'upgrade' ? t`Fazer upgrade para ${name}` : t`Mudar para ${name}`;
    const blocked = demo || !choosesPlan || !billing.data || paymentsMode === 'unavailable';
    return {
      label,
      current,
      loading: checkout.busyPlan === plan,
      disabled: current || blocked || (checkout.busy && checkout.busyPlan !== plan),
      onClick: () => choose(plan),
    };
  };

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={<Trans>Planos e preços</Trans>}
        lead={<Trans>Escolha o plano do seu espaço de trabalho. Preços mensais em reais; mude ou cancele quando quiser.</Trans>}
        extra={
          billing.data?.canManage && !demo ? (
            <Button icon={<SettingOutlined />} loading={portal.busy} onClick={portal.open}>
              <Trans>Gerenciar assinatura</Trans>
            </Button>
          ) : null
        }
      />

      {cancelled && (
        <Alert
          type="info"
          showIcon
          closable={{ onClose: () => void navigate({ to: '/pricing', replace: true }) }}
          data-testid="checkout-cancelled"
          title={<Trans>Pagamento cancelado</Trans>}
          description={<Trans>Nenhuma cobrança foi feita. Você pode escolher um plano quando quiser.</Trans>}
        />
      )}

      {demo && (
        <Alert
          type="info"
          showIcon
          title={<Trans>Demonstração: somente leitura</Trans>}
          description={<Trans>Na demonstração os planos são exibidos apenas para consulta; nenhuma assinatura pode ser feita.</Trans>}
        />
      )}

      {paymentsMode === 'sandbox' && (
        <Alert
          type="warning"
          showIcon
          icon={<ExperimentOutlined />}
          data-testid="payments-sandbox"
          title={<Trans>Ambiente de teste</Trans>}
          description={<Trans>Os pagamentos desta instalação são simulados: o checkout é uma página de teste e nenhuma cobrança real é feita.</Trans>}
        />
      )}

      {paymentsMode === 'unavailable' && (
        <Alert
          type="warning"
          showIcon
          data-testid="payments-unavailable"
          title={<Trans>Pagamentos indisponíveis</Trans>}
          description={<Trans>Os pagamentos on-line não estão configurados nesta instalação, por isso não é possível assinar ou mudar de plano agora.</Trans>}
        />
      )}

      {billing.error && <QueryErrorAlert title={<Trans>Não foi possível carregar a sua assinatura</Trans>} query={billing} />}

      {subscription && (
        <Card size="small" data-testid="current-subscription">
          <Flex align="center" gap={12} wrap>
            <SubscriptionHeading subscription={subscription} />
            {periodEnd && (
              <Typography.Text type="secondary">
                {subscription.cancelAtPeriodEnd ? <Trans>Termina em {periodEnd}</Trans> : <Trans>Renova em {periodEnd}</Trans>}
              </Typography.Text>
            )}
          </Flex>
        </Card>
      )}

      {!demo && !choosesPlan && (
        <Alert
          type="info"
          showIcon
          data-testid="plan-chosen-by-admins"
          title={<Trans>Só proprietários e administradores mudam o plano deste espaço de trabalho.</Trans>}
        />
      )}

      {user?.mode === 'user' && choosesPlan && <TrialOffer />}

      {catalogue.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar os planos</Trans>} query={catalogue} />
      ) : (
        <Row gutter={[16, 24]} align="stretch">
          {catalogue.data
            ? paidPlans.map((plan) => (
                <Col key={plan.id} xs={24} md={8}>
                  <PricingPlanCard
                    plan={plan}
                    catalogue={catalogue.data}
                    action={actionFor(plan.id)}
                    usage={currentPlan === plan.id && !demo ? <WorkspaceSeatsLine /> : undefined}
                  />
                </Col>
              ))
            : [0, 1, 2].map((index) => (
                <Col key={index} xs={24} md={8}>
                  <Card>
                    <Skeleton active paragraph={{ rows: 8 }} />
                  </Card>
                </Col>
              ))}
        </Row>
      )}

      {catalogue.data && paidPlans.length > 0 && <PlanComparisonTable catalogue={catalogue.data} columns={paidPlans} currentPlan={currentPlan} />}
    </Flex>
  );
}
