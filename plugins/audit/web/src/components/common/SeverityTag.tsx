import { useLingui } from '@lingui/react';
import type { Severity } from '@otimiza/plugin-audit-shared';
import { Tag } from 'antd';
import { severityColours, severityLabels } from '../../lib/labels';

export function SeverityTag({ severity }: { severity: Severity }) {
  const { i18n } = useLingui();
  return (
    <Tag color={severityColours[severity]} variant={severity === 'critical' ? 'solid' : undefined} data-severity={severity}>
      {i18n._(severityLabels[severity])}
    </Tag>
  );
}
