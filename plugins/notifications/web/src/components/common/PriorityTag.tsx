import { useLingui } from '@lingui/react';
import type { NotificationPriority } from '@otimiza/plugin-notifications-shared';
import { Tag } from 'antd';
import { priorityLabels } from '../../lib/labels';

/** Critical and high are destructive (red), medium the default (primary), low secondary (grey). */
const priorityColours: Record<NotificationPriority, string | undefined> = {
  critical: 'red',
  high: 'red',
  medium: 'blue',
  low: undefined,
};

export function PriorityTag({ priority }: { priority: NotificationPriority }) {
  const { i18n } = useLingui();
  return (
    <Tag color={priorityColours[priority]} variant={priority === 'critical' ? 'solid' : undefined} data-priority={priority}>
      {i18n._(priorityLabels[priority])}
    </Tag>
  );
}
