import type { ApiUser } from '@otimiza/sdk/shared';
import type { ReactNode } from 'react';
import { DashboardNotices } from './DashboardNotices';
import { UsageSummaryCard } from './UsageSummaryCard';
import { DashboardWidgetColumns } from './DashboardWidgetColumns';
import { useWidgetSlots } from '../../kernel/widgets/useWidgetSlots';

/**
 * The content of the lite, pro and enterprise dashboards: the notices, the allowed
 * plugins' figures, the quick analysis and what else they contribute for this plan, the monthly
 * usage, the latest analyses, and what the plan's dashboard adds below the main column (`main`,
 * e.g. lite's upgrade card).
 */
export function PlanDashboard({ user, main }: { user: ApiUser; main?: ReactNode }) {
  const slots = useWidgetSlots(user);
  const widgetProps = { plan: user.plan.name, mode: user.mode, readOnly: user.mode === 'demo' };
  return (
    <>
      <DashboardNotices user={user} />
      <DashboardWidgetColumns slots={slots} props={widgetProps} main={main} side={<UsageSummaryCard user={user} />} />
    </>
  );
}
