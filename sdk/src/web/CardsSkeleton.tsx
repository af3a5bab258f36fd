import { Card, Col, Row, Skeleton, type ColProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * The placeholder of a grid of cards while its read is pending, announced as busy with `label` ('Carregando …').
 * `children` adds columns after the cards (a wide card below a row of small ones).
 */
export function CardsSkeleton({
  label,
  count = 3,
  rows = 3,
  column = { xs: 24, md: 12, xl: 8 },
  children,
}: {
  label?: string;
  count?: number;
  rows?: number;
  column?: ColProps;
  children?: ReactNode;
}) {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Col key={index} {...column}>
          <Card size="small">
            <Skeleton active paragraph={{ rows }} />
          </Card>
        </Col>
      ))}
      {children}
    </Row>
  );
}
