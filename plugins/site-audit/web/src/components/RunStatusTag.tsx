import { CheckCircleOutlined, CloseCircleOutlined, SearchOutlined, StopOutlined, SyncOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import type { SiteAuditRunStatus } from '@otimiza/plugin-site-audit-shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { runStatusNames } from '../lib/labels';

const looks: Record<SiteAuditRunStatus, { icon: ReactNode; color: string }> = {
  discovering: { icon: <SearchOutlined />, color: 'processing' },
  auditing: { icon: <SyncOutlined spin />, color: 'processing' },
  completed: { icon: <CheckCircleOutlined />, color: 'success' },
  cancelled: { icon: <StopOutlined />, color: 'default' },
  failed: { icon: <CloseCircleOutlined />, color: 'error' },
};

export function RunStatusTag({ status }: { status: SiteAuditRunStatus }) {
  const { i18n } = useLingui();
  const look = looks[status];
  return (
    <Tag icon={look.icon} color={look.color} style={{ marginInlineEnd: 0 }} data-status={status}>
      {i18n._(runStatusNames[status])}
    </Tag>
  );
}
