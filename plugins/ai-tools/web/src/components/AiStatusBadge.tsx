import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { systemStatusQueryOptions } from '../api/queries';
import { aiBadge } from '../lib/aiStatus';

/** The AI status badge, from `GET /api/system-status`; nothing while the status is unknown. */
export function AiStatusBadge() {
  const { t } = useLingui();
  const status = useQuery(systemStatusQueryOptions());
  const badge = aiBadge(status.data);
  if (badge.state === 'unknown') return null;
  const on = badge.state === 'on';
  const model = on ? badge.model : '';
  return (
    <Tag
      color={on ? 'success' : 'warning'}
      icon={on ? <CheckCircleFilled /> : <WarningFilled />}
      data-testid="ai-status"
      data-state={badge.state}
      role="status"
      style={{ marginInlineEnd: 0, whiteSpace: 'normal', paddingBlock: 4, fontSize: 13, lineHeight: 1.4, maxWidth: '100%' }}
    >
      {on ? t`AI ${model} ativa e funcionando` : t`AI temporariamente indisponível - Usando templates baseados em dados reais`}
    </Tag>
  );
}
