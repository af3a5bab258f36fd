import { useLingui } from '@lingui/react/macro';
import type { HealthFactorView } from '@otimiza/plugin-customer-success-shared';
import { Flex, Progress, Tooltip, Typography } from 'antd';
import { coloursOf } from '../../lib/health';

/** One factor of the health score: its bar in the band's colour, its weight, and on hover what it was computed from. */
export function FactorBar({ label, factor }: { label: string; factor: HealthFactorView }) {
  const { t } = useLingui();
  const score = factor.score;
  return (
    <Tooltip title={factor.explanation}>
      <Flex vertical gap={0} data-testid={`factor-${factor.key}`} tabIndex={0} aria-label={`${label}: ${score ?? t`sem dados`}. ${factor.explanation}`}>
        <Flex justify="space-between" gap={8}>
          <Typography.Text style={{ fontSize: 12 }}>
            {label}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
              ({factor.weight}%)
            </Typography.Text>
          </Typography.Text>
          <Typography.Text strong style={{ fontSize: 12, color: score === null ? undefined : coloursOf(score).color }}>
            {score ?? t`sem dados`}
          </Typography.Text>
        </Flex>
        <Progress percent={score ?? 0} showInfo={false} size="small" strokeColor={score === null ? undefined : coloursOf(score).stroke} aria-hidden="true" />
      </Flex>
    </Tooltip>
  );
}
