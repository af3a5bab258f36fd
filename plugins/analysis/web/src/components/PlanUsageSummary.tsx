import { Trans } from '@lingui/react/macro';
import { isPlanId, plans, type EntitlementsResponse, type PlanId } from '@otimiza/sdk/shared';
import { usageState } from '@otimiza/sdk/web';
import { Flex, Progress, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';

/** The host's plan badge colours, each with a WCAG AA contrast. */
const planStyles: Record<PlanId, CSSProperties> = {
  free: { color: '#334155', background: '#F1F5F9', borderColor: '#CBD5E1' },
  lite: { color: '#1E40AF', background: '#DBEAFE', borderColor: '#93C5FD' },
  pro: { color: '#5B21B6', background: '#EDE9FE', borderColor: '#C4B5FD' },
  enterprise: { color: '#92400E', background: '#FEF3C7', borderColor: '#FCD34D' },
};

/**
 * Plan name and the analyses left in this period, or 'Ilimitado' (new analysis page),
 * with a small usage bar in the host's colours: blue, yellow from 70 %, red from 90 %.
 */
export function PlanUsageSummary({ entitlements }: { entitlements: EntitlementsResponse }) {
  const plan: PlanId = isPlanId(entitlements.plan) ? entitlements.plan : 'free';
  const name = plans[plan].name;
  const { limit, used, remaining, period } = entitlements.analyses;
  const left = remaining ?? (limit === null ? null : Math.max(0, limit - used));
  const usage = usageState(used, limit);
  return (
    <Flex
      vertical
      gap={8}
      data-testid="plan-usage"
      style={{ background: '#FFFFFF', border: '1px solid rgba(15, 23, 42, 0.08)', borderRadius: 12, padding: '10px 14px' }}
    >
      <Flex align="center" gap={12} wrap>
        <Tag style={{ ...planStyles[plan], marginInlineEnd: 0, fontWeight: 600 }}>
          <Trans>Plano {name}</Trans>
        </Tag>
        <Typography.Text>
          {limit === null ? (
            <Trans>
              Análises: <strong>Ilimitado</strong>
            </Trans>
          ) : period === 'total' ? (
            <Trans>
              <strong>{left}</strong> de {limit} análises gratuitas restantes
            </Trans>
          ) : (
            <Trans>
              <strong>{left}</strong> de {limit} análises restantes neste mês
            </Trans>
          )}
        </Typography.Text>
      </Flex>
      {usage.percent !== null && (
        <Progress
          percent={usage.percent}
          showInfo={false}
          size={['100%', 6]}
          strokeColor={usage.color}
          aria-label={`${used} / ${limit}`}
          data-usage-level={usage.level}
          style={{ margin: 0, lineHeight: 1 }}
        />
      )}
    </Flex>
  );
}
