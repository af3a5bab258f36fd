import { isPlanId, plans, type PlanId } from '@otimiza/sdk/shared';
import { Tag } from 'antd';
import type { CSSProperties } from 'react';

/** Badge colours per plan, each with a WCAG AA contrast between text and background. */
const styles: Record<PlanId, CSSProperties> = {
  free: { color: '#334155', background: '#F1F5F9', borderColor: '#CBD5E1' },
  lite: { color: '#1E40AF', background: '#DBEAFE', borderColor: '#93C5FD' },
  pro: { color: '#5B21B6', background: '#EDE9FE', borderColor: '#C4B5FD' },
  enterprise: { color: '#92400E', background: '#FEF3C7', borderColor: '#FCD34D' },
};

/** The plan badge of the sidebar and the dashboard headers: Free, Lite, Pro or Enterprise. */
export function PlanBadge({ plan }: { plan: string }) {
  const id: PlanId = isPlanId(plan) ? plan : 'free';
  return (
    <Tag style={{ ...styles[id], marginInlineEnd: 0, fontWeight: 600 }} data-plan={id}>
      {plans[id].name}
    </Tag>
  );
}
