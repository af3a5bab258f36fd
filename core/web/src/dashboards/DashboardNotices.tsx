import { ReloadOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { isPaidPlanId, type ApiUser } from '@otimiza/sdk/shared';
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
  return (
    <>
      {user.isAdmin && user.mode === 'user' && <CreatorPreviewBanner />}
      {data?.temporaryEnterprise && <TemporaryEnterpriseBanner access={data.temporaryEnterprise} />}
      {user.mode === 'user' && <PlanGrantNotice />}
      {user.mode !== 'demo' && <SubscriptionNotices />}
      {user.pendingPlan && isPaidPlanId(user.pendingPlan) && user.mode === 'user' && (
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
