import { useLingui } from '@lingui/react';
import type { CampaignStatus } from '@otimiza/plugin-notifications-shared';
import { Tag } from 'antd';
import { campaignStatusLabels } from '../../lib/labels';

const statusColours: Record<CampaignStatus, string | undefined> = { draft: undefined, active: 'green', paused: 'orange', completed: 'blue' };

export function CampaignStatusTag({ status }: { status: CampaignStatus }) {
  const { i18n } = useLingui();
  return (
    <Tag color={statusColours[status]} data-status={status}>
      {i18n._(campaignStatusLabels[status])}
    </Tag>
  );
}
