import type { Priority } from '@otimiza/plugin-ai-tools-shared';
import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd';

/** Priority colours: critical and high destructive, medium default, low secondary. */
const colors: Record<Priority, string | undefined> = { critical: 'red', high: 'red', medium: 'blue', low: undefined };

export function PriorityTag({ priority }: { priority: Priority }) {
  const { t } = useLingui();
  const names: Record<Priority, string> = { critical: t`Crítica`, high: t`Alta`, medium: t`Média`, low: t`Baixa` };
  const name = names[priority];
  return (
    <Tag color={colors[priority]} style={{ marginInlineEnd: 0, fontWeight: priority === 'critical' ? 600 : undefined }} data-priority={priority}>
      {t`Prioridade ${name}`}
    </Tag>
  );
}
