import type { ApiUser } from '@otimiza/sdk/shared';
import { Card, Skeleton } from 'antd';
import { UsageCard } from './UsageCard';
import { useEntitlements } from './useEntitlements';

/** The monthly usage of the plan (`GET /api/me/entitlements`), with a skeleton while it loads. */
export function UsageSummaryCard({ user }: { user: ApiUser }) {
  const entitlements = useEntitlements();
  if (entitlements.data) return <UsageCard analyses={entitlements.data.analyses} canUpgrade={user.mode !== 'demo'} demo={user.mode === 'demo'} />;
  // A failed read is said once, at the top of the dashboard, with its retry.
  if (entitlements.error) return null;
  return (
    <Card aria-busy="true">
      <Skeleton active paragraph={{ rows: 3 }} />
    </Card>
  );
}
