import { useLingui } from '@lingui/react/macro';
import type { FixPriority } from '@otimiza/plugin-analysis-shared';
import { Tag } from 'antd';
import { fixPriorityNames } from '../../lib/fixLabels';

/** Priority colours: critical and high destructive, medium default, low secondary. */
const colors: Record<FixPriority, string | undefined> = { critical: 'red', high: 'red', medium: 'blue', low: undefined };

export function PriorityTag({ priority }: { priority: FixPriority }) {
  const { t, i18n } = useLingui();
  const name = i18n._(fixPriorityNames[priority]);
  return (
    <Tag color={colors[priority]} style={{ marginInlineEnd: 0, fontWeight: priority === 'critical' ? 600 : undefined }} data-priority={priority}>
      {t`Prioridade ${name}`}
    </Tag>
  );
}
