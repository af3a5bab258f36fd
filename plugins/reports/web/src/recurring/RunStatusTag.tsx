import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { RecurringRunView } from '@otimiza/plugin-reports-shared';
import { Tag } from 'antd';

/** A run's status: running, sent or failed. */
export function RunStatusTag({ status }: { status: RecurringRunView['status'] }) {
  if (status === 'running') {
    return (
      <Tag color="processing" icon={<SyncOutlined spin />} style={{ marginInlineEnd: 0 }}>
        <Trans>Em andamento</Trans>
      </Tag>
    );
  }
  if (status === 'succeeded') {
    return (
      <Tag color="success" icon={<CheckCircleOutlined />} style={{ marginInlineEnd: 0 }}>
        <Trans>Enviado</Trans>
      </Tag>
    );
  }
  return (
    <Tag color="error" icon={<CloseCircleOutlined />} style={{ marginInlineEnd: 0 }}>
      <Trans>Falhou</Trans>
    </Tag>
  );
}
