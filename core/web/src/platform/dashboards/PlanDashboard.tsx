import type { ApiUser } from '@otimiza/sdk/shared';
import { Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { DashboardNotices } from './DashboardNotices';
import { NoWidgetsNotice } from './NoWidgetsNotice';
import { UsageSummaryCard } from './UsageSummaryCard';
import { useWidgetSlots } from '../../kernel/widgets/useWidgetSlots';
import { WidgetSlot } from '../../kernel/widgets/WidgetSlot';

/**
 * The content of the lite, pro and enterprise dashboards: the notices, the allowed
 * plugins' figures, the quick analysis and what else they contribute for this plan, the monthly
 * usage, the latest analyses, and what the plan's dashboard adds below the main column (`main`,
 * e.g. lite's upgrade card).
 */
export function PlanDashboard({ user, main }: { user: ApiUser; main?: ReactNode }) {
  const slots = useWidgetSlots(user);
  const widgetProps = { plan: user.plan.name, mode: user.mode, readOnly: user.mode === 'demo' };
  return (
    <>
      <DashboardNotices user={user} />
      <WidgetSlot widgets={slots['dashboard.stats']} props={widgetProps} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap={16}>
            <WidgetSlot widgets={slots['dashboard.main']} props={widgetProps} />
            {slots['dashboard.main'].length === 0 && <NoWidgetsNotice />}
            {main}
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={16}>
            <UsageSummaryCard user={user} />
            <WidgetSlot widgets={slots['dashboard.side']} props={widgetProps} />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
