import { useLingui } from '@lingui/react';
import type { RiskLevel } from '@otimiza/plugin-audit-shared';
import { Tag } from 'antd';
import { riskLabels } from '../../lib/labels';

const riskColours: Record<RiskLevel, string | undefined> = {
  critical: 'red',
  high: 'volcano',
  medium: 'orange',
  low: 'gold',
  none: 'green',
};

export function RiskTag({ risk }: { risk: RiskLevel }) {
  const { i18n } = useLingui();
  return (
    <Tag color={riskColours[risk]} data-testid="report-risk" data-risk={risk}>
      {i18n._(riskLabels[risk])}
    </Tag>
  );
}
