import { CalendarOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { PlanBadge } from '../plans/PlanBadge';
import { monthLabel } from './monthLabel';

/**
 * A dashboard's header: title, plan badge and current month; when an administrator's
 * grant gives the plan, the badge says so.
 */
export function DashboardHeader({
  title,
  subtitle,
  plan,
  granted = false,
  month,
  tags,
}: {
  title: string;
  subtitle: ReactNode;
  plan: string;
  granted?: boolean;
  month?: string | undefined;
  /** Shown after the plan badge (e.g. 'Modo criador'). */
  tags?: ReactNode;
}) {
  const language = useLanguage();
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap>
      <div>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 3vw, 30px)' }}>
            {title}
          </Typography.Title>
          <PlanBadge plan={plan} />
          {granted && (
            <Tag color="purple" icon={<SafetyCertificateOutlined aria-hidden="true" />} style={{ marginInlineEnd: 0 }} data-testid="plan-granted-tag">
              <Trans>Concedido pelo administrador</Trans>
            </Tag>
          )}
          {tags}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
          {subtitle}
        </Typography.Paragraph>
      </div>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', paddingBlockStart: 6 }} data-testid="dashboard-month">
        <CalendarOutlined aria-hidden="true" /> {monthLabel(language, month)}
      </Typography.Text>
    </Flex>
  );
}
