import { Trans, useLingui } from '@lingui/react/macro';
import type { PaidPlanId, SubscriptionStatus } from '@otimiza/sdk/shared';
import { Tag, Typography } from 'antd';
import { PlanBadge } from '../plans/PlanBadge';
import { subscriptionStatusText } from './subscriptionText';

/** 'Sua assinatura', its plan and its status, as they start a line on the pricing page and in the plan grant notice. */
export function SubscriptionHeading({ subscription }: { subscription: { plan: PaidPlanId; status: SubscriptionStatus } }) {
  const { i18n } = useLingui();
  const status = subscriptionStatusText[subscription.status];
  return (
    <>
      <Typography.Text strong>
        <Trans>Sua assinatura</Trans>
      </Typography.Text>
      <PlanBadge plan={subscription.plan} />
      <Tag color={status.color} style={{ marginInlineEnd: 0 }}>
        {i18n._(status.label)}
      </Tag>
    </>
  );
}
