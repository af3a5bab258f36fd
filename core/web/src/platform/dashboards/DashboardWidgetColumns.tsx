import type { DashboardWidgetProps } from '@otimiza/sdk/web';
import { Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import type { WidgetSlots } from '../../kernel/widgets/composeWidgetSlots';
import { WidgetSlot } from '../../kernel/widgets/WidgetSlot';
import { NoWidgetsNotice } from './NoWidgetsNotice';

/**
 * The plugins' part of a home dashboard: their figures on top, then their main column (or a notice when no plugin
 * gives one) with the dashboard's own `main` below it, and their side column under the dashboard's own `side`.
 */
export function DashboardWidgetColumns({ slots, props, main, side }: { slots: WidgetSlots; props: DashboardWidgetProps; main?: ReactNode; side?: ReactNode }) {
  return (
    <>
      <WidgetSlot widgets={slots['dashboard.stats']} props={props} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap={16}>
            <WidgetSlot widgets={slots['dashboard.main']} props={props} />
            {slots['dashboard.main'].length === 0 && <NoWidgetsNotice />}
            {main}
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={16}>
            {side}
            <WidgetSlot widgets={slots['dashboard.side']} props={props} />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
