import { isPlanId, plans, type PlanId } from '@otimiza/sdk/shared';
import { Tag } from 'antd';

/** Tag colours per plan; each keeps a WCAG AA contrast for its text. */
const colors: Record<PlanId, string> = { free: 'default', lite: 'blue', pro: 'purple', enterprise: 'gold' };

/** The plan badge of the sidebar and the dashboard headers: Free, Lite, Pro or Enterprise. */
export function PlanBadge({ plan }: { plan: string }) {
  const id: PlanId = isPlanId(plan) ? plan : 'free';
  return (
    <Tag color={colors[id]} style={{ marginInlineEnd: 0, fontWeight: 600 }}>
      {plans[id].name}
    </Tag>
  );
}
