import { Card, Col, Flex, Row, Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import { usePrimaryColour } from '../usePrimaryColour.js';

/**
 * One of the overview cards at the top of an area (visual reports, BI): an icon in the primary colour in force, the
 * title, a large figure (`{testId}-value`) and a line under it that says what it counts.
 */
export function OverviewCard({
  icon,
  title,
  value,
  detail,
  testId,
}: {
  icon: ReactNode;
  title: ReactNode;
  value: ReactNode;
  detail: ReactNode;
  testId: string;
}) {
  const primary = usePrimaryColour();
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      <Flex vertical gap={4}>
        <Flex gap={8} align="center" style={{ color: '#475569', fontSize: 13, fontWeight: 600 }}>
          <span aria-hidden="true" style={{ color: primary }}>
            {icon}
          </span>
          {title}
        </Flex>
        <span style={{ fontSize: 28, fontWeight: 700, color: '#0F172A' }} data-testid={`${testId}-value`}>
          {value}
        </span>
        <div style={{ fontSize: 13, color: token.colorTextSecondary }}>{detail}</div>
      </Flex>
    </Card>
  );
}

/** The row of four overview cards while their figures load: a skeleton in each, the row busy and named by `label`. */
export function OverviewCardsLoading({ label }: { label: string }) {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3].map((index) => (
        <Col key={index} xs={12} lg={6}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 1 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
