import { ReloadOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { isPaidPlanId, plans, type ApiUser } from '@otimiza/sdk/shared';
import { Alert, Button } from 'antd';
import { CreatorPreviewBanner } from './CreatorPreviewBanner';
import { PendingPlanNotice } from './PendingPlanNotice';
import { PlanGrantNotice } from './PlanGrantNotice';
import { SubscriptionNotices } from './SubscriptionNotices';
import { TemporaryEnterpriseBanner } from './TemporaryEnterpriseBanner';
import { useEntitlements } from './useEntitlements';

/**
 * What a dashboard says about the account before its content: an administrator viewing as a
 * common user, the temporary enterprise access, a plan granted by an administrator beside the
 * user's own subscription, the subscription (failed renewal, cancellation),
 * a plan awaiting payment, and a failed read of the plan's usage.
 */
export function DashboardNotices({ user }: { user: ApiUser }) {
  const entitlements = useEntitlements();
  const data = entitlements.data;
  // A client workspace has no plan of its own to speak of: its reseller's covers it.
  const reseller = user.workspace.managedBy;
  const resellerName = reseller?.name ?? '';
  const planName = plans[user.plan.name].name;
  return (
    <>
      {user.isAdmin && user.mode === 'user' && <CreatorPreviewBanner />}
      {reseller && (
        <Alert
          type="info"
          showIcon
          data-testid="covered-by-reseller"
          title={
            <Trans>
              Espaço de trabalho de cliente: o plano {planName} de {resellerName} cobre este espaço.
            </Trans>
          }
        />
      )}
      {!reseller && data?.temporaryEnterprise && <TemporaryEnterpriseBanner access={data.temporaryEnterprise} />}
      {!reseller && user.mode === 'user' && <PlanGrantNotice />}
      {!reseller && user.mode !== 'demo' && <SubscriptionNotices />}
      {!reseller && user.pendingPlan && isPaidPlanId(user.pendingPlan) && user.mode === 'user' && (
        <PendingPlanNotice pendingPlan={user.pendingPlan} currentPlan={user.plan.name} />
      )}
      {entitlements.error && (
        <Alert
          type="error"
          showIcon
          title={<Trans>Não foi possível carregar o uso do seu plano</Trans>}
          description={entitlements.error.message}
          action={
            <Button icon={<ReloadOutlined />} loading={entitlements.isFetching} onClick={() => void entitlements.refetch()}>
              <Trans>Tentar novamente</Trans>
            </Button>
          }
        />
      )}
    </>
  );
}
