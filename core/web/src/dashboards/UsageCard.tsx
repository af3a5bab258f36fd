import { Trans } from '@lingui/react/macro';
import type { EntitlementsResponse } from '@otimiza/sdk/shared';
import { Card, Flex, Progress, Typography } from 'antd';
import { usageColor } from './usageLevel';

/** Analyses used against the plan's limit, from the server's entitlements. */
export function UsageCard({ analyses }: { analyses: EntitlementsResponse['analyses'] }) {
  const { limit, used, remaining, period } = analyses;
  const percent = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  const left = remaining ?? (limit === null ? null : Math.max(0, limit - used));
  return (
    <Card title={<Trans>Uso de análises</Trans>} style={{ height: '100%' }}>
      <Flex align="baseline" gap={8}>
        <Typography.Text strong style={{ fontSize: 32, lineHeight: 1.2 }}>
          {used}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 18 }}>
          / {limit === null ? <Trans>Ilimitado</Trans> : limit}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px' }}>
        {period === 'total' ? <Trans>análises usadas no total</Trans> : <Trans>análises usadas neste mês</Trans>}
      </Typography.Paragraph>
      {limit !== null && (
        <>
          <Progress percent={percent} showInfo={false} strokeColor={usageColor(percent)} aria-label={`${used} / ${limit}`} />
          <Typography.Text type="secondary">
            <Trans>Restam {left}</Trans>
          </Typography.Text>
        </>
      )}
    </Card>
  );
}
