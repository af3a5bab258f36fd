import { useLingui } from '@lingui/react';
import type { ReportStatus } from '@otimiza/plugin-audit-shared';
import { Tag } from 'antd';
import { reportStatusLabels } from '../../lib/labels';

const statusColours: Record<ReportStatus, string | undefined> = {
  draft: undefined,
  in_progress: 'processing',
  completed: 'success',
  published: 'blue',
  failed: 'error',
};

export function ReportStatusTag({ status }: { status: ReportStatus }) {
  const { i18n } = useLingui();
  return (
    <Tag color={statusColours[status]} data-testid="report-status" data-status={status}>
      {i18n._(reportStatusLabels[status])}
    </Tag>
  );
}
