import { ArrowLeftOutlined, CalendarOutlined } from '@ant-design/icons';
import { usePageLink } from '@otimiza/sdk/web';
import { Flex, Typography } from 'antd';
import { LinkButton } from '../../kernel/app/LinkButton';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { PlanBadge } from '../plans/PlanBadge';
import { monthLabel } from './monthLabel';

/** Above an inner page: the way back to the dashboard (its title), the plan badge and the month. */
export function InnerPageBar({ title, plan, month }: { title: string; plan: string; month?: string | undefined }) {
  const language = useLanguage();
  const pageLink = usePageLink();
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={12}
      wrap
      data-testid="inner-page-bar"
      style={{ background: '#FFFFFF', border: '1px solid rgba(15, 23, 42, 0.08)', borderRadius: 12, padding: '6px 16px' }}
    >
      <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
        <LinkButton {...pageLink('/')} buttonType="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0, fontWeight: 600 }}>
          {title}
        </LinkButton>
        <PlanBadge plan={plan} />
      </Flex>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} data-testid="dashboard-month">
        <CalendarOutlined aria-hidden="true" /> {monthLabel(language, month)}
      </Typography.Text>
    </Flex>
  );
}
