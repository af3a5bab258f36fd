import { useLingui } from '@lingui/react';
import type { MonitorStatus } from '@otimiza/plugin-audit-shared';
import { Tag } from 'antd';
import { monitorStatusLabels } from '../../lib/labels';

const statusColours: Record<MonitorStatus, string | undefined> = { active: 'success', paused: undefined, error: 'error' };

export function MonitorStatusTag({ status }: { status: MonitorStatus }) {
  const { i18n } = useLingui();
  return (
    <Tag color={statusColours[status]} data-testid="monitor-status" data-status={status}>
      {i18n._(monitorStatusLabels[status])}
    </Tag>
  );
}
